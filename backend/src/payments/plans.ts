import { MONTHLY_PRICE, YEARLY_PRICE } from '../studios/catalogue.js';
import type { StudioRecord, StudioRepository } from '../studios/repository.js';
import { toCents } from './money.js';

/**
 * The plans on sale and their package ids (spec §3 "Package ids", §9 prices). A package id is a
 * studio's short name plus `_monthly`, `_yearly` or `_daily`; the general site's plans belong to
 * StreamFit's own studio. This is the one place package ids are made and read.
 */

export type PlanKind = 'monthly' | 'yearly' | 'daypass';
export type SubscriptionPlanKind = Exclude<PlanKind, 'daypass'>;

/** The general site's own studio: its plans are the site's plans, not a studio checkout's. */
export const GENERAL_STUDIO_SHORT_NAME = 'streamfit';

/** The class-only purchase: a package id, but not a full membership (spec §3). */
export const CLASS_ONLY_PACKAGE_ID = 'jetsweat_class';

export const TRIAL_DAYS = 7;

/** Short names some clients send misspelt (spec §3: "one studio short name is corrected"). */
const SHORT_NAME_CORRECTIONS: Readonly<Record<string, string>> = { thedailymethod: 'thedaileymethod' };

/** Studios whose subscription ids carry the suffix 2 (spec §3: "for one studio the suffix is _monthly2 or _yearly2"). */
const SECOND_GENERATION_PLANS: ReadonlySet<string> = new Set(['woomcenter']);

const SUFFIXES: Readonly<Record<PlanKind, string>> = { monthly: '_monthly', yearly: '_yearly', daypass: '_daily' };

const PLAN_NAMES: Readonly<Record<PlanKind, string>> = { monthly: 'Monthly Plan', yearly: 'Annual Plan', daypass: 'Day Pass' };

export function correctShortName(shortName: string): string {
  return SHORT_NAME_CORRECTIONS[shortName] ?? shortName;
}

export function packageIdFor(shortName: string, kind: PlanKind): string {
  const corrected = correctShortName(shortName);
  const generation = kind !== 'daypass' && SECOND_GENERATION_PLANS.has(corrected) ? '2' : '';
  return `${corrected}${SUFFIXES[kind]}${generation}`;
}

export function isClassOnlyPackage(packageId: string | null): boolean {
  return packageId === CLASS_ONLY_PACKAGE_ID;
}

/**
 * What a package id names, before its studio is looked up: the (corrected) short name and the
 * kind, or undefined when it has no plan shape. The caller still checks the studio exists and
 * that the id is that studio's (`woomcenter_monthly` is not: Woom Center sells `_monthly2`).
 */
export function parsePackageId(packageId: string): { shortName: string; kind: PlanKind } | undefined {
  const match = /^([A-Za-z0-9_-]+?)_(monthly|yearly|daily)(2?)$/.exec(packageId);
  if (!match?.[1] || !match[2]) return undefined;
  const kind: PlanKind = match[2] === 'daily' ? 'daypass' : match[2] === 'monthly' ? 'monthly' : 'yearly';
  const shortName = correctShortName(match[1]);
  return packageIdFor(shortName, kind) === `${shortName}_${match[2]}${match[3] ?? ''}` ? { shortName, kind } : undefined;
}

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

export function planFor(studio: StudioRecord, kind: PlanKind): Plan {
  const priceCents = kind === 'monthly' ? toCents(MONTHLY_PRICE) : kind === 'yearly' ? toCents(YEARLY_PRICE) : toCents(studio.dailyPrice);
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
