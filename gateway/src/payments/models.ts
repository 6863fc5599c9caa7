// What the payments resolvers receive as parents (codegen.yml maps the GraphQL types to these): the
// backend's records (API.md "Payments", "Shapes"), read and checked by rest.ts, with
// dollars turned into integer cents and string enums into the schema's values. Node types carry
// their GraphQL type name in `__typename` for Node.__resolveType.
import type { MembershipModel } from '../accounts/models.js';
import type { MoneyModel } from '../shared/money.js';

export type { MoneyModel } from '../shared/money.js';

/** A plan on sale (GET /api/basic/plans). */
export interface PlanModel {
  readonly __typename: 'Plan';
  packageId: string;
  kind: 'MONTHLY' | 'YEARLY' | 'DAY_PASS';
  name: string;
  price: MoneyModel;
  interval: 'MONTH' | 'YEAR' | null;
  trialDays: number;
  studioId: number | null;
  studioShortName: string | null;
}

/** A saved card, already in the GraphQL PaymentCard's shape (no mapper needed). */
export interface PaymentCardModel {
  databaseId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SubscriptionStatusValue = 'TRIALING' | 'ACTIVE' | 'PAST_DUE' | 'PAUSED' | 'CANCELED' | 'EXPIRED';

/** A member's subscription (the backend's `Subscription`). Times stay ISO strings. */
export interface MemberSubscriptionModel {
  readonly __typename: 'MemberSubscription';
  /** The backend's id as text (global ids are built from it whatever its JSON type). */
  id: string;
  packageId: string;
  studioId: number | null;
  studioShortName: string | null;
  status: SubscriptionStatusValue;
  grantsAccess: boolean;
  price: MoneyModel;
  startedAt: string;
  trialEndsAt: string | null;
  currentPeriodEnd: string;
  nextBillingAt: string | null;
  nextBillingAmount: MoneyModel | null;
  cancelAtPeriodEnd: boolean;
  endsAt: string | null;
  pausedAt: string | null;
  card: PaymentCardModel | null;
  promo: { code: string; description: string } | null;
  /** The plan it switches to at the next renewal; null when none. */
  scheduledPlanChange: PlanChangeModel | null;
  /** The plans the member may switch to now (empty unless it renews). */
  planChoices: PlanChangeModel[];
}

/** A plan a subscription runs on from its next renewal (the backend's `PlanChange`). */
export interface PlanChangeModel {
  packageId: string;
  /** What the first payment on it will be. */
  firstPayment: MoneyModel;
  /** ISO date-time. */
  startsAt: string;
}

export type ChargeStatusValue = 'SUCCEEDED' | 'PENDING' | 'FAILED' | 'REFUNDED';
export type ChargeKindValue = 'SUBSCRIPTION' | 'RENEWAL' | 'DAY_PASS' | 'LIVE_CLASS' | 'VIDEO';

/** One of the member's charges (GET /api/user/charges, /charges/{id}). */
export interface ChargeModel {
  readonly __typename: 'Charge';
  /** The backend's reference, `ch_…`: the key of its global id. */
  reference: string;
  createdAt: string;
  description: string;
  kind: ChargeKindValue;
  amount: MoneyModel;
  status: ChargeStatusValue;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  /** Null when nothing was refunded. */
  refundedAmount: MoneyModel | null;
  refundedAt: string | null;
  studioId: number | null;
}

/** A day pass (the backend's `DayPass`). */
export interface DayPassModel {
  readonly __typename: 'DayPass';
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  timeZone: string;
  startsAt: string;
  endsAt: string;
  active: boolean;
  studioId: number | null;
  price: MoneyModel;
}

/** GET /api/user/subscription: the membership, the current subscription and the day passes, in one call. */
export interface MemberPaymentsModel {
  membership: MembershipModel;
  subscription: MemberSubscriptionModel | null;
  /** As the backend lists them (every pass it returns; the User field keeps today's and later ones). */
  dayPasses: DayPassModel[];
  /** The account has never had a free trial. */
  trialAvailable: boolean;
}

/** A product (GET /api/products/list). */
export interface ProductModel {
  readonly __typename: 'Product';
  id: number;
  title: string;
  type: 'EMAIL' | 'SUBSCRIPTION' | 'CREDIT';
  creditType: 'LIVE' | 'ONDEMAND' | null;
  price: MoneyModel;
}

/** GET /api/basic/stripe. */
export interface PaymentProviderModel {
  kind: 'LOCAL' | 'STRIPE';
  publishableKey: string | null;
}
