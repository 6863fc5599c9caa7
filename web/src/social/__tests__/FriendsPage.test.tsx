import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { notifySubscriptionsReconnected } from '../../relay/reconnects';
import { subscriberFixture } from '../../test/fixtures';
import { renderApp, resolveAll, type MockEnvironment, type MockGraph } from '../../test/renderApp';
import { FRIEND_REQUEST_SENT, MEMBER_NOT_FOUND } from '../paths';
import { REMOVE_FRIEND_TITLE } from '../RemoveFriendDialog';
import {
  friendshipFixture,
  memberFixture,
  requestFixture,
  socialResolvers,
  type SocialState,
} from './socialFixtures';

const maya = memberFixture(11, 'Maya', 'R');
const omar = memberFixture(12, 'Omar', 'K');
const lena = memberFixture(13, 'Lena', 'S');
const theo = memberFixture(14, 'Theo', 'B');

function startState(): SocialState {
  return {
    viewer: subscriberFixture(),
    friendships: [friendshipFixture(1, maya, { unreadCount: 2 })],
    requests: [requestFixture(5, 'INCOMING', omar), requestFixture(6, 'OUTGOING', lena)],
  };
}

async function openFriends(state = startState(), mutate?: MockGraph['mutate']) {
  const view = await renderApp('/newplatform/friends', {
    signedIn: state.viewer,
    mutate,
    resolvers: socialResolvers(state),
  });
  return { ...view, state };
}

