/**
 * Money: integer cents inside, dollars (numbers with at most two decimals) on the wire, as in
 * `19.99`. Every conversion goes through here so no float ever reaches a sum.
 */

export const CURRENCY = 'usd';

/** 19.99 → 1999. Only for values already known to have at most two decimals. */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 1999 → 19.99 */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** Whether a dollar amount has at most two decimals (19.99 yes, 19.999 no), within float noise. */
export function hasAtMostTwoDecimals(dollars: number): boolean {
  return Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;
}

/** 1999 → "$19.99" */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
