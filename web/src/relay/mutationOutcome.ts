import { useCallback, useLayoutEffect, useRef } from 'react';
import { useMutation } from 'react-relay';
import type {
  GraphQLTaggedNode,
  MutationParameters,
  RecordSourceSelectorProxy,
  SelectorStoreUpdater,
} from 'relay-runtime';
import { GraphQLRequestError } from './errors';

/** What a form shows when the request fails without a server message. */
export const UNKNOWN_ERROR = 'Unknown error. Please try later.';

/** A `UserError` as every mutation payload selects it. */
export interface UserErrorShape {
  readonly field: string | null | undefined;
  readonly message: string;
  readonly code?: string | null | undefined;
}

/** One user error, as forms read it. */
export interface FieldError {
  field: string | null;
  message: string;
  /** The gateway's stable code (e.g. WRONG_CREDENTIALS), for forms that react to one failure in particular. */
  code: string | null;
}

/** Why a mutation did nothing: refused with user errors, or the call itself failed. */
export interface MutationFailure {
  ok: false;
  /** The text to show: the server's message; the generic text only when there is none. */
  message: string;
  /** The first user error's code (CARD_DECLINED, INVALID_PROMO, …) or the GraphQL error's `extensions.code`. */
  code: string | null;
  /** The input field the first error concerns, when it names one. */
  field: string | null;
  /** Every user error, for forms that show one per field. */
  errors: FieldError[];
  /** The call failed (unreachable gateway, no data, unauthenticated) rather than being refused. */
  callFailed: boolean;
}

/**
 * What every mutation hook resolves with: `ok` and what the mutation made (the fields of T),
 * or a failure. Hooks never reject, so a page handles one shape whatever the domain.
 */
export type MutationOutcome<T extends object = object> = ({ ok: true } & T) | MutationFailure;

/** The gateway refused: its first user error is what the member reads. */
export function refused(userErrors: ReadonlyArray<UserErrorShape>): MutationFailure {
  const errors = userErrors.map((error) => ({
    field: error.field ?? null,
    message: error.message,
    code: error.code ?? null,
  }));
  const first = errors[0];
  return {
    ok: false,
    message: first?.message ?? UNKNOWN_ERROR,
    code: first?.code ?? null,
    field: first?.field ?? null,
    errors,
    callFailed: false,
  };
}

/** The call failed (network, or errors without data): the generic text. */
export function callFailed(error: Error): MutationFailure {
  const code = error instanceof GraphQLRequestError ? (error.codes[0] ?? null) : null;
  return { ok: false, message: UNKNOWN_ERROR, code, field: null, errors: [], callFailed: true };
}

/** A payload's user errors decide: none, and `value` is the success; else the first error is shown. */
export function outcomeOf<T extends object>(
  payload: { readonly userErrors: ReadonlyArray<UserErrorShape> } | null | undefined,
  value: () => T | null,
): MutationOutcome<T> {
  if (payload && payload.userErrors.length === 0) {
    const made = value();
    if (made) return { ok: true, ...made };
  }
  return refused(payload?.userErrors ?? []);
}

/**
 * Mutation updater: the payload's viewer becomes `Query.viewer`, so pages that
 * read the viewer after a log-in or a plan change do not see the answer from before.
 */
export function viewerUpdater(rootField: string) {
  return (store: RecordSourceSelectorProxy): void => {
    const payload = store.getRootField(rootField);
    const viewer = payload?.getLinkedRecord('viewer');
    if (viewer) store.getRoot().setLinkedRecord(viewer, 'viewer');
  };
}

/** One commit: the variables, and the store updates that go with them. */
export interface OutcomeCommit<M extends MutationParameters, T extends object> {
  variables: M['variables'];
  updater?: SelectorStoreUpdater<M['response']>;
  /** Shown at once; Relay drops it when the answer comes, and the answer (or nothing, on a failed call) stays. */
  optimisticResponse?: M['rawResponse'] extends object ? M['rawResponse'] : M['response'];
  optimisticUpdater?: SelectorStoreUpdater<M['response']>;
  /** Runs with a success before the promise resolves (e.g. the session takes the new member). */
  onSuccess?: (outcome: { ok: true } & T) => void;
}

/**
 * The helper every `useXxx` mutation hook is built on: commits the hook's document and resolves
 * with the outcome `read` makes of the response, or `callFailed` (never rejects).
 */
export function useMutationWithOutcome<M extends MutationParameters, T extends object>(
  mutation: GraphQLTaggedNode,
  read: (response: M['response']) => MutationOutcome<T>,
): [(commit: OutcomeCommit<M, T>) => Promise<MutationOutcome<T>>, boolean] {
  const [commitMutation, inFlight] = useMutation<M>(mutation);
  // The hook's reader is usually written inline; the commit function stays the same across renders
  // and reads the last committed render's reader when the answer comes.
  const readRef = useRef(read);
  useLayoutEffect(() => {
    readRef.current = read;
  });
  const run = useCallback(
    ({ variables, updater, optimisticResponse, optimisticUpdater, onSuccess }: OutcomeCommit<M, T>) =>
      new Promise<MutationOutcome<T>>((resolve) => {
        commitMutation({
          variables,
          updater,
          optimisticUpdater,
          ...(optimisticResponse ? { optimisticResponse } : {}),
          onCompleted: (response) => {
            const outcome = readRef.current(response);
            if (outcome.ok) onSuccess?.(outcome);
            resolve(outcome);
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commitMutation],
  );
  return [run, inFlight];
}
