import { MONTHLY_PRICE, YEARLY_PRICE } from '../studios/catalogue.js';
import type { StudioRecord, StudioRepository } from '../studios/repository.js';
import { toCents } from '../shared/money.js';
import {
  GENERAL_STUDIO_SHORT_NAME,
  packageIdFor,
  parsePackageId,
  type PlanKind,
} from '../studios/package-ids.js';

/**
 * The plans on sale, at their set prices: each studio's monthly and annual plans and its day pass, named
 * by their package ids (studios/package-ids.ts).
 */

export type SubscriptionPlanKind = Exclude<PlanKind, 'daypass'>;

export const TRIAL_DAYS = 7;

const PLAN_NAMES: Readonly<Record<PlanKind, string>> = {
  monthly: 'Monthly Plan',
  yearly: 'Annual Plan',
  daypass: 'Day Pass',
};

export interface Plan {
  packageId: string;
  kind: PlanKind;
  name: string;
  priceCents: number;
  interval: 'month' | 'year' | null;
  /** Days free before the first charge, for a member who has never had a trial. */
  trialDays: number;
  studio: StudioRecord;
}

/** A plan's name as members read it: `Monthly Plan`, `Annual Plan`, `Day Pass`. */
export function planNameOf(kind: PlanKind): string {
  return PLAN_NAMES[kind];
}

/** The price of one period of a subscription plan (the same at every studio). */
export function subscriptionPriceCents(kind: SubscriptionPlanKind): number {
  return toCents(kind === 'monthly' ? MONTHLY_PRICE : YEARLY_PRICE);
}

export function planFor(studio: StudioRecord, kind: PlanKind): Plan {
  const priceCents =
    kind === 'monthly'
      ? toCents(MONTHLY_PRICE)
      : kind === 'yearly'
        ? toCents(YEARLY_PRICE)
        : toCents(studio.dailyPrice);
  return {
    packageId: packageIdFor(studio.shortName, kind),
    kind,
    name: PLAN_NAMES[kind],
    priceCents,
    interval: kind === 'monthly' ? 'month' : kind === 'yearly' ? 'year' : null,
    // A studio that does not offer the free trial (trialEnabled false) sells its plans without one.
    trialDays: kind !== 'daypass' && studio.trialEnabled ? TRIAL_DAYS : 0,
    studio,
  };
}

export function plansFor(studio: StudioRecord): Plan[] {
  return [planFor(studio, 'monthly'), planFor(studio, 'yearly'), planFor(studio, 'daypass')];
}

export function isGeneralStudio(studio: { shortName: string }): boolean {
  return studio.shortName === GENERAL_STUDIO_SHORT_NAME;
}

/** The plan a package id names, or undefined (unknown shape, unknown studio, wrong suffix). */
export async function findPlan(studios: StudioRepository, packageId: string): Promise<Plan | undefined> {
  const parsed = parsePackageId(packageId);
  if (!parsed) return undefined;
  const studio = await studios.findByShortName(parsed.shortName);
  return studio ? planFor(studio, parsed.kind) : undefined;
}

/** Months in one billing period. */
export function monthsPerPeriod(kind: SubscriptionPlanKind): number {
  return kind === 'monthly' ? 1 : 12;
}
