import type { MemberAccess, MembershipKind } from '../accounts/access.js';
import type { Queryable } from '../db/database.js';
import { GENERAL_STUDIO_SHORT_NAME, isClassOnlyPackage, packageIdFor } from '../studios/package-ids.js';
import { DayPassRepository } from './repository/day-passes.js';
import { SubscriptionRepository } from './repository/subscriptions.js';
import { grantsAccess } from './rules.js';

/**
 * What a member may use, computed in this one place from real data (API.md "Payments"):
 * - active: a subscription that grants access (trialing/active; a cancelled one until its period
 *   end; not paused, past due or ended), or a day pass whose [startsAt, endsAt) holds now, or a
 *   gym benefit;
 * - packageId / studioId: what grants it (subscription first, then a day pass, then the gym
 *   benefit); studioId is null for the general site's own plans and gym benefits;
 * - isCustomer: access bought on a studio's checkout (a plan or day pass of a studio other than
 *   the general site's);
 * - paused: the member's plan is paused (it grants nothing until they resume it).
 */

export const GYM_BENEFIT_PACKAGE_ID = 'gympass';

function checkoutStudio(item: { studioId: number; studioShortName: string }): number | null {
  return item.studioShortName === GENERAL_STUDIO_SHORT_NAME ? null : item.studioId;
}

export async function membershipFor(
  db: Queryable,
  user: { id: number; accessType: string },
  now: Date,
): Promise<MemberAccess> {
  const subscriptions = new SubscriptionRepository(db);
  const dayPasses = new DayPassRepository(db);
  const [subscription, passes] = await Promise.all([
    subscriptions.currentSubscription(user.id),
    dayPasses.upcomingDayPasses(user.id, now),
  ]);
  const subscribed = subscription !== undefined && grantsAccess(subscription, now);
  const openPasses = passes.filter(
    (pass) => pass.startsAt.getTime() <= now.getTime() && now.getTime() < pass.endsAt.getTime(),
  );
  const pass = openPasses[0];
  const gymBenefit = user.accessType === 'gympass';

  let packageId: string | null = null;
  let studioId: number | null = null;
  if (subscription !== undefined && subscribed) {
    packageId = subscription.packageId;
    studioId = checkoutStudio(subscription);
  } else if (pass !== undefined) {
    packageId = packageIdFor(pass.studioShortName, 'daypass');
    studioId = checkoutStudio(pass);
  } else if (gymBenefit) {
    packageId = GYM_BENEFIT_PACKAGE_ID;
  } else if (subscription !== undefined) {
    // Paused or past due: no access, but the plan it is on is still worth saying.
    packageId = subscription.packageId;
    studioId = checkoutStudio(subscription);
  }

  const isCustomer =
    (subscription !== undefined && subscribed && checkoutStudio(subscription) !== null) ||
    openPasses.some((open) => checkoutStudio(open) !== null);
  const active = subscribed || pass !== undefined || gymBenefit;
  const isClassOnly = isClassOnlyPackage(packageId);
  const kind: MembershipKind = !active
    ? 'none'
    : isClassOnly
      ? 'class_only'
      : subscribed
        ? 'subscription'
        : pass !== undefined
          ? 'daypass'
          : 'gym_benefit';
  return {
    subscription: {
      active,
      packageId,
      isClassOnly,
      studioId,
      kind,
      paused: subscription?.status === 'paused',
    },
    isCustomer,
  };
}
