import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { notifySubscriptionsReconnected } from '../../relay/reconnects';
import { subscriberFixture } from '../../test/fixtures';
import { answeredOperations, renderApp, resolveAll, type MockGraph } from '../../test/renderApp';
import {
  friendshipFixture,
  memberFixture,
  messageFixture,
  socialResolvers,
  type MessageFixture,
  type SocialState,
} from './socialFixtures';

const maya = memberFixture(11, 'Maya', 'R');

/** 35 messages, newest first: the first page holds 30, the rest are earlier. */
function history(): MessageFixture[] {
  return Array.from({ length: 35 }, (_, index) => {
    const n = 35 - index;
    return messageFixture(
      n,
      `Message ${n}`,
      n % 2 === 0,
      new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString(),
    );
  });
}

async function openConversation(mutate?: MockGraph['mutate'], messages = history()) {
  const state: SocialState = {
    viewer: subscriberFixture(),
    friendships: [friendshipFixture(1, maya, { unreadCount: 1, messages })],
    requests: [],
  };
  const view = await renderApp('/newplatform/friends/Member%3A11', {
    signedIn: state.viewer,
    mutate,
    resolvers: socialResolvers(state),
  });
  return { ...view, state };
}

const texts = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.social-message__text')?.textContent);

const noErrors = { userErrors: [] };
const readConversation = { conversation: { id: 'Conversation:1', unreadCount: 0 }, ...noErrors };

describe('Conversation /newplatform/friends/:memberId', () => {
  it('shows the newest messages at the bottom, pages earlier ones, and marks the conversation read', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await openConversation((name, input) => {
      if (name === 'useMarkConversationReadMutation') {
        expect(input).toEqual({ conversationId: 'Conversation:1' });
        return readConversation;
      }
      return new Error(`unexpected ${name}`);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Maya R.' })).toBeTruthy();
    expect(answeredOperations(environment)).toContain('useMarkConversationReadMutation');
    expect(texts()).toHaveLength(30);
    expect(texts().at(0)).toBe('Message 6');
    expect(texts().at(-1)).toBe('Message 35');
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await resolveAll(environment, graph);
    expect(texts()).toHaveLength(35);
    expect(texts().at(0)).toBe('Message 1');
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('shows a message the moment it is sent (Enter), and Shift+Enter adds a line', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { environment, graph } = await openConversation((name, input) => {
      if (name === 'useMarkConversationReadMutation') return readConversation;
      if (name === 'useSendMessageMutation') {
        sent.push(input);
        return {
          message: messageFixture(99, String(input.text), true, '2026-11-25T15:00:00.000Z'),
          conversation: { id: 'Conversation:1', unreadCount: 0, lastMessage: null },
          ...noErrors,
        };
      }
      return new Error(`unexpected ${name}`);
    }, []);
    const box = screen.getByLabelText('Message');
    await user.type(box, 'See you at{Shift>}{Enter}{/Shift}barre');
    expect(screen.getByText('16/2000')).toBeTruthy();
    await user.keyboard('{Enter}');
    // Before the server answers: on screen, marked as sending, and the box is empty.
    expect(texts()).toEqual(['See you at\nbarre']);
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    await resolveAll(environment, graph);
    expect(sent).toEqual([{ memberId: 'Member:11', text: 'See you at\nbarre' }]);
    expect(texts()).toEqual(['See you at\nbarre']);
    expect(screen.queryByText('Sending…')).toBeNull();
  });

  it('takes a message back out when sending fails, and gives its text back', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await openConversation((name) => {
      if (name === 'useMarkConversationReadMutation') return readConversation;
      if (name === 'useSendMessageMutation') return new Error('offline');
      return new Error(`unexpected ${name}`);
    }, []);
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    expect(texts()).toEqual(['Hello']);
    await resolveAll(environment, graph);
    expect(screen.queryByRole('list', { name: 'Messages' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Your message was not sent');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('does not send an empty message', async () => {
    await openConversation(() => readConversation, []);
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a message the friend sends while it is open', async () => {
    const { environment } = await openConversation(
      () => readConversation,
      [messageFixture(1, 'Hi!', false, '2026-11-25T14:00:00.000Z')],
    );
    const operation = environment.mock
      .getAllOperations()
      .find(
        (candidate) => candidate.request.node.params.name === 'useViewerConversationChangedSubscription',
      )!;
    await act(async () => {
      environment.mock.nextValue(
        operation,
        MockPayloadGenerator.generate(operation, {
          ConversationChange: () => ({
            conversation: { id: 'Conversation:1', unreadCount: 1, lastMessage: null },
            message: messageFixture(2, 'Class at 6?', false, '2026-11-25T14:05:00.000Z'),
          }),
        }),
      );
    });
    expect(texts()).toEqual(['Hi!', 'Class at 6?']);
  });

  it('reads the latest messages again when the socket comes back', async () => {
    const messages = history();
    const { environment, graph } = await openConversation(() => readConversation, messages);
    expect(texts().at(-1)).toBe('Message 35');
    // Sent while the socket was down: never pushed.
    messages.unshift(messageFixture(36, 'Sent while you were offline', false, '2026-11-01T13:00:00.000Z'));
    await act(async () => notifySubscriptionsReconnected());
    await resolveAll(environment, graph);
    expect(texts().at(-1)).toBe('Sent while you were offline');
  });

  it('shows an invitation to a live class the moment it arrives, linking the class page', async () => {
    const { environment } = await openConversation(
      () => readConversation,
      [messageFixture(1, 'Hi!', false, '2026-11-25T14:00:00.000Z')],
    );
    const operation = environment.mock
      .getAllOperations()
      .find(
        (candidate) => candidate.request.node.params.name === 'useViewerConversationChangedSubscription',
      )!;
    const invitation = {
      ...messageFixture(
        2,
        'Join me at Power Yoga! I booked it for Thu, Nov 26, 1:00 PM EST: …',
        false,
        '2026-11-25T14:05:00.000Z',
      ),
      liveClass: { id: 'LiveClass:7', databaseId: 7, title: 'Power Yoga' },
    };
    await act(async () => {
      environment.mock.nextValue(
        operation,
        MockPayloadGenerator.generate(operation, {
          ConversationChange: () => ({
            conversation: { id: 'Conversation:1', unreadCount: 1, lastMessage: null },
            message: invitation,
          }),
        }),
      );
    });
    expect(texts().at(-1)).toMatch(/^Join me at Power Yoga!/);
    const link = screen.getByRole('link', { name: 'See Power Yoga' });
    expect(link.getAttribute('href')).toBe('/newplatform/live/upcoming/7');
    // A message a member wrote links nothing.
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('link')).toHaveLength(1);
  });
});
