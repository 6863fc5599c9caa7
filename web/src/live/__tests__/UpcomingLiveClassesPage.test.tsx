process.env.TZ = 'America/New_York';

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutations } from '../../payments/__tests__/helpers';
import { money, userFixture, type UserFixture } from '../../test/fixtures';
import { renderApp, resolveAll, type MockEnvironment, type MockGraph } from '../../test/renderApp';
import { CANCEL_TITLE, NO_REFUND_NOTE } from '../CancelBookingDialog';
import { UPCOMING_PAGE_SIZE } from '../UpcomingLiveClassesList';
import { liveClassFixture, liveResolvers, newLiveGraph, type LiveClassFixture } from './liveFixtures';

// Wednesday 25 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

interface BookingFixture {
  id: string;
  databaseId: number;
  amountPaid: ReturnType<typeof money>;
  source: string;
  refundedAmount: ReturnType<typeof money> | null;
  liveClass: LiveClassFixture;
}

function booking(databaseId: number, liveClass: LiveClassFixture, cents = 0): BookingFixture {
  return {
    id: `LiveClassBooking:${databaseId}`,
    databaseId,
    amountPaid: money(cents),
    source: cents > 0 ? 'PAYMENT' : 'SUBSCRIPTION',
    refundedAmount: null,
    liveClass: { ...liveClass, viewerBooking: { id: `LiveClassBooking:${databaseId}` } } as LiveClassFixture,
  };
}

const morningRide = liveClassFixture(7, '2026-11-25T17:00:00.000Z', { title: 'Morning Ride' });
const eveningFlow = liveClassFixture(8, '2026-11-26T23:00:00.000Z', { title: 'Evening Flow' });

/** The viewer's bookings answered as the gateway pages them: `first`, then after an opaque cursor. */
function bookingsResolver(
  bookings: BookingFixture[],
  requests: Array<{ first: unknown; after: unknown }>,
  past: BookingFixture[] = [],
) {
  return {
    LiveClassBookingConnection: (context: {
      name?: string | null;
      args?: Record<string, unknown> | null;
    }) => {
      if (context.name === 'pastLiveClassBookings') return pastPage(past, context.args ?? {});
      const first = Number(context.args?.first ?? 100);
      const after = context.args?.after;
      requests.push({ first: context.args?.first, after: after ?? null });
      const start = typeof after === 'string' ? Number(after.replace('after:', '')) + 1 : 0;
      const page = bookings.slice(start, start + first);
      return {
        totalCount: bookings.length,
        edges: page.map((node, index) => ({ cursor: `after:${start + index}`, node })),
        pageInfo: {
          hasNextPage: start + page.length < bookings.length,
          hasPreviousPage: start > 0,
          startCursor: page.length ? `after:${start}` : null,
          endCursor: page.length ? `after:${start + page.length - 1}` : null,
        },
      };
    },
  };
}

/** The past list as the gateway passes the backend's pages through (totalCount unknown). */
function pastPage(past: BookingFixture[], args: Record<string, unknown>) {
  const first = Number(args.first ?? 100);
  const start = typeof args.after === 'string' ? Number(args.after.replace('past:', '')) + 1 : 0;
  const page = past.slice(start, start + first);
  return {
    totalCount: null,
    edges: page.map((node, index) => ({ cursor: `past:${start + index}`, node })),
    pageInfo: {
      hasNextPage: start + page.length < past.length,
      hasPreviousPage: start > 0,
      startCursor: page.length ? `past:${start}` : null,
      endCursor: page.length ? `past:${start + page.length - 1}` : null,
    },
  };
}

async function openList(
  bookings: BookingFixture[],
  options: { mutate?: MockGraph['mutate']; past?: BookingFixture[] } = {},
) {
  const requests: Array<{ first: unknown; after: unknown }> = [];
  const viewer: UserFixture = { ...userFixture(), canBookLiveClassesFree: false } as UserFixture;
  const live = liveResolvers(newLiveGraph([]));
  const view = await renderApp('/newplatform/live/upcoming', {
    signedIn: viewer,
    mutate: options.mutate,
    resolvers: (operation) => ({
      ...live(operation),
      ...bookingsResolver(bookings, requests, options.past),
      // The next page is read through node(id:) of the viewer: it must be the same member.
      User: () => ({ id: viewer.id }),
    }),
  });
  return { ...view, requests };
}

const list = () => within(screen.getByRole('list', { name: 'Booked classes' }));
const pastList = () => within(screen.getByRole('list', { name: 'Past classes' }));
const titles = () =>
  list()
    .getAllByRole('listitem')
    .map((item) =>
      within(item)
        .getByRole('link')
        .getAttribute('aria-label')!
        .replace(/^(Join|View) /, ''),
    );

