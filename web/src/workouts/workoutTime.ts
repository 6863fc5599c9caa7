/**
 * The Edit Workout time picker's rules: months Jan–Dec, the day list following the month's length
 * (29 February in leap years), years current and next, hours 01–12, minutes in 5-minute steps and
 * AM/PM (12 AM is hour 0, a PM hour adds 12), all in the browser's time zone.
 */

/** What the picker says of a date or time that does not exist. */
export const INVALID_DATE = 'Invalid date string passed';

export const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
export const HOURS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
export const MINUTES = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, '0'));

export type Meridiem = 'AM' | 'PM';

/** What the picker holds: month 1–12, the day of the month, a 12-hour clock as its selects show it. */
export interface WorkoutPick {
  year: number;
  month: number;
  day: number;
  hour: string;
  minute: string;
  meridiem: Meridiem;
}

/** A date or time the picker cannot turn into an instant. */
export class InvalidDateError extends Error {
  constructor() {
    super(INVALID_DATE);
    this.name = 'InvalidDateError';
  }
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** How many days the month (1–12) has; 0 for a month that is not one. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12) return 0;
  return month === 2 && isLeapYear(year) ? 29 : MONTH_LENGTHS[month - 1]!;
}

/** The day select's choices for a month: 1 to its last day. */
export function dayOptions(year: number, month: number): number[] {
  return Array.from({ length: daysInMonth(year, month) }, (_, index) => index + 1);
}

/**
 * The year select's choices: this year and the next. A workout already in another year keeps its
 * own year as a choice too, so opening the form never moves it silently.
 */
export function yearOptions(now: Date, keep?: number): number[] {
  const years = [now.getFullYear(), now.getFullYear() + 1];
  if (keep !== undefined && !years.includes(keep)) years.push(keep);
  return years.sort((a, b) => a - b);
}

/** The minute select's choices: 00–55 in steps of 5, plus a workout's own minute when it is off the steps. */
export function minuteOptions(current?: string): string[] {
  if (current === undefined || MINUTES.includes(current) || !/^[0-5]\d$/.test(current)) return MINUTES;
  return [...MINUTES, current].sort();
}

/** The hour of the day (0–23) a 12-hour pick names: 12 AM is 0, 12 PM is noon, other PM hours add 12. */
export function to24Hour(hour: string, meridiem: Meridiem): number {
  if (!HOURS.includes(hour)) throw new InvalidDateError();
  const value = Number(hour) % 12;
  return meridiem === 'PM' ? value + 12 : value;
}

/** The 12-hour clock's hour (01–12) and AM/PM for an hour of the day (0–23). */
export function to12Hour(hours: number): { hour: string; meridiem: Meridiem } {
  if (!Number.isInteger(hours) || hours < 0 || hours > 23) throw new InvalidDateError();
  return {
    hour: String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0'),
    meridiem: hours < 12 ? 'AM' : 'PM',
  };
}

/** An instant from the graph (ISO 8601), or the picker's error when it names none. */
export function parseInstant(text: string): Date {
  const date = new Date(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(date.getTime())) throw new InvalidDateError();
  return date;
}

/** The picker's selects for an instant, in the browser's time zone. */
export function pickOf(when: Date): WorkoutPick {
  if (Number.isNaN(when.getTime())) throw new InvalidDateError();
  return {
    year: when.getFullYear(),
    month: when.getMonth() + 1,
    day: when.getDate(),
    ...to12Hour(when.getHours()),
    minute: String(when.getMinutes()).padStart(2, '0'),
  };
}

/** A pick with one select changed; a day the new month lacks (31 in April) becomes its last day. */
export function changePick(pick: WorkoutPick, change: Partial<WorkoutPick>): WorkoutPick {
  const next = { ...pick, ...change };
  const last = daysInMonth(next.year, next.month);
  return last > 0 && next.day > last ? { ...next, day: last } : next;
}

export function samePick(a: WorkoutPick, b: WorkoutPick): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.meridiem === b.meridiem
  );
}

/**
 * The instant a pick names in the browser's time zone. Throws `INVALID_DATE` for a day the month
 * lacks (31 April, 29 February of a common year), an hour or minute off the clock, and a local time
 * the clocks skip (2:30 AM on the night they go forward).
 */
export function instantOf(pick: WorkoutPick): Date {
  const { year, month, day, minute } = pick;
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new InvalidDateError();
  if (!Number.isInteger(day) || day < 1 || day > daysInMonth(year, month)) throw new InvalidDateError();
  if (!/^[0-5]\d$/.test(minute)) throw new InvalidDateError();
  if (pick.meridiem !== 'AM' && pick.meridiem !== 'PM') throw new InvalidDateError();
  const hours = to24Hour(pick.hour, pick.meridiem);
  const when = new Date(year, month - 1, day, hours, Number(minute), 0, 0);
  // A skipped local time comes back shifted by the clock change: it does not exist.
  if (when.getDate() !== day || when.getHours() !== hours || when.getMinutes() !== Number(minute)) {
    throw new InvalidDateError();
  }
  return when;
}

/** The browser's IANA time zone: the member's time, which a moved workout keeps across clock changes. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
