// Per-request loaders for payments. One REST call per resource per request, however many fields ask:
// - plans: one GET /api/basic/plans[?studio=] per site, shared across requests by the catalogue
//   cache (plans are public catalogue data, like the studio list). A plan by package id (Plan
//   node refetch, MemberSubscription.plan, verifyPromo's price) comes from the lists this request
//   loaded; only a plan in none of them costs a GET /api/basic/plans/{packageId} (cached as well).
// - the member: ONE GET /api/user/subscription serves User.subscription, User.dayPasses, node()
//   of a MemberSubscription or DayPass and, when /api/user/me left it out, the membership.
// - products: one GET /api/products/list?productIds=… for every product the request names.
// - charges: a page of the history is one GET /api/user/charges per field that asks (pages differ);
//   a receipt (User.charge, node()) one GET /api/user/charges/{id} per reference.
import DataLoader from 'dataloader';
import type { RestClient } from '../rest/client.js';
import type {
  ChargeModel,
  MemberPaymentsModel,
  PaymentCardModel,
  PaymentProviderModel,
  PlanModel,
  ProductModel,
} from './models.js';
import {
  fetchCharge,
  fetchMemberPayments,
  fetchPaymentCards,
  fetchPaymentProvider,
  fetchPlan,
  fetchPlans,
  fetchProducts,
} from './rest.js';

/** GET /api/products/list takes 1 to 100 ids. */
export const MAX_PRODUCT_IDS = 100;

export interface PaymentLoaders {
  /** The plans of a studio's checkout, or the general site's (null); NOT_FOUND for an unknown studio. */
  plans(studioShortName: string | null): Promise<PlanModel[]>;
  /** A plan by package id (shape-checked by the caller); null when the backend knows none. */
  planByPackageId: DataLoader<string, PlanModel | null>;
  /** Which provider takes cards (GET /api/basic/stripe). */
  paymentProvider(): Promise<PaymentProviderModel>;
  /** Products by numeric id; unknown ids give null. Batched into one call. */
  productById: DataLoader<number, ProductModel | null>;
  /** The viewer's membership, subscription and day passes: one GET /api/user/subscription. */
  member(): Promise<MemberPaymentsModel>;
  /** The viewer's saved cards: GET /api/user/subscription/payment-sources, only when asked. */
  paymentCards(): Promise<PaymentCardModel[]>;
  /**
   * One of the viewer's charges by reference (`ch_…`): GET /api/user/charges/{id}, once per
   * reference and request; null when the member has none such.
   */
  chargeByReference(reference: string): Promise<ChargeModel | null>;
  /** A mutation changed the member: `member()`, `paymentCards()` and charges are read again if asked. */
  forgetMember(): void;
}

/** A DataLoader batch must answer every key: a failure becomes that key's error, not the batch's. */
function settle<T>(promise: Promise<T>): Promise<T | Error> {
  return promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
}

export function createPaymentLoaders(rest: RestClient): PaymentLoaders {
  const planLists = new Map<string, Promise<PlanModel[]>>();
  let provider: Promise<PaymentProviderModel> | undefined;
  let member: Promise<MemberPaymentsModel> | undefined;
  let cards: Promise<PaymentCardModel[]> | undefined;
  const charges = new Map<string, Promise<ChargeModel | null>>();

  const plans = (studioShortName: string | null): Promise<PlanModel[]> => {
    const key = studioShortName ?? '';
    let list = planLists.get(key);
    if (!list) {
      list = fetchPlans(rest, studioShortName);
      planLists.set(key, list);
    }
    return list;
  };

  const planByPackageId = new DataLoader<string, PlanModel | null>(async (packageIds) => {
    // The lists this request asked for so far (root fields are all started before any batch runs,
    // so `plans` and a subscription's plan in one query share the list). A failed list only means
    // the single-plan call is made instead.
    const known = new Map<string, PlanModel>();
    for (const result of await Promise.allSettled(planLists.values())) {
      if (result.status === 'fulfilled') for (const plan of result.value) known.set(plan.packageId, plan);
    }
    return Promise.all(
      packageIds.map((packageId) =>
        settle(
          known.has(packageId) ? Promise.resolve(known.get(packageId) ?? null) : fetchPlan(rest, packageId),
        ),
      ),
    );
  });

  const productById = new DataLoader<number, ProductModel | null>(
    async (ids) => {
      const found = new Map((await fetchProducts(rest, ids)).map((product) => [product.id, product]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_PRODUCT_IDS },
  );

  return {
    plans,
    planByPackageId,
    paymentProvider: () => (provider ??= fetchPaymentProvider(rest)),
    productById,
    member: () => (member ??= fetchMemberPayments(rest)),
    paymentCards: () => (cards ??= fetchPaymentCards(rest)),
    chargeByReference(reference) {
      let charge = charges.get(reference);
      if (!charge) {
        charge = fetchCharge(rest, reference);
        charges.set(reference, charge);
      }
      return charge;
    },
    forgetMember() {
      member = undefined;
      cards = undefined;
      charges.clear();
    },
  };
}
