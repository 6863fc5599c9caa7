// Query.paymentProvider and Query.verifyPromo: what a payment form needs before it submits.
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { userInputError } from '../errors.js';
import { RestFailure } from '../rest/client.js';
import { MAX_PROMO_LENGTH, isPackageId } from './input.js';
import { moneyAmount } from './money.js';
import { postVerifyPromo } from './rest.js';
import { PROMO_CODES } from './user-errors.js';

/**
 * The backend's reason when it refuses the code itself (unknown, expired, used up, not for this
 * plan), shown as sent ('No such coupon'); null for any other failure, which stays an error.
 */
function promoRefusal(error: unknown): string | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  if (error.upstreamCode !== null && PROMO_CODES.has(error.upstreamCode)) return error.upstreamMessage ?? 'No such coupon';
  // A 2xx whose status is not 1 is the spec's refusal; a code-less 400 saying so is an older backend's.
  if (error.upstreamStatus < 300) return error.upstreamMessage ?? 'No such coupon';
  if (error.upstreamStatus === 400 && error.upstreamCode === null && /no such coupon/i.test(error.upstreamMessage ?? '')) {
    return error.upstreamMessage;
  }
  return null;
}

export const checkoutResolvers: Resolvers = {
  Query: {
    paymentProvider: (_parent, _args, { loaders }) => loaders.payments.paymentProvider(),

    verifyPromo: async (_parent, { input }, { rest, loaders }) => {
      const code = input.code.trim();
      const packageId = input.packageId.trim();
      if (code === '') throw userInputError('Please enter a promo code.');
      if (code.length > MAX_PROMO_LENGTH) throw userInputError(`A promo code has at most ${MAX_PROMO_LENGTH} characters.`);
      // The price is the plan's, from the plan lists (the backend refuses any other amount).
      const plan = isPackageId(packageId) ? await loaders.payments.planByPackageId.load(packageId) : null;
      if (!plan) throw userInputError(`There is no plan with package id '${packageId.slice(0, 100)}'.`);

      const normalized = code.toUpperCase();
      try {
        const answer = await postVerifyPromo(rest, { promo: code, amount: moneyAmount(plan.price), packageId: plan.packageId }, plan.price.currency);
        return { code: answer.code?.toUpperCase() ?? normalized, valid: true, message: answer.output, newAmount: answer.newAmount, amount: plan.price };
      } catch (error) {
        const reason = promoRefusal(error);
        if (reason === null) throw error;
        return { code: normalized, valid: false, message: reason, newAmount: null, amount: plan.price };
      }
    },
  },
};
