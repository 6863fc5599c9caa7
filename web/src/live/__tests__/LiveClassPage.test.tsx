process.env.TZ = 'America/New_York';

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutations } from '../../payments/__tests__/helpers';
import { subscriberFixture, userFixture, type UserFixture } from '../../test/fixtures';
import { renderApp, resolveAll, type MockGraph } from '../../test/renderApp';
import { liveClassFixture, liveResolvers, newLiveGraph, type LiveClassFixture } from './liveFixtures';

// Wednesday 25 November 2026, 10:00 in New York; the class starts at 10:15.
const NOW = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function morningRide(overrides: Partial<LiveClassFixture> = {}) {
  return liveClassFixture(7, '2026-11-25T15:15:00.000Z', {
    title: 'Morning Ride',
    instructor: 'Sam Lee',
    studioTimeZone: 'Europe/London',
    ...overrides,
  });
}

function member(
  canBookFree: boolean,
  base: UserFixture = subscriberFixture(),
  extra: Record<string, unknown> = {},
): UserFixture {
  return { ...base, canBookLiveClassesFree: canBookFree, ...extra } as UserFixture;
}

const JOINED = {
  attendance: { id: 'LiveClassAttendance:31', databaseId: 31, joinedAt: NOW.toISOString() },
  channel: { channelId: 'streamfit-live-7', playbackUrl: '/media/live/7' },
  userErrors: [],
};

const LEFT = {
  attendance: {
    id: 'LiveClassAttendance:31',
    leftAt: NOW.toISOString(),
    cameraOn: false,
    cameraOnDurationSeconds: 0,
  },
  userErrors: [],
};

async function openClass(
  path: string,
  options: { viewer?: UserFixture; liveClass?: LiveClassFixture; mutate?: MockGraph['mutate'] },
) {
  const live = newLiveGraph([options.liveClass ?? morningRide()]);
  return renderApp(path, {
    signedIn: options.viewer,
    mutate: options.mutate,
    resolvers: liveResolvers(live),
  });
}

describe('Live class page /newplatform/live/upcoming/:liveClassId', () => {
  it('sends a signed-out visitor to log in, then back', async () => {
    const { router } = await openClass('/newplatform/live/upcoming/7', {});
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect_path')).toBe(
      '/newplatform/live/upcoming/7',
    );
  });

  it('joins on mount with the browser, shows the class and a 600px frame, and leaves on unmount', async () => {
    const recorded = mutations({ useJoinLiveClassMutation: JOINED, useLeaveLiveClassMutation: LEFT });
    const { environment, graph, router } = await openClass('/newplatform/live/upcoming/7', {
      viewer: member(true),
      mutate: recorded.mutate,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Morning Ride' })).toBeTruthy();
    expect(screen.getByText('Sam Lee')).toBeTruthy();
    expect(screen.getByText(/10:15 AM EST \(3:15 PM GMT studio time\)/)).toBeTruthy();
    expect(recorded.names()).toEqual(['useJoinLiveClassMutation']);
    expect(recorded.calls[0]?.input).toMatchObject({
      liveClassId: 'LiveClass:7',
      userAgent: navigator.userAgent,
    });
    expect(typeof recorded.calls[0]?.input.browser).toBe('string');
    const frame = screen.getByTitle('Morning Ride live stream');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/media/live/7');
    expect(frame.style.height).toBe('600px');
    expect(frame.style.width).toBe('100%');
    expect(frame.getAttribute('height')).toBe('600');

    await act(async () => {
      await router.navigate('/liveschedule');
    });
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useJoinLiveClassMutation', 'useLeaveLiveClassMutation']);
    expect(recorded.calls[1]?.input).toEqual({
      attendanceId: 'LiveClassAttendance:31',
      cameraOn: false,
      cameraOnDurationSeconds: 0,
    });
  });

  it('leaves with a keepalive request when the page is hidden, and not again on unmount', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const recorded = mutations({ useJoinLiveClassMutation: JOINED, useLeaveLiveClassMutation: LEFT });
    const { environment, graph, router } = await openClass('/newplatform/live/upcoming/7', {
      viewer: member(true),
      mutate: recorded.mutate,
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.keepalive).toBe(true);
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: unknown };
    expect(body.operationName).toBe('useLeaveLiveClassMutation');
    expect(body.variables).toEqual({
      input: { attendanceId: 'LiveClassAttendance:31', cameraOn: false, cameraOnDurationSeconds: 0 },
    });
    await act(async () => {
      await router.navigate('/liveschedule');
    });
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useJoinLiveClassMutation']);
  });

  it("shows the class and a 'Book' button that opens the booking flow when joining answers PAYMENT_REQUIRED", async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useJoinLiveClassMutation: {
        attendance: null,
        channel: null,
        userErrors: [{ field: null, message: 'Book this class to watch it.', code: 'PAYMENT_REQUIRED' }],
      },
    });
    await openClass('/newplatform/live/upcoming/7', { viewer: member(true), mutate: recorded.mutate });
    expect(screen.queryByTitle('Morning Ride live stream')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends a member without a subscription to payment, with the way back, and joins nothing', async () => {
    const recorded = mutations({});
    const { router } = await openClass('/newplatform/live/upcoming/7', {
      viewer: member(false, userFixture()),
      mutate: recorded.mutate,
    });
    expect(router.state.location.pathname).toBe('/payment');
    expect(new URLSearchParams(router.state.location.search).get('redirect_path')).toBe(
      '/newplatform/live/upcoming/7',
    );
    expect(recorded.names()).toEqual([]);
  });

  it('lets a member without a subscription who may book free (staff, instructors) stay and watch', async () => {
    const recorded = mutations({ useJoinLiveClassMutation: JOINED });
    const { router } = await openClass('/newplatform/live/upcoming/7', {
      viewer: member(true, userFixture()),
      mutate: recorded.mutate,
    });
    expect(router.state.location.pathname).toBe('/newplatform/live/upcoming/7');
    expect(recorded.names()).toEqual(['useJoinLiveClassMutation']);
  });

  it('does not join when a subscriber may not watch this class: Book opens the payment modal', async () => {
    const user = userEvent.setup();
    const recorded = mutations({});
    const { environment, graph } = await openClass('/newplatform/live/upcoming/7', {
      viewer: member(false),
      mutate: recorded.mutate,
    });
    expect(recorded.names()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Book' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('dialog', { name: 'Confirm live class booking' })).toBeTruthy();
  });

  it('lets a member who paid for the class watch it without a subscription', async () => {
    const recorded = mutations({ useJoinLiveClassMutation: JOINED });
    await openClass('/newplatform/live/upcoming/7', {
      viewer: member(false, userFixture()),
      liveClass: morningRide({ viewerBooking: { id: 'LiveClassBooking:3' } }),
      mutate: recorded.mutate,
    });
    expect(recorded.names()).toEqual(['useJoinLiveClassMutation']);
    expect(screen.getByTitle('Morning Ride live stream')).toBeTruthy();
  });

  it('says when there is no such class', async () => {
    await openClass('/newplatform/live/upcoming/999', { viewer: member(true) });
    expect(screen.getByRole('heading', { level: 1, name: 'Live class not found' })).toBeTruthy();
  });
});

