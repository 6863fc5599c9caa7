/**
 * What other pages may hand the account page (/account): the navigation state a purchase
 * lands with, and the day-pass date its address may carry (/account/{date}).
 */

/** Navigation state that makes /account show the subscription-confirmed block on top. */
export interface SubscriptionConfirmedState {
  subscriptionConfirmed: true;
}

/** Navigation state that makes /account say the day pass is booked. */
export interface DayPassBookedState {
  /** The booked day as 'MMMM Do, YYYY'. */
  dayPassBooked: string;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const PASS_DATE_TEXT = new RegExp(`^(${MONTHS}) \\d{1,2}(st|nd|rd|th), \\d{4}$`);

/** 'June 5th, 2026'-style text, as found in a day-pass account URL (/account/{date}). */
export function isPassDateText(value: string): boolean {
  return PASS_DATE_TEXT.test(value);
}

const MONTH_NAMES = MONTHS.split('|');

/** A pass's day (YYYY-MM-DD) as the account address writes it: '2026-06-05' → 'June 5th, 2026'. */
export function passDateTextOf(isoDate: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return null;
  const day = Number(match[3]);
  const tens = day % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : day % 10 === 1
        ? 'st'
        : day % 10 === 2
          ? 'nd'
          : day % 10 === 3
            ? 'rd'
            : 'th';
  return `${month} ${day}${suffix}, ${match[1]}`;
}
