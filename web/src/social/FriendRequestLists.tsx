import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { LoadMore } from '../ui/LoadMore';
import { FriendRequestRow } from './FriendRequestRow';
import type { IncomingFriendRequests_viewer$key } from './__generated__/IncomingFriendRequests_viewer.graphql';
import type { OutgoingFriendRequests_viewer$key } from './__generated__/OutgoingFriendRequests_viewer.graphql';

/** How many requests a page of each list shows. */
export const REQUESTS_PAGE_SIZE = 20;

/** Requests sent to the member, newest first; a request arriving joins it live. */
export function IncomingFriendRequests({ viewer }: { viewer: IncomingFriendRequests_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment IncomingFriendRequests_viewer on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "IncomingFriendRequestsPaginationQuery") {
        incoming: friendRequests(direction: INCOMING, first: $count, after: $cursor)
          @connection(key: "IncomingFriendRequests__incoming", filters: ["direction"]) {
          edges {
            node {
              id
              ...FriendRequestRow_request
            }
          }
        }
      }
    `,
    viewer,
  );
  const requests = data.incoming.edges.map((edge) => edge.node);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="social-section" aria-labelledby="incoming-requests-heading">
      <h2 id="incoming-requests-heading">Friend requests</h2>
      <RequestError message={error} />
      {requests.length === 0 ? (
        <p>No one is waiting for an answer.</p>
      ) : (
        <ul className="social-list" aria-label="Friend requests">
          {requests.map((request) => (
            <FriendRequestRow key={request.id} request={request} onError={setError} />
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(REQUESTS_PAGE_SIZE)}
        label="Show more requests"
      />
    </section>
  );
}

/** Requests the member sent, newest first, each with Cancel. */
export function OutgoingFriendRequests({ viewer }: { viewer: OutgoingFriendRequests_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment OutgoingFriendRequests_viewer on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
      @refetchable(queryName: "OutgoingFriendRequestsPaginationQuery") {
        outgoing: friendRequests(direction: OUTGOING, first: $count, after: $cursor)
          @connection(key: "OutgoingFriendRequests__outgoing", filters: ["direction"]) {
          edges {
            node {
              id
              ...FriendRequestRow_request
            }
          }
        }
      }
    `,
    viewer,
  );
  const requests = data.outgoing.edges.map((edge) => edge.node);
  const [error, setError] = useState<string | null>(null);
  if (requests.length === 0 && !error) return null;
  return (
    <section className="social-section" aria-labelledby="outgoing-requests-heading">
      <h2 id="outgoing-requests-heading">Requests you sent</h2>
      <RequestError message={error} />
      <ul className="social-list" aria-label="Requests you sent">
        {requests.map((request) => (
          <FriendRequestRow key={request.id} request={request} onError={setError} />
        ))}
      </ul>
      <LoadMore
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(REQUESTS_PAGE_SIZE)}
        label="Show more sent requests"
      />
    </section>
  );
}

/** Why answering or withdrawing a request did not work. */
function RequestError({ message }: { message: string | null }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
