import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import {
  refused,
  useMutationWithOutcome,
  viewerUpdater,
  type MutationOutcome,
  type UserErrorShape,
} from '../relay/mutationOutcome';
import type { sessionUser_user$key } from './session/sessionUser';
import { readSessionUser, type SessionUser } from './session/sessionUser';

/** What an auth form needs from a mutation: the new session, or the message (and errors per field) to show. */
export type AuthResult = MutationOutcome<NewSession>;

interface NewSession {
  token: string;
  user: SessionUser;
}

interface AuthPayloadShape {
  readonly authToken: string | null | undefined;
  readonly viewer: sessionUser_user$key | null | undefined;
  readonly userErrors: ReadonlyArray<UserErrorShape>;
}

/** Turns an AuthPayload into a result; a payload without token or viewer is a failure. */
export function authResult(payload: AuthPayloadShape | null | undefined): AuthResult {
  if (payload && payload.userErrors.length === 0 && payload.authToken && payload.viewer) {
    return { ok: true, token: payload.authToken, user: readSessionUser(payload.viewer) };
  }
  // The server's message; the generic text only when there is none.
  return refused(payload?.userErrors ?? []);
}

/** The mutations that start a session, by the root field they answer on. */
type AuthField = 'logIn' | 'signUp' | 'signUpWithGymBenefit' | 'completePasswordReset';

interface AuthMutation<Field extends AuthField, Input> extends MutationParameters {
  readonly variables: { input: Input; host: string };
  readonly response: { readonly [K in Field]: AuthPayloadShape };
}

/**
 * Commits a session-starting mutation and resolves with the new session or the message to show
 * (never rejects). The hooks per mutation (useLogIn, useSignUp, …) own their documents and call this.
 */
export function useAuthMutation<Field extends AuthField, Input, M extends AuthMutation<Field, Input>>(
  mutation: GraphQLTaggedNode,
  field: Field,
  host: string,
): [(input: Input) => Promise<AuthResult>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<M, NewSession>(mutation, (response) =>
    authResult(response[field]),
  );
  const run = useCallback(
    (input: Input) =>
      commit({
        // TypeScript cannot see that a generic M's variables are exactly { input, host }; the constraint says so.
        variables: { input, host } as M['variables'],
        updater: viewerUpdater(field),
      }),
    [commit, field, host],
  );
  return [run, inFlight];
}
