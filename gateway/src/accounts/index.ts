// The signed-in member: sign-up, log-in and out, password reset, the viewer and their membership.
import type { GatewayContext } from '../graph/context.js';
import { defineDomain, type DomainServices } from '../graph/domain.js';
import { byNumber } from '../node/fetch.js';
import { createAccountLoaders } from './loaders.js';
import type { MemberModel, MembershipModel, UserModel } from './models.js';
import { gymBenefitResolvers } from './gym-benefit-resolvers.js';
import { mutationResolvers } from './mutation-resolvers.js';
import { passwordResetResolvers } from './password-reset-resolvers.js';
import { profileResolvers } from './profile-resolvers.js';
import { viewerResolvers } from './viewer-resolvers.js';

/** What accounts reads from other domains: the member's payments (their membership rides along). */
export interface AccountsNeeds {
  payments: { member(): Promise<{ membership: MembershipModel }> };
}

/** Only the viewer's own account: any other member's id is null (a member must not read others). */
function userNode(context: GatewayContext, id: number): Promise<UserModel | null> {
  return context.loaders.accounts.userById(id);
}

/** Any member's public face, for signed-in members (see AccountLoaders.memberById). */
function memberNode(context: GatewayContext, id: number): Promise<MemberModel | null> {
  return context.loaders.accounts.memberById(id);
}

export const accountsDomain = defineDomain({
  name: 'accounts',
  createLoaders: (rest, deps: AccountsNeeds & DomainServices) =>
    createAccountLoaders(rest, {
      // A user answer without its membership falls back on GET /api/user/subscription: the same
      // call payments makes for the subscription and passes, so a request makes it at most once.
      loadMembership: async () => (await deps.payments.member()).membership,
      // A new session, a signed-out one or a purchase: every domain forgets the member's data.
      onMemberChange: () => deps.memberChanged(),
    }),
  resolvers: [
    viewerResolvers,
    mutationResolvers,
    passwordResetResolvers,
    profileResolvers,
    gymBenefitResolvers,
  ],
  nodeTypes: {
    User: byNumber(userNode),
    Member: byNumber(memberNode),
  },
});