const names = (list: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.social-row__name')?.textContent);

const noErrors = { userErrors: [] };

function openSubscription(environment: MockEnvironment, name: string) {
  const operation = environment.mock
    .getAllOperations()
    .find((candidate) => candidate.request.node.params.name === name);
  if (!operation) throw new Error(`No ${name} operation is open.`);
  return operation;
}

describe('Friends /newplatform/friends', () => {
  it('shows the requests either way and the friends with their unread messages', async () => {
    await openFriends();
    expect(screen.getByRole('heading', { level: 1, name: 'Friends' })).toBeTruthy();
    expect(names('Friend requests')).toEqual(['Omar K.']);
    expect(names('Requests you sent')).toEqual(['Lena S.']);
    expect(names('Your friends')).toEqual(['Maya R.2 unread']);
    expect(screen.getByRole('link', { name: /^Maya R\./ }).getAttribute('href')).toBe(
      '/newplatform/friends/Member%3A11',
    );
  });

  it('says the exact words when nobody has the address, and validates both invitations before sending', async () => {
    const user = userEvent.setup();
    const invites: Array<Record<string, unknown>> = [];
    const state = startState();
    state.search = () => ({
      member: null,
      relationship: null,
      friendRequest: null,
      userErrors: [{ field: 'email', code: 'NOT_FOUND', message: MEMBER_NOT_FOUND }],
    });
    const { environment, graph } = await openFriends(state, (name, input) => {
      if (name === 'useInviteFriendMutation') {
        invites.push(input);
        return {
          invited: (input.email ?? input.phone) as string,
          expiresAt: '2026-12-25T00:00:00.000Z',
          ...noErrors,
        };
      }
      return new Error(`unexpected ${name}`);
    });
    await user.type(screen.getByLabelText('Their e-mail address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await resolveAll(environment, graph);
    expect(screen.getByText(MEMBER_NOT_FOUND)).toBeTruthy();

    const byMail = within(screen.getByRole('form', { name: 'Invite by e-mail' }));
    await user.clear(byMail.getByLabelText('Invite by e-mail'));
    await user.type(byMail.getByLabelText('Invite by e-mail'), 'not-an-address');
    await user.click(byMail.getByRole('button', { name: 'Send invitation' }));
    await resolveAll(environment, graph);
    expect(byMail.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(invites).toEqual([]);

    const byText = within(screen.getByRole('form', { name: 'Invite by text message' }));
    await user.type(byText.getByLabelText('Invite by text message'), '555');
    await user.click(byText.getByRole('button', { name: 'Send invitation' }));
    await resolveAll(environment, graph);
    expect(invites).toEqual([]);
    await user.clear(byText.getByLabelText('Invite by text message'));
    await user.type(byText.getByLabelText('Invite by text message'), '+1 (212) 555-0100');
    await user.click(byText.getByRole('button', { name: 'Send invitation' }));
    await resolveAll(environment, graph);
    expect(invites).toEqual([{ phone: '+12125550100' }]);
    expect(byText.getByText('Invitation sent to +12125550100.')).toBeTruthy();
  });

  it('sends a request to a member found by e-mail, says so, and lists it as sent', async () => {
    const user = userEvent.setup();
    const state = startState();
    state.search = () => ({ member: theo, relationship: 'NONE', friendRequest: null, userErrors: [] });
    const { environment, graph } = await openFriends(state, (name, input) => {
      if (name === 'useSendFriendRequestMutation') {
        expect(input).toEqual({ memberId: theo.id });
        return {
          friendRequest: requestFixture(7, 'OUTGOING', theo),
          message: FRIEND_REQUEST_SENT,
          ...noErrors,
        };
      }
      return new Error(`unexpected ${name}`);
    });
    await user.type(screen.getByLabelText('Their e-mail address'), 'theo@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await resolveAll(environment, graph);
    await user.click(screen.getByRole('button', { name: 'Send friend request' }));
    await resolveAll(environment, graph);
    expect(screen.getByText(FRIEND_REQUEST_SENT)).toBeTruthy();
    expect(screen.getByText('Request sent')).toBeTruthy();
    expect(names('Requests you sent')).toEqual(['Theo B.', 'Lena S.']);
  });

  it.each([
    ['FRIEND', 'Already friends'],
    ['OUTGOING_REQUEST', 'Request sent'],
  ])('shows %s as “%s”', async (relationship, text) => {
    const user = userEvent.setup();
    const state = startState();
    state.search = () => ({ member: theo, relationship, friendRequest: null, userErrors: [] });
    const { environment, graph } = await openFriends(state);
    await user.type(screen.getByLabelText('Their e-mail address'), 'theo@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await resolveAll(environment, graph);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send friend request' })).toBeNull();
  });

  it('accepts a request: it leaves the requests and the friend joins the list', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await openFriends(startState(), (name, input) => {
      if (name === 'useRespondToFriendRequestMutation') {
        expect(input).toEqual({ friendRequestId: 'FriendRequest:5', accept: true });
        return {
          answeredFriendRequestId: 'FriendRequest:5',
          friendship: friendshipFixture(2, omar),
          ...noErrors,
        };
      }
      return new Error(`unexpected ${name}`);
    });
    await user.click(screen.getByRole('button', { name: "Accept Omar K.'s request" }));
    await resolveAll(environment, graph);
    expect(screen.getByText('No one is waiting for an answer.')).toBeTruthy();
    expect(names('Your friends')).toEqual(['Omar K.', 'Maya R.2 unread']);
  });

  it('declines a request, and a refused decline puts it back with why', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { environment, graph } = await openFriends(startState(), (name) => {
      if (name !== 'useRespondToFriendRequestMutation') return new Error(`unexpected ${name}`);
      return refuse
        ? {
            answeredFriendRequestId: null,
            friendship: null,
            userErrors: [
              { field: null, code: 'INVALID_STATE', message: 'That request was already answered.' },
            ],
          }
        : { answeredFriendRequestId: 'FriendRequest:5', friendship: null, ...noErrors };
    });
    await user.click(screen.getByRole('button', { name: "Decline Omar K.'s request" }));
    await resolveAll(environment, graph);
    expect(names('Friend requests')).toEqual(['Omar K.']);
    expect(screen.getByRole('alert').textContent).toBe('Omar K.: That request was already answered.');
    refuse = false;
    await user.click(screen.getByRole('button', { name: "Decline Omar K.'s request" }));
    await resolveAll(environment, graph);
    expect(screen.getByText('No one is waiting for an answer.')).toBeTruthy();
    expect(names('Your friends')).toEqual(['Maya R.2 unread']);
  });

  it('cancels a sent request', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await openFriends(startState(), (name) =>
      name === 'useCancelFriendRequestMutation'
        ? { cancelledFriendRequestId: 'FriendRequest:6', ...noErrors }
        : new Error(`unexpected ${name}`),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel your request to Lena S.' }));
    await resolveAll(environment, graph);
    expect(screen.queryByRole('list', { name: 'Requests you sent' })).toBeNull();
  });

  it('removes a friend only after the confirmation', async () => {
    const user = userEvent.setup();
    const removed: unknown[] = [];
    const { environment, graph } = await openFriends(startState(), (name, input) => {
      if (name !== 'useRemoveFriendMutation') return new Error(`unexpected ${name}`);
      removed.push(input);
      return { removedFriendshipId: 'Friendship:1', ...noErrors };
    });
    await user.click(screen.getByRole('button', { name: 'Remove Maya R.' }));
    const dialog = within(screen.getByRole('dialog', { name: REMOVE_FRIEND_TITLE }));
    await user.click(dialog.getByRole('button', { name: 'Keep' }));
    expect(removed).toEqual([]);
    expect(names('Your friends')).toEqual(['Maya R.2 unread']);
    await user.click(screen.getByRole('button', { name: 'Remove Maya R.' }));
    await user.click(
      within(screen.getByRole('dialog', { name: REMOVE_FRIEND_TITLE })).getByRole('button', {
        name: 'Remove',
      }),
    );
    await resolveAll(environment, graph);
    expect(removed).toEqual([{ friendshipId: 'Friendship:1' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Your friends' })).toBeNull();
  });

  it('shows a request arriving without a reload, and moves it to friends when it is accepted elsewhere', async () => {
    const state = startState();
    state.requests = [];
    const { environment } = await openFriends(state);
    expect(screen.getByText('No one is waiting for an answer.')).toBeTruthy();
    const operation = openSubscription(environment, 'useViewerFriendsChangedSubscription');
    await act(async () => {
      environment.mock.nextValue(
        operation,
        MockPayloadGenerator.generate(operation, {
          FriendsChange: () => ({
            kind: 'REQUESTED',
            friendRequest: requestFixture(9, 'INCOMING', theo),
            friendship: null,
            removedIds: [],
          }),
        }),
      );
    });
    expect(names('Friend requests')).toEqual(['Theo B.']);
    await act(async () => {
      environment.mock.nextValue(
        operation,
        MockPayloadGenerator.generate(operation, {
          FriendsChange: () => ({
            kind: 'ACCEPTED',
            friendRequest: null,
            friendship: friendshipFixture(3, theo),
            removedIds: ['FriendRequest:9'],
          }),
        }),
      );
    });
    expect(screen.getByText('No one is waiting for an answer.')).toBeTruthy();
    expect(names('Your friends')).toEqual(['Theo B.', 'Maya R.2 unread']);
  });

  it('reads the lists again when the socket comes back, since what changed meanwhile was never pushed', async () => {
    const state = startState();
    const { environment, graph } = await openFriends(state);
    expect(names('Friend requests')).toEqual(['Omar K.']);
    // While the socket was down, Theo sent a request and Omar withdrew his.
    state.requests = [requestFixture(9, 'INCOMING', theo), requestFixture(6, 'OUTGOING', lena)];
    await act(async () => notifySubscriptionsReconnected());
    await resolveAll(environment, graph);
    expect(names('Friend requests')).toEqual(['Theo B.']);
  });
});
