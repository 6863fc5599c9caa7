// The payments domain's resolvers, one file per type group.
import { checkoutResolvers } from './checkout-resolvers.js';
import { memberResolvers } from './member-resolvers.js';
import { moneyResolvers } from './money-resolvers.js';
import { mutationResolvers } from './mutation-resolvers.js';
import { planResolvers } from './plan-resolvers.js';
import { productResolvers } from './product-resolvers.js';

export const paymentsDomainResolvers = [moneyResolvers, planResolvers, checkoutResolvers, productResolvers, memberResolvers, mutationResolvers];
