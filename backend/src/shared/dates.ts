/**
 * Calendar arithmetic for billing periods and day passes. Periods are counted from an anchor in
 * UTC (a monthly plan started on the 31st bills on each month's last day, then on the 31st again);
 * day passes use the member's IANA time zone.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** `date` moved on by whole calendar months, the day clamped to the target month's length. */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(
    Date.UTC(
      date.getUTCFullYear(),
      date.getUTCMonth() + months,
      1,
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
  target.setUTCDate(Math.min(date.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth())));
  return target;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The canonical name of an IANA time zone (`utc` → `UTC`), or undefined when Intl does not know it. */
export function canonicalTimeZone(timeZone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
    second: value('second'),
  };
}

/** The calendar date (YYYY-MM-DD) it is at `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** Parses YYYY-MM-DD into its parts, or undefined when it is not a real calendar date. */
export function parseDate(date: string): { year: number; month: number; day: number } | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return undefined;
  return { year, month, day };
}

/**
 * The instant `date` starts in `timeZone` (its local midnight). Two passes settle the offset,
 * which may differ between UTC midnight and local midnight around a DST change.
 */
export function startOfDay(date: string, timeZone: string): Date {
  const parts = parseDate(date);
  if (!parts) throw new Error(`Not a calendar date: ${date}`);
  const wallMidnight = Date.UTC(parts.year, parts.month - 1, parts.day);
  let instant = wallMidnight - offsetAt(new Date(wallMidnight), timeZone);
  instant = wallMidnight - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

/** The next calendar date: 2030-02-28 → 2030-03-01. */
export function nextDate(date: string): string {
  const parts = parseDate(date);
  if (!parts) throw new Error(`Not a calendar date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + 1)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function ordinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th'}`;
}

/** 'MMMM Do, YYYY', the product's date format: `2030-03-01` → `March 1st, 2030`. */
export function formatLongDate(date: string): string {
  const parts = parseDate(date);
  if (!parts) return date;
  return `${MONTHS[parts.month - 1]} ${ordinal(parts.day)}, ${parts.year}`;
}

/** An instant as members read it in mail: the UTC calendar date, long form. */
export function formatInstant(instant: Date): string {
  return formatLongDate(instant.toISOString().slice(0, 10));
}
