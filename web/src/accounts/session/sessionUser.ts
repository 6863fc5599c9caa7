import { graphql, readInlineData } from 'react-relay';
import type { sessionUser_user$data, sessionUser_user$key } from './__generated__/sessionUser_user.graphql';

/**
 * What the app keeps about the signed-in member: enough for the header, access
 * control and the post-log-in redirect. An @inline fragment, so the session
 * store (outside React) and every auth mutation read the same selection.
 * `$host` is the operation's variable: the gateway decides subscription per site.
 */
export const SessionUserFragment = graphql`
  fragment sessionUser_user on User @inline {
    id
    databaseId
    email
    firstName
    lastName
    accountType
    accessType
    userType
    isCustomer
    studio {
      shortName
      name
    }
    membership {
      active
      packageId
      isClassOnly
      kind
      paused
    }
    subscribed: isSubscriber(host: $host)
  }
`;

/** The member as plain data (also the JSON kept in storage for the header). */
export type SessionUser = Omit<sessionUser_user$data, ' $fragmentType'>;

/** Reads the member out of a query or mutation payload. */
export function readSessionUser(ref: sessionUser_user$key): SessionUser {
  return readInlineData(SessionUserFragment, ref);
}

export type { sessionUser_user$key };
