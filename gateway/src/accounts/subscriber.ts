// Whether a member counts as subscribed on a site (spec §4 "Subscription status", §6): on the
// general site an active membership that is more than the class-only purchase; on a studio's
// white-label site being that studio's customer, or StreamFit staff (internal) anywhere.
import type { SiteModel } from '../studios/models.js';
import type { MembershipModel, UserModel } from './models.js';

/** The white-label rule needs no membership, so it is decided without loading one. */
export function isSubscriberOnWhiteLabel(user: UserModel, studioId: number): boolean {
  if (user.userType === 'INTERNAL') return true;
  // A customer of one studio is not a customer of another studio's site.
  return user.isCustomer && user.studioId === studioId;
}

export function isSubscriberOnGeneralSite(membership: MembershipModel): boolean {
  return membership.active && !membership.isClassOnly;
}

/** The rule for a resolved site; `membership` is only asked for on the general site. */
export async function isSubscriberOn(site: SiteModel, user: UserModel, membership: () => Promise<MembershipModel>): Promise<boolean> {
  if (site.mode === 'WHITE_LABEL' && site.studio) return isSubscriberOnWhiteLabel(user, site.studio.id);
  return isSubscriberOnGeneralSite(await membership());
}
