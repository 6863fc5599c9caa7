import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters, RecordSourceSelectorProxy } from 'relay-runtime';
import type { sessionUser_user$key } from './session/sessionUser';
import { UNKNOWN_ERROR } from '../relay/mutationOutcome';
import { readSessionUser, type SessionUser } from './session/sessionUser';

export interface FieldError {
  field: string | null;
  message: string;
  /** The gateway's stable code (e.g. WRONG_CREDENTIALS), for forms that react to one failure in particular. */
  code: string | null;
}

/** What an auth form needs from a mutation: the new session, or the message to show. */
export type AuthResult =
  | { ok: true; token: string; user: SessionUser }
  | { ok: false; message: string; errors: FieldError[] };

interface AuthPayloadShape {
  readonly authToken: string | null | undefined;
  readonly viewer: sessionUser_user$key | null | undefined;
  readonly userErrors: ReadonlyArray<{ readonly field: string | null | undefined; readonly message: string; readonly code?: string | null | undefined }>;
}

/** Turns an AuthPayload into a result; a payload without token or viewer is a failure. */
export function authResult(payload: AuthPayloadShape | null | undefined): AuthResult {
  if (payload && payload.userErrors.length === 0 && payload.authToken && payload.viewer) {
    return { ok: true, token: payload.authToken, user: readSessionUser(payload.viewer) };
  }
  const errors = (payload?.userErrors ?? []).map((error) => ({ field: error.field ?? null, message: error.message, code: error.code ?? null }));
  // Spec §8: the server's message; the generic text only when there is none.
  return { ok: false, message: errors[0]?.message ?? UNKNOWN_ERROR, errors };
}

export function networkFailure(): AuthResult {
  return { ok: false, message: UNKNOWN_ERROR, errors: [] };
}

/**
 * Mutation updater: the payload's viewer becomes `Query.viewer`, so pages that
 * read the viewer after a log-in do not see the signed-out answer from before.
 */
export function viewerUpdater(rootField: string) {
  return (store: RecordSourceSelectorProxy): void => {
    const payload = store.getRootField(rootField);
    const viewer = payload?.getLinkedRecord('viewer');
    if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
  };
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
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (input: Input) =>
      new Promise<AuthResult>((resolve) => {
        commit({
          // TypeScript cannot see that a generic M's variables are exactly { input, host }; the constraint says so.
          variables: { input, host } as M['variables'],
          updater: viewerUpdater(field),
          onCompleted: (response) => resolve(authResult(response[field])),
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit, field, host],
  );
  return [run, inFlight];
}
