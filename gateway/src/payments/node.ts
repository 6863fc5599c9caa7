// node(id) refetch of the payments' Node types. Plans and products are public; a subscription or
// a day pass is found only among the viewer's own (the request's one GET /api/user/subscription),
// so any other member's id, or any id without a session, is null.
import { isSessionEnded } from '../shared/session.js';
import type { GatewayContext } from '../graph/context.js';
import { numericKey } from '../node/global-id.js';
import { isPackageId } from './input.js';
import { CHARGE_REFERENCE } from './rest.js';
import type {
  ChargeModel,
  DayPassModel,
  MemberPaymentsModel,
  PlanModel,
  ProductModel,
  MemberSubscriptionModel,
} from './models.js';

async function viewerPayments(context: GatewayContext): Promise<MemberPaymentsModel | null> {
  if (!context.rest.hasAuthorization) return null;
  try {
    return await context.loaders.payments.member();
  } catch (error) {
    // An ended session has no subscription to show; an outage stays an error.
    if (isSessionEnded(error)) return null;
    throw error;
  }
}

export function planNode(context: GatewayContext, key: string): Promise<PlanModel | null> {
  return isPackageId(key) ? context.loaders.payments.planByPackageId.load(key) : Promise.resolve(null);
}

export function productNode(context: GatewayContext, key: string): Promise<ProductModel | null> {
  const id = numericKey(key);
  return id === null ? Promise.resolve(null) : context.loaders.payments.productById.load(id);
}

export async function subscriptionNode(
  context: GatewayContext,
  key: string,
): Promise<MemberSubscriptionModel | null> {
  const subscription = (await viewerPayments(context))?.subscription ?? null;
  return subscription && subscription.id === key ? subscription : null;
}

/** The viewer's own charge only (the backend answers 404 for anyone else's); null without a session. */
export async function chargeNode(context: GatewayContext, key: string): Promise<ChargeModel | null> {
  if (!context.rest.hasAuthorization || !CHARGE_REFERENCE.test(key)) return null;
  try {
    return await context.loaders.payments.chargeByReference(key);
  } catch (error) {
    if (isSessionEnded(error)) return null;
    throw error;
  }
}

export async function dayPassNode(context: GatewayContext, key: string): Promise<DayPassModel | null> {
  return (await viewerPayments(context))?.dayPasses.find((pass) => pass.id === key) ?? null;
}
