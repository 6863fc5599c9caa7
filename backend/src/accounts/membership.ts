/**
 * What a member's subscription is, computed in this one place. Until payments exist (issue 4
 * replaces this module with real memberships) only a gym-benefit account has access.
 */
export interface Subscription {
  active: boolean;
  packageId: string | null;
  isClassOnly: boolean;
}

export function subscriptionFor(user: { accessType: string }): Subscription {
  const gympass = user.accessType === 'gympass';
  return { active: gympass, packageId: gympass ? 'gympass' : null, isClassOnly: false };
}
