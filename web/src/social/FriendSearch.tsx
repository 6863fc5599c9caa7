import { useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { FormField } from '../ui/FormField';
import { UNKNOWN_ERROR } from '../relay/mutationOutcome';
import { InviteForms } from './InviteForms';
import { INVITE_EMAIL_WARNING, isInviteEmail } from './invitee';
import { FRIEND_REQUEST_SENT, MEMBER_NOT_FOUND } from './paths';
import { useRespondToFriendRequest } from './useRespondToFriendRequest';
import { useSendFriendRequest } from './useSendFriendRequest';
import type {
  FriendSearchQuery as FriendSearchQueryType,
  FriendSearchQuery$data,
  MemberRelationship,
} from './__generated__/FriendSearchQuery.graphql';

const FriendSearchQuery = graphql`
  query FriendSearchQuery($email: String!) {
    searchMember(email: $email) {
      relationship
      member {
        id
        displayName
        avatarInitials
      }
      friendRequest {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

type Found = NonNullable<FriendSearchQuery$data['searchMember']['member']>;

/** The friend search state: what was found, or why nothing was, and what the last action said. */
type SearchState =
  | { kind: 'idle' }
  | {
      kind: 'found';
      email: string;
      member: Found;
      relationship: MemberRelationship;
      requestId: string | null;
    }
  | { kind: 'notFound'; email: string }
  | { kind: 'error'; message: string };

/** Finds a member by e-mail and offers what fits how they stand with the member. */
export function FriendSearch() {
  const environment = useRelayEnvironment();
  const [email, setEmail] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const [success, setSuccess] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [sendRequest, sending] = useSendFriendRequest();
  const [respond, responding] = useRespondToFriendRequest();

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    setActionError(null);
    const address = email.trim();
    if (!isInviteEmail(address)) {
      setWarning(INVITE_EMAIL_WARNING);
      return;
    }
    setWarning(null);
    setSearching(true);
    try {
      const data = await fetchQuery<FriendSearchQueryType>(
        environment,
        FriendSearchQuery,
        { email: address },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const result = data?.searchMember;
      const notFound = result?.userErrors.find((error) => error.code === 'NOT_FOUND');
      if (result?.member && result.relationship) {
        setState({
          kind: 'found',
          email: address,
          member: result.member,
          relationship: result.relationship,
          requestId: result.friendRequest?.id ?? null,
        });
      } else if (notFound) {
        setState({ kind: 'notFound', email: address });
      } else {
        setState({ kind: 'error', message: result?.userErrors[0]?.message ?? UNKNOWN_ERROR });
      }
    } catch {
      setState({ kind: 'error', message: UNKNOWN_ERROR });
    } finally {
      setSearching(false);
    }
  };

  const ask = async (found: Extract<SearchState, { kind: 'found' }>) => {
    setActionError(null);
    const outcome = await sendRequest(found.member.id);
    if (outcome.ok) {
      setSuccess(outcome.message || FRIEND_REQUEST_SENT);
      setState({ ...found, relationship: 'OUTGOING_REQUEST' });
    } else setActionError(outcome.message);
  };
  const accept = async (found: Extract<SearchState, { kind: 'found' }>) => {
    if (!found.requestId) return;
    setActionError(null);
    const outcome = await respond(found.requestId, true);
    if (outcome.ok) {
      setSuccess(`You and ${found.member.displayName} are now friends.`);
      setState({ ...found, relationship: 'FRIEND' });
    } else setActionError(outcome.message);
  };

  return (
    <section className="social-section" aria-labelledby="friend-search-heading">
      <h2 id="friend-search-heading">Find a friend</h2>
      <form className="social-search" role="search" noValidate onSubmit={(event) => void search(event)}>
        <FormField
          label="Their e-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onValueChange={setEmail}
          warning={warning}
        />
        <button type="submit" className="button button--brand" disabled={searching}>
          {searching ? 'Searching…' : 'Search'}
        </button>
      </form>
      <p className="form-success" role="status">
        {success}
      </p>
      {state.kind === 'found' ? (
        <div className="social-row social-found">
          <span className="social-avatar" aria-hidden="true">
            {state.member.avatarInitials}
          </span>
          <span className="social-row__name">{state.member.displayName}</span>
          <span className="social-row__actions">
            {state.relationship === 'NONE' ? (
              <button
                type="button"
                className="button button--brand"
                disabled={sending}
                onClick={() => void ask(state)}
              >
                Send friend request
              </button>
            ) : state.relationship === 'INCOMING_REQUEST' ? (
              <button
                type="button"
                className="button button--brand"
                disabled={responding}
                onClick={() => void accept(state)}
              >
                Accept their request
              </button>
            ) : state.relationship === 'OUTGOING_REQUEST' ? (
              <span className="social-tag">Request sent</span>
            ) : state.relationship === 'FRIEND' ? (
              <span className="social-tag">Already friends</span>
            ) : (
              <span className="social-tag">That&rsquo;s you</span>
            )}
          </span>
        </div>
      ) : null}
      {actionError || state.kind === 'error' ? (
        <p className="form-error" role="alert">
          {actionError ?? (state.kind === 'error' ? state.message : null)}
        </p>
      ) : null}
      {state.kind === 'notFound' ? (
        <>
          <p className="form-error" role="alert">
            {MEMBER_NOT_FOUND}
          </p>
          <InviteForms key={state.email} email={state.email} />
        </>
      ) : null}
    </section>
  );
}
