/**
 * The calendar's arithmetic and wording, in the browser's time zone: months as the address names
 * them (`2026-12`), the Monday-first month grid, days' names, times as hh:mm A, durations as
 * minutes and seconds, and the month's totals per status.
 */

export type WorkoutStatusName = 'SCHEDULED' | 'COMPLETED' | 'SKIPPED';

export const STATUS_LABELS: Record<WorkoutStatusName, string> = {
  COMPLETED: 'Completed',
  SKIPPED: 'Skipped',
  SCHEDULED: 'Scheduled',
};

/** A status from the graph; anything it does not name yet reads as scheduled, as a missing one does. */
export function statusOf(value: string | null | undefined): WorkoutStatusName {
  return value === 'COMPLETED' || value === 'SKIPPED' ? value : 'SCHEDULED';
}

/** A calendar month: its year and its number (1–12). */
export interface CalendarMonth {
  year: number;
  month: number;
}

export function monthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** The month `count` months away (negative: earlier). */
export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: CalendarMonth, b: CalendarMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

/** The month's key in the address: `2026-12`. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month an address names (`2026-12`), or null when it names none. */
export function parseMonthKey(text: string | null | undefined): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year: Number(match[1]), month } : null;
}

/** The first month the calendar shows. */
export const FIRST_MONTH: CalendarMonth = { year: 2000, month: 1 };

/** The calendar covers 2000 to a year ahead: the months it may show. */
export function monthBounds(today: Date): { first: CalendarMonth; last: CalendarMonth } {
  return { first: FIRST_MONTH, last: addMonths(monthOf(today), 12) };
}

/** The month an address asks for, kept within the calendar's range; this month when it names none. */
export function shownMonth(asked: CalendarMonth | null, today: Date): CalendarMonth {
  const { first, last } = monthBounds(today);
  if (asked === null) return monthOf(today);
  if (compareMonths(asked, first) < 0) return first;
  if (compareMonths(asked, last) > 0) return last;
  return asked;
}

/** The month's instants for the graph: its first local midnight (inclusive) to the next month's (exclusive). */
export function monthRange({ year, month }: CalendarMonth): { from: string; to: string } {
  return {
    from: new Date(year, month - 1, 1).toISOString(),
    to: new Date(year, month, 1).toISOString(),
  };
}

export function firstDay({ year, month }: CalendarMonth): Date {
  return new Date(year, month - 1, 1);
}

/** 'December 2026'. */
export function monthLabel({ year, month }: CalendarMonth): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
}

/** The month's weeks, Monday first; days of the months around it are null. */
export function monthWeeks({ year, month }: CalendarMonth): Array<Array<Date | null>> {
  const first = new Date(year, month - 1, 1);
  const lead = (first.getDay() + 6) % 7;
  const length = new Date(year, month, 0).getDate();
  const cells: Array<Date | null> = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => new Date(year, month - 1, index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The weekday headings, Monday first: the short text and the full name. */
export const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function inMonth(date: Date, { year, month }: CalendarMonth): boolean {
  return date.getFullYear() === year && date.getMonth() + 1 === month;
}

/** A local day's key: `2026-12-01`. */
export function dayKey(date: Date): string {
  return `${monthKey(monthOf(date))}-${String(date.getDate()).padStart(2, '0')}`;
}

/** 'Tuesday, December 1, 2026'. */
export function dayLabel(date: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** The time as hh:mm A: '07:30 AM', '12:05 PM'. */
export function clockTime(date: Date): string {
  const hours = date.getHours();
  const hour = String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0');
  const minute = String(date.getMinutes()).padStart(2, '0');
  return `${hour}:${minute} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A length as minutes and seconds: 1800 → '30:00', 2705 → '45:05'. */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A day's accessible name: its date, how many workouts it holds and the first one's status
 * ('Tuesday, December 1, 2026, 2 workouts, first completed').
 */
export function dayName(date: Date, statuses: readonly WorkoutStatusName[]): string {
  const label = dayLabel(date);
  const first = statuses[0];
  if (first === undefined) return `${label}, no workouts`;
  const status = STATUS_LABELS[first].toLowerCase();
  if (statuses.length === 1) return `${label}, 1 workout, ${status}`;
  return `${label}, ${statuses.length} workouts, first ${status}`;
}

export type StatusTotals = Record<WorkoutStatusName, number>;

/** How many workouts hold each status. */
export function statusTotals(statuses: readonly WorkoutStatusName[]): StatusTotals {
  const totals: StatusTotals = { SCHEDULED: 0, SKIPPED: 0, COMPLETED: 0 };
  for (const status of statuses) totals[status] += 1;
  return totals;
}

/** The day of the month an address names (`day=15`), if the month has it. */
export function parseDayOfMonth(text: string | null, month: CalendarMonth): Date | null {
  if (!/^\d{1,2}$/.test(text ?? '')) return null;
  const day = Number(text);
  const date = new Date(month.year, month.month - 1, day);
  return day >= 1 && inMonth(date, month) ? date : null;
}
