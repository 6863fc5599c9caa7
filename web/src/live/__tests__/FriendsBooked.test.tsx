process.env.TZ = 'America/New_York';

import { act, screen, within } from '@testing-library/react';
import { MockPayloadGenerator, type MockEnvironment } from 'relay-test-utils';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mutations } from '../../payments/__tests__/helpers';
import { subscriberFixture, type UserFixture } from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';
import { friendsBookedText } from '../FriendsBooked';
import {
  friendFixture,
  friendsBookedFixture,
  liveClassFixture,
  liveResolvers,
  newLiveGraph,
  type LiveClassFixture,
} from './liveFixtures';

// Wednesday 25 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const ana = friendFixture(11, 'Ana', 'R');
const ben = friendFixture(12, 'Ben', 'S');
const cleo = friendFixture(13, 'Cleo', 'T');
const dev = friendFixture(14, 'Dev', 'K');

/** A page of the viewer's friends, from the `offset`th friendship on. */
function friendsPage(friends: ReturnType<typeof friendFixture>[], offset = 0, hasNextPage = false) {
  return {
    edges: friends.map((member, index) => ({
      cursor: `cursor:${offset + index}`,
      node: { id: `Friendship:${offset + index + 1}`, member },
    })),
    pageInfo: {
      hasNextPage,
      hasPreviousPage: offset > 0,
      startCursor: null,
      endCursor: `cursor:${offset + friends.length - 1}`,
    },
  };
}

/** The viewer, with `friends` as their friend list (the invite dialog's query). */
function viewerWith(friends: ReturnType<typeof friendFixture>[], hasMore = false): UserFixture {
  return {
    ...subscriberFixture(),
    canBookLiveClassesFree: true,
    friends: friendsPage(friends, 0, hasMore),
  } as UserFixture;
}

describe('friendsBookedText', () => {
  it('names one or two friends, then counts the rest', () => {
    expect(friendsBookedText([], 0)).toBe('');
    expect(friendsBookedText(['Ana R.'], 1)).toBe('Ana R. booked');
    expect(friendsBookedText(['Ana R.', 'Ben S.'], 2)).toBe('Ana R. and Ben S. booked');
    expect(friendsBookedText(['Ana R.', 'Ben S.', 'Cleo T.'], 3)).toBe('Ana R. and 2 friends booked');
    expect(friendsBookedText(['Ana R.', 'Ben S.', 'Cleo T.'], 12)).toBe('Ana R. and 11 friends booked');
  });
});

describe('the schedule row', () => {
  function classes(): LiveClassFixture[] {
    return [
      liveClassFixture(1, '2026-11-25T17:00:00.000Z', {
        title: 'Power Yoga',
        friendsBooked: friendsBookedFixture([ana, ben, cleo], 4),
      }),
      liveClassFixture(2, '2026-11-25T18:00:00.000Z', {
        title: 'Evening Ride',
        friendsBooked: friendsBookedFixture([ben]),
      }),
      liveClassFixture(3, '2026-11-25T19:00:00.000Z', { title: 'Quiet Stretch' }),
    ];
  }

  function row(title: string): HTMLElement {
    return screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
  }

  it('says which friends booked each class, with their initials as decoration; nothing where none did', async () => {
    await renderApp('/liveschedule', {
      signedIn: viewerWith([]),
      resolvers: liveResolvers(newLiveGraph(classes())),
    });
    const yoga = row('Power Yoga');
    expect(within(yoga).getByText('Ana R. and 3 friends booked')).toBeTruthy();
    const faces = yoga.querySelector('.live-friends__faces')!;
    expect(faces.getAttribute('aria-hidden')).toBe('true');
    expect(faces.textContent).toBe('ARBSCT');
    expect(within(row('Evening Ride')).getByText('Ben S. booked')).toBeTruthy();
    expect(row('Quiet Stretch').querySelector('.live-friends')).toBeNull();
    expect(within(row('Quiet Stretch')).queryByText(/booked$/)).toBeNull();
  });

  it('shows a visitor no friends at all', async () => {
    const visitorClasses = classes().map((liveClass) => ({
      ...liveClass,
      friendsBooked: friendsBookedFixture([]),
    }));
    await renderApp('/liveschedule', { resolvers: liveResolvers(newLiveGraph(visitorClasses)) });
    expect(screen.getByRole('heading', { level: 3, name: 'Power Yoga' })).toBeTruthy();
    expect(screen.queryByText(/friends? booked|booked$/)).toBeNull();
  });
});

