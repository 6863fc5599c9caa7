// Money on the wire is dollars with at most two decimals (API.md "Payments"); inside the gateway it
// is integer cents, so no sum or comparison ever meets a binary fraction. Every domain reads,
// compares and formats money with these (prices, per-class payments, passes).
import { malformed } from '../rest/decode.js';

/** An amount of money in the currency's smallest unit, as the backend counts inside. */
export interface MoneyModel {
  cents: number;
  /** ISO code, lower case (`usd`). */
  currency: string;
}

export const DEFAULT_CURRENCY = 'usd';

/** Dollars as the backend sends them (`19.99`) → a MoneyModel; anything but a finite, non-negative number is malformed. */
export function moneyFromDollars(
  value: unknown,
  what: string,
  currency: string = DEFAULT_CURRENCY,
): MoneyModel {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw malformed(what);
  // 19.99 * 100 is 1998.9999999999998: rounding gives the cents the backend meant.
  return { cents: Math.round(value * 100), currency: currency.toLowerCase() };
}

export function moneyAmount(money: MoneyModel): number {
  return money.cents / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** `$19.99`, `$1,000.00`: how members read an amount (US English, the currency's symbol). */
export function formatMoney(money: MoneyModel): string {
  const currency = money.currency.toUpperCase();
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      // A code Intl does not know: still readable, never an error on a price.
      return `${moneyAmount(money).toFixed(2)} ${currency}`;
    }
    formatters.set(currency, formatter);
  }
  return formatter.format(moneyAmount(money));
}
