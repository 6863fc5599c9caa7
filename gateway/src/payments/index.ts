// Plans, the payment provider, products, and the member's subscription, passes and cards.
import { defineDomain } from '../graph/domain.js';
import { checkoutResolvers } from './checkout-resolvers.js';
import { createPaymentLoaders } from './loaders.js';
import { memberResolvers } from './member-resolvers.js';
import { moneyResolvers } from './money-resolvers.js';
import { mutationResolvers } from './mutation-resolvers.js';
import { chargeNode, dayPassNode, planNode, productNode, subscriptionNode } from './node.js';
import { planResolvers } from './plan-resolvers.js';
import { productResolvers } from './product-resolvers.js';

export const paymentsDomain = defineDomain({
  name: 'payments',
  createLoaders: (rest) => createPaymentLoaders(rest),
  resolvers: [
    moneyResolvers,
    planResolvers,
    checkoutResolvers,
    productResolvers,
    memberResolvers,
    mutationResolvers,
  ],
  nodeTypes: {
    // Keyed by package id (`Plan:streamfit_monthly`).
    Plan: planNode,
    Product: productNode,
    // The viewer's own only, as for User.
    MemberSubscription: subscriptionNode,
    DayPass: dayPassNode,
    // The viewer's own, by reference (`Charge:ch_…`).
    Charge: chargeNode,
  },
  onMemberChange: (loaders) => loaders.forgetMember(),
});
