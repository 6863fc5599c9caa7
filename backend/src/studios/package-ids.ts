/**
 * Package ids: a studio's short name plus `_monthly`, `_yearly` or `_daily`;
 * the general site's plans belong to StreamFit's own studio. This is the one place package ids are
 * made and read; they name a studio's plans, so the catalogue (studios) and payments agree on them.
 */

export type PlanKind = 'monthly' | 'yearly' | 'daypass';

/** The general site's own studio: its plans are the site's plans, not a studio checkout's. */
export const GENERAL_STUDIO_SHORT_NAME = 'streamfit';

/** The class-only purchase: a package id, but not a full membership. */
export const CLASS_ONLY_PACKAGE_ID = 'jetsweat_class';

/** Short names some clients send misspelt: one studio short name is corrected. */
const SHORT_NAME_CORRECTIONS: Readonly<Record<string, string>> = { thedailymethod: 'thedaileymethod' };

/** Studios whose subscription ids carry the suffix 2: for one studio the suffix is _monthly2 or _yearly2. */
const SECOND_GENERATION_PLANS: ReadonlySet<string> = new Set(['woomcenter']);

const SUFFIXES: Readonly<Record<PlanKind, string>> = {
  monthly: '_monthly',
  yearly: '_yearly',
  daypass: '_daily',
};

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
  return packageIdFor(shortName, kind) === `${shortName}_${match[2]}${match[3] ?? ''}`
    ? { shortName, kind }
    : undefined;
}
