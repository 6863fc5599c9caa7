// The payment mutations (the payment form, the day pass, the subscription actions; API.md
// "Payments"). Each checks its input first (a refusal costs no REST call), calls its route once
// (POSTs are never retried; a purchase forwards the client's Idempotency-Key so a repeated submit
// charges once), and turns the failures a form expects into `userErrors` (user-errors.ts). After a
// change the request's member is forgotten, so the payload's `viewer { … }` is read again: one
// GET /api/user/me, plus one GET /api/user/subscription if it asks for the subscription or passes.
import type { MutationResolvers, Resolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { given } from '../shared/input.js';
import { NOT_SIGNED_IN } from '../shared/user-errors.js';
import {
  cardNumberOf,
  checkCardInput,
  checkCardTokenInput,
  checkDayPassInput,
  checkPackageIdInput,
  checkSubscribeInput,
  idempotencyKeyOf,
} from './input.js';
import type { DayPassBody, SubscribeBody, SubscriptionAction } from './rest.js';
import {
  postCardToken,
  postChangePlan,
  postDayPass,
  postSubscribe,
  postSubscriptionAction,
  postUpdateCard,
} from './rest.js';
import {
  NO_STUDIO_MESSAGE,
  paymentFailure,
  type PaymentOperation,
  type PaymentUserError,
} from './user-errors.js';

type SubscriptionPayloadResult = ResolversTypes['SubscriptionPayload'];
type DayPassPayloadResult = ResolversTypes['PurchaseDayPassPayload'];

/** The `source` the web app's payment form sends. */
export const DEFAULT_SOURCE = 'website';

const CARD_TOKEN_OPERATION: PaymentOperation = {
  inputFields: ['number', 'expMonth', 'expYear', 'cvc', 'name'],
  cardField: 'number',
  withStudio: false,
  changesSubscription: false,
  tokenizesCard: true,
};

function subscribeOperation(withStudio: boolean): PaymentOperation {
  return {
    inputFields: ['packageId', 'studioShortName', 'paymentToken', 'promoCode', 'idempotencyKey', 'source'],
    cardField: 'paymentToken',
    withStudio,
    changesSubscription: false,
    tokenizesCard: false,
  };
}

function dayPassOperation(withStudio: boolean, cardField: string): PaymentOperation {
  return {
    inputFields: [
      'date',
      'timeZone',
      'studioShortName',
      'paymentToken',
      'paymentCardId',
      'promoCode',
      'idempotencyKey',
    ],
    cardField,
    withStudio,
    changesSubscription: false,
    tokenizesCard: false,
  };
}

const ACTION_OPERATION: PaymentOperation = {
  inputFields: [],
  cardField: null,
  withStudio: false,
  changesSubscription: true,
  tokenizesCard: false,
};

const CHANGE_PLAN_OPERATION: PaymentOperation = {
  inputFields: ['packageId'],
  cardField: null,
  withStudio: false,
  changesSubscription: true,
  tokenizesCard: false,
};

const UPDATE_CARD_OPERATION: PaymentOperation = {
  inputFields: ['paymentToken'],
  cardField: 'paymentToken',
  withStudio: false,
  changesSubscription: true,
  tokenizesCard: false,
};

type Outcome<T> = { ok: true; value: T } | { ok: false; userErrors: PaymentUserError[] };

/**
 * Runs a member's purchase or change once. Success: the member is forgotten, so the payload's
 * viewer is read after the change. An expected failure (nothing changed) becomes a userError; a
 * 401 also ends the request's session (the payload's viewer is null). Anything else is rethrown,
 * after forgetting the member too: a timeout may hide a change that did happen.
 */
async function memberCall<T>(
  context: GatewayContext,
  operation: PaymentOperation,
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  // accounts.refresh() and endSession() also make the payments loaders forget the member (context.ts).
  const { accounts } = context.loaders;
  try {
    const value = await call();
    accounts.refresh();
    return { ok: true, value };
  } catch (error) {
    const userError = paymentFailure(error, operation);
    if (userError?.code === 'UNAUTHENTICATED') {
      accounts.endSession();
    } else if (!userError) {
      accounts.refresh();
      throw error;
    }
    return { ok: false, userErrors: [userError] };
  }
}

function subscriptionRefused(
  userErrors: PaymentUserError[],
  clientMutationId: string | null = null,
): SubscriptionPayloadResult {
  return { subscription: null, userErrors, clientMutationId };
}

function dayPassRefused(userErrors: PaymentUserError[]): DayPassPayloadResult {
  return { dayPass: null, userErrors };
}

/** A subscription change that takes no details: cancel, undo cancel, pause, resume. */
async function changeSubscription(
  context: GatewayContext,
  action: SubscriptionAction,
  clientMutationId: string | null | undefined,
): Promise<SubscriptionPayloadResult> {
  const echo = clientMutationId ?? null;
  // Without a token the backend can only answer 401: say so without asking.
  if (!context.rest.hasAuthorization) return subscriptionRefused([NOT_SIGNED_IN], echo);
  const outcome = await memberCall(context, ACTION_OPERATION, () =>
    postSubscriptionAction(context.rest, action),
  );
  return outcome.ok
    ? { subscription: outcome.value, userErrors: [], clientMutationId: echo }
    : subscriptionRefused(outcome.userErrors, echo);
}

const Mutation: MutationResolvers = {
  createCardToken: async (_parent, { input }, { rest }) => {
    const invalid = checkCardInput(input);
    if (invalid.length > 0) return { token: null, card: null, userErrors: invalid };
    const name = given(input.name);
    try {
      // A public call (no member needed): the card form tokenizes before subscribe or purchase.
      const { token, card } = await postCardToken(rest, {
        number: cardNumberOf(input),
        expMonth: input.expMonth,
        expYear: input.expYear,
        cvc: input.cvc.trim(),
        ...(name === null ? {} : { name }),
      });
      return { token, card, userErrors: [] };
    } catch (error) {
      const userError = paymentFailure(error, CARD_TOKEN_OPERATION);
      if (!userError) throw error;
      return { token: null, card: null, userErrors: [userError] };
    }
  },

  subscribe: async (_parent, { input }, context) => {
    const echo = input.clientMutationId ?? null;
    const invalid = checkSubscribeInput(input);
    if (invalid.length > 0) return subscriptionRefused(invalid, echo);
    if (!context.rest.hasAuthorization) return subscriptionRefused([NOT_SIGNED_IN], echo);

    const studioShortName = given(input.studioShortName);
    const token = given(input.paymentToken);
    const promo = given(input.promoCode);
    const body: SubscribeBody = {
      source: given(input.source) ?? DEFAULT_SOURCE,
      packageId: input.packageId.trim(),
      // Left out when absent: the backend's schema takes a string or nothing.
      ...(token === null ? {} : { token }),
      ...(promo === null ? {} : { promo }),
    };
    const outcome = await memberCall(context, subscribeOperation(studioShortName !== null), () =>
      postSubscribe(context.rest, studioShortName, body, idempotencyKeyOf(input.idempotencyKey)),
    );
    return outcome.ok
      ? { subscription: outcome.value, userErrors: [], clientMutationId: echo }
      : subscriptionRefused(outcome.userErrors, echo);
  },

  purchaseDayPass: async (_parent, { input }, context) => {
    const invalid = checkDayPassInput(input);
    if (invalid.length > 0) return dayPassRefused(invalid);
    if (!context.rest.hasAuthorization) return dayPassRefused([NOT_SIGNED_IN]);

    // The backend wants the studio's id: from the request's studio list (catalogue-cached).
    const studioShortName = given(input.studioShortName);
    let studioId: number | null = null;
    if (studioShortName !== null) {
      const studio = (await context.loaders.studios.all()).find(
        (candidate) => candidate.shortName === studioShortName,
      );
      if (!studio)
        return dayPassRefused([{ field: 'studioShortName', code: 'NOT_FOUND', message: NO_STUDIO_MESSAGE }]);
      studioId = studio.id;
    }

    const token = given(input.paymentToken);
    const paymentCardId = given(input.paymentCardId);
    const timeZone = given(input.timeZone);
    const promo = given(input.promoCode);
    const body: DayPassBody = {
      source: DEFAULT_SOURCE,
      passDate: input.date.trim(),
      ...(timeZone === null ? {} : { timeZone }),
      ...(studioId === null ? {} : { studioId }),
      ...(token === null ? {} : { token }),
      ...(paymentCardId === null ? {} : { paymentMethodId: paymentCardId }),
      ...(promo === null ? {} : { promo }),
    };
    const cardField = token === null && paymentCardId !== null ? 'paymentCardId' : 'paymentToken';
    const outcome = await memberCall(context, dayPassOperation(studioId !== null, cardField), () =>
      postDayPass(context.rest, body, idempotencyKeyOf(input.idempotencyKey)),
    );
    return outcome.ok ? { dayPass: outcome.value, userErrors: [] } : dayPassRefused(outcome.userErrors);
  },

  cancelSubscription: (_parent, { input }, context) =>
    changeSubscription(context, 'cancel', input.clientMutationId),
  undoCancelSubscription: (_parent, { input }, context) =>
    changeSubscription(context, 'un-cancel', input.clientMutationId),
  pauseSubscription: (_parent, { input }, context) =>
    changeSubscription(context, 'pause', input.clientMutationId),
  resumeSubscription: (_parent, { input }, context) =>
    changeSubscription(context, 'un-pause', input.clientMutationId),

  changePlan: async (_parent, { input }, context) => {
    const echo = input.clientMutationId ?? null;
    const invalid = checkPackageIdInput(input.packageId);
    if (invalid.length > 0) return subscriptionRefused(invalid, echo);
    if (!context.rest.hasAuthorization) return subscriptionRefused([NOT_SIGNED_IN], echo);
    const outcome = await memberCall(context, CHANGE_PLAN_OPERATION, () =>
      postChangePlan(context.rest, input.packageId.trim()),
    );
    return outcome.ok
      ? { subscription: outcome.value, userErrors: [], clientMutationId: echo }
      : subscriptionRefused(outcome.userErrors, echo);
  },

  updatePaymentCard: async (_parent, { input }, context) => {
    const echo = input.clientMutationId ?? null;
    const invalid = checkCardTokenInput(input.paymentToken);
    if (invalid.length > 0) return subscriptionRefused(invalid, echo);
    if (!context.rest.hasAuthorization) return subscriptionRefused([NOT_SIGNED_IN], echo);
    const token = input.paymentToken.trim();
    const outcome = await memberCall(context, UPDATE_CARD_OPERATION, () =>
      postUpdateCard(context.rest, token),
    );
    return outcome.ok
      ? { subscription: outcome.value, userErrors: [], clientMutationId: echo }
      : subscriptionRefused(outcome.userErrors, echo);
  },
};

export const mutationResolvers: Resolvers = {
  Mutation,
  // The payloads' viewer is read when asked, after the change (or null once the session ended).
  SubscriptionPayload: {
    viewer: (_payload, _args, { loaders }) => loaders.accounts.viewer(),
  },
  PurchaseDayPassPayload: {
    viewer: (_payload, _args, { loaders }) => loaders.accounts.viewer(),
  },
};