describe('Live page /live', () => {
  it('plays the class on now for a member who may watch it', async () => {
    const onNow = morningRide({ startsAt: '2026-11-25T14:45:00.000Z', endsAt: '2026-11-25T15:30:00.000Z' });
    const recorded = mutations({ useJoinLiveClassMutation: JOINED, useLeaveLiveClassMutation: LEFT });
    await openClass('/live', { viewer: member(true), liveClass: onNow, mutate: recorded.mutate });
    expect(screen.getByRole('heading', { name: 'On now' })).toBeTruthy();
    expect(screen.getByTitle('Morning Ride live stream').style.height).toBe('600px');
    expect(recorded.names()).toEqual(['useJoinLiveClassMutation']);
  });

  it('asks a visitor to log in or book the next class', async () => {
    await openClass('/live', {});
    expect(screen.getByRole('heading', { name: 'Up next' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in here!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
    expect(screen.queryByTitle('Morning Ride live stream')).toBeNull();
  });
});

describe('Live class page before the class opens', () => {
  it('shows the server’s message and a 600px stage saying when it starts (no stream page yet), and joins again once the class opens', async () => {
    let opened = false;
    const recorded = mutations({
      useJoinLiveClassMutation: () =>
        opened
          ? JOINED
          : {
              attendance: null,
              channel: null,
              userErrors: [
                {
                  field: null,
                  message: 'This class opens 60 minutes before it starts.',
                  code: 'CLASS_NOT_LIVE',
                },
              ],
            },
    });
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    // Starts in two hours: opens in one.
    const later = morningRide({ startsAt: '2026-11-25T17:00:00.000Z', endsAt: '2026-11-25T17:45:00.000Z' });
    const { environment, graph } = await openClass('/newplatform/live/upcoming/7', {
      viewer: member(true),
      liveClass: later,
      mutate: recorded.mutate,
    });
    expect(screen.getByText('This class opens 60 minutes before it starts.')).toBeTruthy();
    // The stream page opens only from joining's signed link: before that, nothing is framed.
    expect(screen.queryByTitle('Morning Ride live stream')).toBeNull();
    const stage = screen.getByRole('img', {
      name: /^Morning Ride live stream: starts Wednesday, November 25, 2026 at /,
    });
    expect(stage.style.height).toBe('600px');
    expect(stage.textContent).toContain('Starts Wednesday, November 25, 2026 at');
    const retry = setTimeoutSpy.mock.calls.find(([, delay]) => delay === 60 * 60_000 + 5_000);
    expect(retry).toBeTruthy();
    opened = true;
    await act(async () => {
      (retry![0] as () => void)();
    });
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useJoinLiveClassMutation', 'useJoinLiveClassMutation']);
    expect(screen.queryByText('This class opens 60 minutes before it starts.')).toBeNull();
    expect(screen.getByTitle('Morning Ride live stream').getAttribute('src')).toBe('/media/live/7');
  });
});
