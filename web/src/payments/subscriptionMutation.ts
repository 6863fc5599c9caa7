import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useSession } from '../accounts/session/SessionContext';
import {
  readSessionUser,
  type SessionUser,
  type sessionUser_user$key,
} from '../accounts/session/sessionUser';
import {
  refused,
  useMutationWithOutcome,
  viewerUpdater,
  type MutationOutcome,
  type UserErrorShape,
} from '../relay/mutationOutcome';

/**
 * The member after any plan or purchase mutation: the session's fields (access control) and the
 * account page's, so both show the change at once without asking again.
 */
export const PlanViewerFragment = graphql`
  fragment subscriptionMutation_viewer on User {
    ...sessionUser_user
    ...AccountPage_user
  }
`;

/**
 * What every subscription action (subscribe, cancel, undo cancel, pause, resume, update card)
 * selects from its `SubscriptionPayload`. Spread with `@relay(mask: false)`, so each mutation's
 * data carries the fields.
 */
export const SubscriptionPayloadFragment = graphql`
  fragment subscriptionMutation_payload on SubscriptionPayload {
    subscription {
      id
      status
      currentPeriodEnd
      endsAt
      cancelAtPeriodEnd
    }
    viewer {
      ...subscriptionMutation_viewer @relay(mask: false)
    }
    userErrors {
      field
      message
      code
    }
  }
`;

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

/** A plan change: the subscription as it is now, and the member (null when the payload has none). */
interface PlanChange {
  subscription: SubscriptionSummary | null;
  user: SessionUser | null;
}

export type SubscriptionOutcome = MutationOutcome<PlanChange>;

/** The mutations that answer with a `SubscriptionPayload`, by root field. */
export type SubscriptionField =
  | 'subscribe'
  | 'cancelSubscription'
  | 'undoCancelSubscription'
  | 'pauseSubscription'
  | 'resumeSubscription'
  | 'updatePaymentCard'
  | 'changePlan';

interface SubscriptionMutation<Field extends SubscriptionField, Input> extends MutationParameters {
  readonly variables: { input: Input; host: string };
  readonly response: { readonly [K in Field]: SubscriptionPayloadShape };
}

/**
 * Commits a mutation answering with a `SubscriptionPayload` and resolves with the outcome
 * (never rejects). On success the payload's viewer becomes the session's member, so access
 * control sees a new, paused or cancelled plan at once, and `Query.viewer` in the store, so the
 * account page shows it without asking again.
 * The hooks per mutation (useSubscribe, usePauseSubscription, …) own their documents and call this.
 */
export function useSubscriptionMutation<
  Field extends SubscriptionField,
  Input,
  M extends SubscriptionMutation<Field, Input>,
>(mutation: GraphQLTaggedNode, field: Field): [(input: Input) => Promise<SubscriptionOutcome>, boolean] {
  const { host, updateUser } = useSession();
  const [commit, inFlight] = useMutationWithOutcome<M, PlanChange>(mutation, (response) =>
    outcomeOfPayload(response[field]),
  );
  const run = useCallback(
    (input: Input) =>
      commit({
        // TypeScript cannot see that a generic M's variables are exactly { input, host }; the constraint says so.
        variables: { input, host } as M['variables'],
        updater: viewerUpdater(field),
        onSuccess: ({ user }) => {
          if (user) updateUser(user);
        },
      }),
    [commit, field, host, updateUser],
  );
  return [run, inFlight];
}

function outcomeOfPayload(payload: SubscriptionPayloadShape): SubscriptionOutcome {
  if (payload.userErrors.length > 0) return refused(payload.userErrors);
  return {
    ok: true,
    subscription: payload.subscription ?? null,
    user: payload.viewer ? readSessionUser(payload.viewer) : null,
  };
}
