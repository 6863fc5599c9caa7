import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

// 'Do' (1st, 2nd, …) comes with advancedFormat.
dayjs.extend(advancedFormat);

export { dayjs, type Dayjs };

/** The day-pass page's booked date, as 'MMMM Do, YYYY', for example 'June 5th, 2026'. */
export const PASS_DATE_FORMAT = 'MMMM Do, YYYY';

/** A calendar day as the graph writes it (`DayPass.date`, `PurchaseDayPassInput.date`). */
export const ISO_DAY = 'YYYY-MM-DD';

/** A day pass's date (YYYY-MM-DD) as members read it: 'June 5th, 2026'. */
export function formatPassDate(day: string): string {
  return dayjs(day).format(PASS_DATE_FORMAT);
}

/** A date-time from the graph (ISO, UTC) as a date in the member's own time zone: 'June 5, 2026'. */
export function formatDate(dateTime: string): string {
  return dayjs(dateTime).format('MMMM D, YYYY');
}

/** Today in the browser's time zone, as YYYY-MM-DD. */
export function today(): string {
  return dayjs().format(ISO_DAY);
}

/**
 * The last day a day pass can be bought for: the backend accepts today up to 365 days
 * ahead (in the member's time zone).
 */
export function lastPassDay(from: string = today()): string {
  return dayjs(from).add(365, 'day').format(ISO_DAY);
}

/** The browser's IANA time zone (decides when a day pass's day starts); UTC when unknown. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
