// Money: integer cents inside (models.ts), shown as the amount, the cents, the currency and the
// text members read.
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { formatMoney, moneyAmount } from '../shared/money.js';

export const moneyResolvers: Resolvers = {
  Money: {
    amount: (money) => moneyAmount(money),
    cents: (money) => money.cents,
    currency: (money) => money.currency,
    formatted: (money) => formatMoney(money),
  },
};