describe('the live class page', () => {
  // Tomorrow at 1:00 PM New York.
  const STARTS = '2026-11-26T18:00:00.000Z';

  async function openPage(
    liveClass: LiveClassFixture,
    friends: ReturnType<typeof friendFixture>[],
    mutate?: (name: string, input: Record<string, unknown>) => Record<string, unknown> | Error,
  ) {
    return renderApp(`/newplatform/live/upcoming/${liveClass.databaseId}`, {
      signedIn: viewerWith(friends),
      mutate,
      resolvers: liveResolvers(newLiveGraph([liveClass])),
    });
  }

  it('names the friends who booked, and offers no invitation before the member books', async () => {
    await openPage(
      liveClassFixture(7, STARTS, { title: 'Power Yoga', friendsBooked: friendsBookedFixture([ana, ben]) }),
      [ana, ben, cleo],
    );
    const section = screen.getByRole('region', { name: 'Friends in this class' });
    expect(within(section).getByText('2 friends booked this class:')).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ARAna R.', 'BSBen S.']);
    expect(screen.queryByRole('button', { name: 'Invite a friend' })).toBeNull();
  });

  it('says so when no friend booked', async () => {
    await openPage(
      liveClassFixture(7, STARTS, { title: 'Power Yoga', viewerBooking: { id: 'LiveClassBooking:70' } }),
      [],
    );
    expect(screen.getByText('None of your friends has booked this class yet.')).toBeTruthy();
  });

  it('offers no invitation once the class has started', async () => {
    await openPage(
      liveClassFixture(7, '2026-11-25T14:50:00.000Z', {
        title: 'Power Yoga',
        viewerBooking: { id: 'LiveClassBooking:70' },
      }),
      [ana],
      mutations({}).mutate,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Power Yoga' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite a friend' })).toBeNull();
  });

  it('invites a friend from the dialog: those who booked are left out, the success is said, and a refusal is shown', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useInviteFriendToLiveClassMutation: (input) =>
        input.friendId === cleo.id
          ? { invitedFriend: { id: cleo.id, displayName: cleo.displayName }, liveClass: null, userErrors: [] }
          : {
              invitedFriend: null,
              liveClass: null,
              userErrors: [
                {
                  field: 'friendId',
                  code: 'ALREADY_INVITED',
                  message: 'You already invited Dev K. to this class.',
                },
              ],
            },
    });
    const { environment, graph } = await openPage(
      liveClassFixture(7, STARTS, {
        title: 'Power Yoga',
        viewerBooking: { id: 'LiveClassBooking:70' },
        friendsBooked: friendsBookedFixture([ana]),
      }),
      [ana, cleo, dev],
      recorded.mutate,
    );
    await user.click(screen.getByRole('button', { name: 'Invite a friend' }));
    await resolveAll(environment, graph);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a friend' });
    const friends = within(dialog).getByRole('list', { name: 'Your friends' });
    expect(
      within(friends)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('button').getAttribute('aria-label')),
    ).toEqual(['Invite Cleo T.', 'Invite Dev K.']);

    await user.click(within(dialog).getByRole('button', { name: 'Invite Cleo T.' }));
    await resolveAll(environment, graph);
    expect(
      await within(dialog).findByText(
        'Cleo T. is invited: the invitation is in your conversation with them.',
      ),
    ).toBeTruthy();
    // (The page also joins the class it opens; only the invitations matter here.)
    expect(recorded.calls.filter((call) => call.name === 'useInviteFriendToLiveClassMutation')).toEqual([
      {
        name: 'useInviteFriendToLiveClassMutation',
        input: { liveClassId: 'LiveClass:7', friendId: cleo.id },
      },
    ]);
    const invited = within(dialog).getByRole('button', { name: 'Invited Cleo T.' });
    expect((invited as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Invite Dev K.' }));
    await resolveAll(environment, graph);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You already invited Dev K. to this class.',
    );
    expect(within(dialog).getByRole('button', { name: 'Invite Dev K.' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** Pushes a friend's booking change: the class as the gateway reads it for the viewer. */
async function pushFriendsBooking(environment: MockEnvironment, name: string, liveClass: LiveClassFixture) {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`No ${name} operation is open.`);
  await act(async () => {
    environment.mock.nextValue(
      operation,
      MockPayloadGenerator.generate(operation, { LiveClass: () => liveClass }),
    );
  });
}

const subscriptionNames = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((operation) => operation.request.node.params.name);

describe('the invite dialog’s friends, a page at a time', () => {
  it('offers more friends than fit a page with Show more friends', async () => {
    const user = userEvent.setup();
    const viewer = viewerWith([ana, cleo], true);
    const { environment, graph } = await renderApp('/newplatform/live/upcoming/7', {
      signedIn: viewer,
      resolvers: liveResolvers(
        newLiveGraph([
          liveClassFixture(7, '2026-11-26T18:00:00.000Z', {
            title: 'Power Yoga',
            viewerBooking: { id: 'LiveClassBooking:70' },
          }),
        ]),
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Invite a friend' }));
    await resolveAll(environment, graph);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a friend' });
    const names = () =>
      within(within(dialog).getByRole('list', { name: 'Your friends' }))
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('button').getAttribute('aria-label'));
    expect(names()).toEqual(['Invite Ana R.', 'Invite Cleo T.']);

    await user.click(within(dialog).getByRole('button', { name: 'Show more friends' }));
    const request = environment.mock.getMostRecentOperation();
    expect(request.request.node.params.name).toBe('InviteFriendDialogFriendsPaginationQuery');
    expect(request.request.variables).toMatchObject({ count: 50, cursor: 'cursor:1' });
    await act(async () => {
      environment.mock.resolve(
        request,
        MockPayloadGenerator.generate(request, {
          Node: () => ({ __typename: 'User', id: viewer.id, friends: friendsPage([dev], 2) }),
          User: () => ({ id: viewer.id, friends: friendsPage([dev], 2) }),
        }),
      );
    });
    expect(names()).toEqual(['Invite Ana R.', 'Invite Cleo T.', 'Invite Dev K.']);
    expect(within(dialog).queryByRole('button', { name: 'Show more friends' })).toBeNull();
  });
});

describe('friends’ bookings as they happen', () => {
  it('a schedule row shows a friend who just booked, and drops one who cancelled, without a reload', async () => {
    const yoga = liveClassFixture(1, '2026-11-25T17:00:00.000Z', { title: 'Power Yoga' });
    const { environment } = await renderApp('/liveschedule', {
      signedIn: viewerWith([]),
      resolvers: liveResolvers(newLiveGraph([yoga])),
    });
    const row = () => screen.getByRole('heading', { level: 3, name: 'Power Yoga' }).closest('li')!;
    expect(row().querySelector('.live-friends')).toBeNull();
    const name = 'useViewerFriendsBookingChangedRowSubscription';
    await pushFriendsBooking(environment, name, { ...yoga, friendsBooked: friendsBookedFixture([ana]) });
    expect(within(row()).getByText('Ana R. booked')).toBeTruthy();
    await pushFriendsBooking(environment, name, { ...yoga, friendsBooked: friendsBookedFixture([ana, ben]) });
    expect(within(row()).getByText('Ana R. and Ben S. booked')).toBeTruthy();
    await pushFriendsBooking(environment, name, { ...yoga, friendsBooked: friendsBookedFixture([ben]) });
    expect(within(row()).getByText('Ben S. booked')).toBeTruthy();
  });

  it('the class page names a friend who just booked', async () => {
    const yoga = liveClassFixture(7, '2026-11-26T18:00:00.000Z', { title: 'Power Yoga' });
    const { environment } = await renderApp('/newplatform/live/upcoming/7', {
      signedIn: viewerWith([ana]),
      resolvers: liveResolvers(newLiveGraph([yoga])),
    });
    expect(screen.getByText('None of your friends has booked this class yet.')).toBeTruthy();
    await pushFriendsBooking(environment, 'useViewerFriendsBookingChangedClassSubscription', {
      ...yoga,
      friendsBooked: friendsBookedFixture([ana]),
    });
    const section = screen.getByRole('region', { name: 'Friends in this class' });
    expect(within(section).getByText('1 friend booked this class:')).toBeTruthy();
    expect(within(section).getByText('Ana R.')).toBeTruthy();
  });

  it('a visitor does not subscribe (the subscription needs a token)', async () => {
    const yoga = liveClassFixture(1, '2026-11-25T17:00:00.000Z', { title: 'Power Yoga' });
    const { environment } = await renderApp('/liveschedule', {
      resolvers: liveResolvers(newLiveGraph([yoga])),
    });
    expect(screen.getByRole('heading', { level: 3, name: 'Power Yoga' })).toBeTruthy();
    expect(subscriptionNames(environment)).not.toContain('useViewerFriendsBookingChangedRowSubscription');
  });
});
