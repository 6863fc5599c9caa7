import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** The `@connection` keys of the member's lists on the friends page. */
export const FRIENDS_CONNECTION = 'FriendsList_friends';
export const INCOMING_REQUESTS_CONNECTION = 'IncomingFriendRequests__incoming';
export const OUTGOING_REQUESTS_CONNECTION = 'OutgoingFriendRequests__outgoing';
export const MESSAGES_CONNECTION = 'MessageList_messages';

type Store = RecordSourceSelectorProxy;

function viewerOf(store: Store): RecordProxy | null {
  return store.getRoot().getLinkedRecord('viewer') ?? null;
}

/** The member's lists the store holds now (a list never loaded is left alone: its page reads it fresh). */
export function friendLists(store: Store): {
  friends: RecordProxy | null;
  incoming: RecordProxy | null;
  outgoing: RecordProxy | null;
} {
  const viewer = viewerOf(store);
  if (!viewer) return { friends: null, incoming: null, outgoing: null };
  return {
    friends: ConnectionHandler.getConnection(viewer, FRIENDS_CONNECTION) ?? null,
    incoming:
      ConnectionHandler.getConnection(viewer, INCOMING_REQUESTS_CONNECTION, { direction: 'INCOMING' }) ??
      null,
    outgoing:
      ConnectionHandler.getConnection(viewer, OUTGOING_REQUESTS_CONNECTION, { direction: 'OUTGOING' }) ??
      null,
  };
}

/** Whether a list already shows this node (a change can arrive twice: from the answer and the push). */
function holds(connection: RecordProxy, nodeId: string): boolean {
  return (connection.getLinkedRecords('edges') ?? []).some(
    (edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId,
  );
}

/** Puts a node at the top of a list (every list here is newest first), once. */
export function putFirst(
  store: Store,
  connection: RecordProxy | null,
  nodeId: string,
  edgeType: string,
): void {
  const node = store.get(nodeId);
  if (!connection || !node || holds(connection, nodeId)) return;
  const edge = ConnectionHandler.createEdge(store, connection, node, edgeType);
  ConnectionHandler.insertEdgeBefore(connection, edge);
}

/** Takes requests and friendships that are gone out of every list the store holds. */
export function dropFromFriendLists(store: Store, ids: ReadonlyArray<string>): void {
  const lists = friendLists(store);
  for (const connection of [lists.friends, lists.incoming, lists.outgoing]) {
    if (!connection) continue;
    for (const id of ids) ConnectionHandler.deleteNode(connection, id);
  }
}

/** A request the member sent or received joins its direction's list. */
export function placeFriendRequest(store: Store, requestId: string): void {
  const request = store.get(requestId);
  const lists = friendLists(store);
  const list = request?.getValue('direction') === 'INCOMING' ? lists.incoming : lists.outgoing;
  putFirst(store, list, requestId, 'FriendRequestEdge');
}

/** A new friendship joins the friends list. */
export function placeFriendship(store: Store, friendshipId: string): void {
  putFirst(store, friendLists(store).friends, friendshipId, 'FriendshipEdge');
}

/** The messages of a conversation the store holds, newest first. */
export function messagesOf(store: Store, conversationId: string): RecordProxy | null {
  const conversation = store.get(conversationId);
  return conversation ? (ConnectionHandler.getConnection(conversation, MESSAGES_CONNECTION) ?? null) : null;
}

/** A message joins its conversation's list (at the newest end), once. */
export function placeMessage(store: Store, conversationId: string, messageId: string): void {
  putFirst(store, messagesOf(store, conversationId), messageId, 'DirectMessageEdge');
}
