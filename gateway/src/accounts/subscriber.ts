// Whether a member counts as subscribed on a site: on the
// general site an active membership that is more than the class-only purchase; on a studio's
// white-label site being a customer whose access that studio's checkout sold, or StreamFit staff
// (internal) anywhere.
import type { SiteModel } from '../studios/models.js';
import type { MembershipModel, UserModel } from './models.js';

/**
 * The white-label rule. `isCustomer` says the member has access bought on *a* studio's checkout;
 * the membership's studio (API.md "Payments": `subscription.studioId`) says which. The account's own
 * `studioId` (where it signed up) is not it: a studio account may have bought nothing there, and a
 * general account may have bought on a studio's checkout.
 */
export function isSubscriberOnWhiteLabel(
  user: UserModel,
  membership: MembershipModel,
  studioId: number,
): boolean {
  if (user.userType === 'INTERNAL') return true;
  // A customer of one studio is not a customer of another studio's site.
  return user.isCustomer && membership.studioId === studioId;
}

export function isSubscriberOnGeneralSite(membership: MembershipModel): boolean {
  return membership.active && !membership.isClassOnly;
}

/**
 * The rule for a resolved site. `membership` comes with GET /api/user/me, so asking it costs no
 * call; staff are decided without it.
 */
export async function isSubscriberOn(
  site: SiteModel,
  user: UserModel,
  membership: () => Promise<MembershipModel>,
): Promise<boolean> {
  if (site.mode === 'WHITE_LABEL' && site.studio) {
    if (user.userType === 'INTERNAL') return true;
    return isSubscriberOnWhiteLabel(user, await membership(), site.studio.id);
  }
  return isSubscriberOnGeneralSite(await membership());
}
