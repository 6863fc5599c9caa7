import type { OperationDescriptor } from 'relay-runtime';
import type { MockResolvers } from 'relay-test-utils';
import type { UserFixture } from '../../test/fixtures';

/** Another member as the graph shows them. */
export interface MemberFixture {
  id: string;
  firstName: string;
  lastNameInitial: string;
  displayName: string;
  avatarInitials: string;
  homeStudio: null;
}

export function memberFixture(id: number, first: string, initial: string): MemberFixture {
  return {
    id: `Member:${id}`,
    firstName: first,
    lastNameInitial: initial,
    displayName: `${first} ${initial}.`,
    avatarInitials: `${first[0]}${initial}`,
    homeStudio: null,
  };
}

export interface MessageFixture {
  id: string;
  databaseId: number;
  text: string;
  fromViewer: boolean;
  sentAt: string;
  readAt: string | null;
  /** The live class an invitation names; null for a message a member wrote. */
  liveClass: { id: string; databaseId: number; title: string } | null;
}

export function messageFixture(
  id: number,
  text: string,
  fromViewer: boolean,
  sentAt: string,
): MessageFixture {
  return {
    id: `DirectMessage:${id}`,
    databaseId: id,
    text,
    fromViewer,
    sentAt,
    readAt: null,
    liveClass: null,
  };
}

export interface ConversationFixture {
  id: string;
  member: MemberFixture;
  unreadCount: number;
  lastMessage: MessageFixture | null;
  /** Newest first, as the graph pages them. */
  messages: MessageFixture[];
}

export function friendshipFixture(
  id: number,
  member: MemberFixture,
  conversation?: Partial<ConversationFixture>,
) {
  return {
    id: `Friendship:${id}`,
    databaseId: id,
    member,
    friendsSince: '2026-10-01T12:00:00.000Z',
    conversation: {
      id: `Conversation:${id}`,
      member,
      unreadCount: 0,
      lastMessage: null,
      messages: [],
      ...conversation,
    } satisfies ConversationFixture,
  };
}

export type FriendshipFixture = ReturnType<typeof friendshipFixture>;

export function requestFixture(id: number, direction: 'INCOMING' | 'OUTGOING', member: MemberFixture) {
  return {
    id: `FriendRequest:${id}`,
    databaseId: id,
    direction,
    member,
    requestedAt: '2026-11-20T12:00:00.000Z',
  };
}

export type FriendRequestFixture = ReturnType<typeof requestFixture>;

export const noPage = { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null };

function page<T>(items: T[], first: number | null | undefined, after: string | null | undefined) {
  const start = after ? Number(after.replace('cursor:', '')) + 1 : 0;
  const slice = items.slice(start, start + (first ?? items.length));
  const end = start + slice.length;
  return {
    edges: slice.map((node, index) => ({ cursor: `cursor:${start + index}`, node })),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: slice.length ? `cursor:${start}` : null,
      endCursor: slice.length ? `cursor:${end - 1}` : null,
    },
  };
}

export interface SocialState {
  viewer: UserFixture;
  friendships: FriendshipFixture[];
  requests: FriendRequestFixture[];
  /** What `searchMember` answers for an address. */
  search?: (email: string) => Record<string, unknown>;
}

/** The member's friends, requests and conversations as the gateway answers them. */
export function socialResolvers(state: SocialState) {
  return (operation: OperationDescriptor): MockResolvers => {
    const variables = operation.request.variables as {
      email?: string;
      memberId?: string;
      id?: string;
    };
    return {
      Query: () => ({
        ...(variables.email !== undefined ? { searchMember: state.search?.(variables.email) } : {}),
      }),
      // A page after the first is asked through `node(id:)`; the id's prefix is its type here.
      Node: () => ({ __typename: variables.id?.split(':')[0] ?? 'User', id: variables.id }),
      // The concrete type's resolver answers the node's own fields.
      ...(variables.id?.startsWith('Conversation:') ? { Conversation: () => ({ id: variables.id }) } : {}),
      User: () => ({
        ...state.viewer,
        conversation:
          state.friendships.find((friendship) => friendship.member.id === variables.memberId)?.conversation ??
          null,
      }),
      FriendshipConnection: (context) => {
        const args = (context.args ?? {}) as { first?: number; after?: string };
        return page(state.friendships, args.first, args.after);
      },
      FriendRequestConnection: (context) => {
        const args = (context.args ?? {}) as { first?: number; after?: string; direction?: string };
        return page(
          state.requests.filter((request) => !args.direction || request.direction === args.direction),
          args.first,
          args.after,
        );
      },
      DirectMessageConnection: (context) => {
        const args = (context.args ?? {}) as { first?: number; after?: string };
        const conversation = state.friendships
          .map((friendship) => friendship.conversation)
          .find((candidate) => candidate.member.id === variables.memberId || candidate.id === variables.id);
        return page(conversation?.messages ?? [], args.first, args.after);
      },
    };
  };
}
