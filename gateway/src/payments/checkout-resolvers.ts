// Query.paymentProvider and Query.verifyPromo: what a payment form needs before it submits.
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { userInputError } from '../errors/index.js';
import { databaseIdOf } from '../node/global-id.js';
import { RestFailure } from '../rest/client.js';
import { MAX_PROMO_LENGTH, isPackageId } from './input.js';
import { moneyAmount, type MoneyModel } from '../shared/money.js';
import { postVerifyPromo } from './rest.js';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../shared/user-errors.js';
import { PROMO_CODES } from './user-errors.js';

/**
 * The backend's reason when it refuses the code itself (unknown, expired, used up, already used by
 * this member, not for this plan) or refuses to check more codes for a while (its limit on
 * guessing), shown as sent, as the payment form shows any refusal; null for any other failure,
 * which stays an error. A limit's Retry-After still reaches the HTTP answer.
 */
function promoRefusal(error: unknown): string | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  if (error.upstreamCode !== null && PROMO_CODES.has(error.upstreamCode))
    return error.upstreamMessage ?? 'No such coupon';
  if (error.upstreamStatus === 429 || error.upstreamCode === 'rate_limited')
    return error.upstreamMessage ?? TOO_MANY_ATTEMPTS_MESSAGE;
  // A 2xx whose status is not 1 is a refusal; a code-less 400 saying so is an older backend's.
  if (error.upstreamStatus < 300) return error.upstreamMessage ?? 'No such coupon';
  if (
    error.upstreamStatus === 400 &&
    error.upstreamCode === null &&
    /no such coupon/i.test(error.upstreamMessage ?? '')
  ) {
    return error.upstreamMessage;
  }
  return null;
}

/**
 * What a promo code is checked against, priced from what this request already loads (the plan
 * lists, or the live class by id); the backend refuses any other amount.
 */
async function promoTarget(
  input: { packageId?: string | null; liveClassId?: string | null },
  loaders: GatewayContext['loaders'],
): Promise<{ price: MoneyModel; body: { packageId: string } | { liveClassId: number } }> {
  const packageId = input.packageId?.trim() ?? '';
  const liveClassId = input.liveClassId?.trim() ?? '';
  if ((packageId === '') === (liveClassId === ''))
    throw userInputError('Give either a plan (packageId) or a live class (liveClassId).');
  if (liveClassId !== '') {
    const id = databaseIdOf(liveClassId, 'LiveClass');
    const liveClass = id === null ? null : await loaders.live.byId.load(id);
    if (!liveClass) throw userInputError('There is no such live class.');
    return { price: liveClass.price, body: { liveClassId: liveClass.id } };
  }
  const plan = isPackageId(packageId) ? await loaders.payments.planByPackageId.load(packageId) : null;
  if (!plan) throw userInputError(`There is no plan with package id '${packageId.slice(0, 100)}'.`);
  return { price: plan.price, body: { packageId: plan.packageId } };
}

export const checkoutResolvers: Resolvers = {
  Query: {
    paymentProvider: (_parent, _args, { loaders }) => loaders.payments.paymentProvider(),

    verifyPromo: async (_parent, { input }, { rest, loaders }) => {
      const code = input.code.trim();
      if (code === '') throw userInputError('Please enter a promo code.');
      if (code.length > MAX_PROMO_LENGTH)
        throw userInputError(`A promo code has at most ${MAX_PROMO_LENGTH} characters.`);
      const target = await promoTarget(input, loaders);

      const normalized = code.toUpperCase();
      try {
        const answer = await postVerifyPromo(
          rest,
          { promo: code, amount: moneyAmount(target.price), ...target.body },
          target.price.currency,
        );
        return {
          code: answer.code?.toUpperCase() ?? normalized,
          valid: true,
          message: answer.output,
          newAmount: answer.newAmount,
          amount: target.price,
        };
      } catch (error) {
        const reason = promoRefusal(error);
        if (reason === null) throw error;
        return { code: normalized, valid: false, message: reason, newAmount: null, amount: target.price };
      }
    },
  },
};