describe('My classes /newplatform/live/upcoming', () => {
  it('lists the booked classes by start time, each with its page (View until it opens) and Cancel booking, and links to the schedule', async () => {
    const { requests } = await openList([booking(3, morningRide), booking(4, eveningFlow, 1200)]);
    expect(screen.getByRole('heading', { level: 1, name: 'My classes' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeTruthy();
    expect(titles()).toEqual(['Morning Ride', 'Evening Flow']);
    expect(list().getByRole('link', { name: 'View Morning Ride' }).getAttribute('href')).toBe(
      '/newplatform/live/upcoming/7',
    );
    expect(list().getByRole('button', { name: 'Cancel booking: Evening Flow' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the live schedule' }).getAttribute('href')).toBe(
      '/liveschedule',
    );
    expect(requests).toEqual([{ first: UPCOMING_PAGE_SIZE, after: null }]);
    expect(screen.queryByRole('button', { name: 'Show more classes' })).toBeNull();
  });

  it('says so when nothing is booked', async () => {
    await openList([]);
    expect(screen.getByText('You have no upcoming live classes yet.')).toBeTruthy();
  });

  it('a class under way offers Join only: it can no longer be cancelled', async () => {
    const underWay = liveClassFixture(9, '2026-11-25T14:50:00.000Z', { title: 'Noon Spin' });
    await openList([booking(5, underWay)]);
    expect(list().getByRole('link', { name: 'Join Noon Spin' })).toBeTruthy();
    expect(list().queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('pages with Show more classes, after the last cursor, and keeps what it had', async () => {
    const many = Array.from({ length: UPCOMING_PAGE_SIZE + 2 }, (_, index) =>
      booking(
        100 + index,
        liveClassFixture(
          200 + index,
          new Date(Date.parse('2026-11-26T15:00:00.000Z') + index * 3_600_000).toISOString(),
          {
            title: `Class ${index + 1}`,
          },
        ),
      ),
    );
    const { environment, graph, requests } = await openList(many);
    expect(list().getAllByRole('listitem')).toHaveLength(UPCOMING_PAGE_SIZE);
    await userEvent.click(screen.getByRole('button', { name: 'Show more classes' }));
    await resolveAll(environment, graph);
    expect(list().getAllByRole('listitem')).toHaveLength(UPCOMING_PAGE_SIZE + 2);
    expect(requests.at(-1)).toEqual({ first: UPCOMING_PAGE_SIZE, after: `after:${UPCOMING_PAGE_SIZE - 1}` });
    expect(screen.queryByRole('button', { name: 'Show more classes' })).toBeNull();
  });
});

describe('Cancelling a booking', () => {
  const cancelled = (bookingId: string, liveClass: LiveClassFixture) => ({
    cancelledBookingId: bookingId,
    liveClass: { ...liveClass, viewerBooking: null },
    userErrors: [],
  });

  it('asks first; a subscriber is told the place is freed; once cancelled the class leaves the list and focus lands on the notice', async () => {
    const recorded = mutations({
      useCancelLiveClassBookingMutation: cancelled('LiveClassBooking:3', morningRide),
    });
    const { environment, graph } = await openList([booking(3, morningRide), booking(4, eveningFlow)], {
      mutate: recorded.mutate,
    });
    await userEvent.click(list().getByRole('button', { name: 'Cancel booking: Morning Ride' }));
    const dialog = within(screen.getByRole('dialog', { name: CANCEL_TITLE }));
    expect(dialog.getByText('Your place is freed and the class leaves your calendar.')).toBeTruthy();
    expect(dialog.queryByText(new RegExp(NO_REFUND_NOTE))).toBeNull();
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Keep my place' }));

    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await resolveAll(environment, graph);
    await act(async () => {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(recorded.calls).toEqual([
      { name: 'useCancelLiveClassBookingMutation', input: { bookingId: 'LiveClassBooking:3' } },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(titles()).toEqual(['Evening Flow']);
    const notice = screen.getByText('Your place in Morning Ride was cancelled.');
    expect(notice.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(notice);
  });

  it('a paid booking states the no-refund rule before the member confirms; Keep my place changes nothing', async () => {
    const recorded = mutations({});
    await openList([booking(4, eveningFlow, 1200)], { mutate: recorded.mutate });
    const opener = list().getByRole('button', { name: 'Cancel booking: Evening Flow' });
    await userEvent.click(opener);
    const dialog = within(screen.getByRole('dialog', { name: CANCEL_TITLE }));
    expect(
      dialog.getByText(
        `You paid $12.00 for this class. ${NO_REFUND_NOTE} Booking it again means paying again.`,
      ),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep my place' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(recorded.calls).toEqual([]);
    expect(titles()).toEqual(['Evening Flow']);
  });

  it('a refusal is shown in the dialog and the class stays on the list', async () => {
    const message = 'This class has already started, so its booking can no longer be cancelled.';
    const recorded = mutations({
      useCancelLiveClassBookingMutation: {
        cancelledBookingId: null,
        liveClass: null,
        userErrors: [{ field: null, message, code: 'CLASS_STARTED' }],
      },
    });
    const { environment, graph } = await openList([booking(3, morningRide)], { mutate: recorded.mutate });
    await userEvent.click(list().getByRole('button', { name: 'Cancel booking: Morning Ride' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await resolveAll(environment, graph);
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(message);
    expect(titles()).toEqual(['Morning Ride']);
  });
});

describe('Bookings made elsewhere join the list', () => {
  function subscription(environment: MockEnvironment) {
    const operation = environment.mock
      .getAllOperations()
      .find((candidate) => candidate.request.node.params.name === 'useViewerLiveClassBookedSubscription');
    if (!operation) throw new Error('The booking subscription is not open.');
    return operation;
  }

  it('a booking pushed from another device appears in start order, once even if pushed twice', async () => {
    const { environment } = await openList([booking(4, eveningFlow)]);
    const operation = subscription(environment);
    expect(operation.request.variables.connections).toEqual([
      'client:User:7:__UpcomingLiveClassesList_upcomingLiveClassBookings_connection',
    ]);
    for (let push = 0; push < 2; push += 1) {
      await act(async () => {
        environment.mock.nextValue(
          operation,
          MockPayloadGenerator.generate(operation, { LiveClassBooking: () => booking(3, morningRide) }),
        );
      });
    }
    expect(titles()).toEqual(['Morning Ride', 'Evening Flow']);
  });
});

describe('Join once the class opens', () => {
  it('a class starting within the hour reads Join; one later in the day reads View class', async () => {
    const soon = liveClassFixture(11, '2026-11-25T15:40:00.000Z', { title: 'Soon Spin' });
    await openList([booking(6, soon), booking(3, morningRide)]);
    expect(list().getByRole('link', { name: 'Join Soon Spin' }).textContent).toBe('Join');
    expect(list().getByRole('link', { name: 'View Morning Ride' }).textContent).toBe('View class');
  });
});

describe('Past classes', () => {
  const ended = liveClassFixture(20, '2026-11-20T15:00:00.000Z', { title: 'Last Week Flow', hasEnded: true });
  const dropped = liveClassFixture(21, '2026-11-27T15:00:00.000Z', {
    title: 'Dropped Barre',
    cancelledAt: '2026-11-24T12:00:00.000Z',
  });

  it('lists past classes newest first, marked Ended or Cancelled by the studio, and pages with the backend cursor', async () => {
    const older = Array.from({ length: 11 }, (_, index) =>
      booking(
        300 + index,
        liveClassFixture(400 + index, `2026-10-${String(10 + index).padStart(2, '0')}T15:00:00.000Z`, {
          title: `October ${index}`,
        }),
      ),
    );
    const { environment, graph } = await openList([], {
      past: [booking(8, dropped), booking(9, ended), ...older],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Past classes' })).toBeTruthy();
    const items = pastList().getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByText('Cancelled by the studio')).toBeTruthy();
    expect(within(items[1]!).getByText('Ended')).toBeTruthy();
    expect(within(items[1]!).getByText('Last Week Flow')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show more past classes' }));
    await resolveAll(environment, graph);
    expect(pastList().getAllByRole('listitem')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Show more past classes' })).toBeNull();
  });

  it('says what went back to the card when the studio cancelled a paid class', async () => {
    const paid = { ...booking(8, dropped, 1500), refundedAmount: money(1500) };
    await openList([], { past: [paid, booking(9, ended, 1500)] });
    const items = pastList().getAllByRole('listitem');
    expect(
      within(items[0]!).getByText('Cancelled by the studio · $15.00 refunded to your card'),
    ).toBeTruthy();
    // A class that went ahead was not refunded, and says nothing of it.
    expect(within(items[1]!).getByText('Ended')).toBeTruthy();
    expect(items[1]!.textContent).not.toMatch(/refunded/);
  });

  it('says where past classes will appear when there are none', async () => {
    await openList([]);
    expect(screen.getByText('Classes you have booked appear here once they are over.')).toBeTruthy();
  });
});
