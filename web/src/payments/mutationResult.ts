import { useCallback } from 'react';
import { useMutation } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { viewerUpdater } from '../accounts/authResult';
import { UNKNOWN_ERROR } from '../relay/mutationOutcome';
import { useSession } from '../accounts/session/SessionContext';
import { readSessionUser, type SessionUser, type sessionUser_user$key } from '../accounts/session/sessionUser';
import { GraphQLRequestError } from '../relay/errors';

/** A `UserError` as every payments mutation selects it. */
export interface UserErrorShape {
  readonly field: string | null | undefined;
  readonly message: string;
  readonly code: string;
}

/** Why a mutation did nothing: refused with a user error, or the call itself failed. */
export interface Failure {
  ok: false;
  /** The text to show (spec §8: the server's message). */
  message: string;
  /** The user error's code (CARD_DECLINED, INVALID_PROMO, …) or the GraphQL error's `extensions.code`. */
  code: string | null;
  /** The input field the error concerns, when it names one. */
  field: string | null;
  /** The call failed (unreachable gateway, no data, unauthenticated) rather than being refused. */
  callFailed: boolean;
}

/** The gateway refused: its first user error is what the member reads. */
export function refused(errors: ReadonlyArray<UserErrorShape>): Failure {
  const first = errors[0];
  return {
    ok: false,
    message: first?.message ?? UNKNOWN_ERROR,
    code: first?.code ?? null,
    field: first?.field ?? null,
    callFailed: false,
  };
}

/** The call failed (network, or errors without data): spec §8's generic text. */
export function callFailed(error: Error): Failure {
  const code = error instanceof GraphQLRequestError ? (error.codes[0] ?? null) : null;
  return { ok: false, message: UNKNOWN_ERROR, code, field: null, callFailed: true };
}

/** What a subscription mutation answers about the subscription it changed. */
export interface SubscriptionSummary {
  readonly id: string;
  readonly status: string;
  readonly currentPeriodEnd: string;
  readonly endsAt: string | null | undefined;
  readonly cancelAtPeriodEnd: boolean;
}

interface SubscriptionPayloadShape {
  readonly subscription: SubscriptionSummary | null | undefined;
  readonly viewer: sessionUser_user$key | null | undefined;
  readonly userErrors: ReadonlyArray<UserErrorShape>;
}

export type SubscriptionOutcome =
  | { ok: true; subscription: SubscriptionSummary | null; user: SessionUser | null }
  | Failure;

/** The mutations that answer with a `SubscriptionPayload`, by root field. */
export type SubscriptionField =
  | 'subscribe'
  | 'cancelSubscription'
  | 'undoCancelSubscription'
  | 'pauseSubscription'
  | 'resumeSubscription'
  | 'updatePaymentCard';

interface SubscriptionMutation<Field extends SubscriptionField, Input> extends MutationParameters {
  readonly variables: { input: Input; host: string };
  readonly response: { readonly [K in Field]: SubscriptionPayloadShape };
}

/**
 * Commits a mutation answering with a `SubscriptionPayload` and resolves with the outcome
 * (never rejects). On success the payload's viewer (selected with `sessionUser_user`) becomes
 * the session's member, so access control sees a new, paused or cancelled plan at once, and
 * `Query.viewer` in the store, so the account page shows it without asking again.
 * The hooks per mutation (useSubscribe, usePauseSubscription, …) own their documents and call this.
 */
export function useSubscriptionMutation<
  Field extends SubscriptionField,
  Input,
  M extends SubscriptionMutation<Field, Input>,
>(mutation: GraphQLTaggedNode, field: Field): [(input: Input) => Promise<SubscriptionOutcome>, boolean] {
  const { host, updateUser } = useSession();
  const [commit, inFlight] = useMutation<M>(mutation);
  const run = useCallback(
    (input: Input) =>
      new Promise<SubscriptionOutcome>((resolve) => {
        commit({
          // TypeScript cannot see that a generic M's variables are exactly { input, host }; the constraint says so.
          variables: { input, host } as M['variables'],
          updater: viewerUpdater(field),
          onCompleted: (response) => {
            const payload = response[field];
            if (payload.userErrors.length > 0) {
              resolve(refused(payload.userErrors));
              return;
            }
            const user = payload.viewer ? readSessionUser(payload.viewer) : null;
            if (user) updateUser(user);
            resolve({ ok: true, subscription: payload.subscription ?? null, user });
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commit, field, host, updateUser],
  );
  return [run, inFlight];
}
