/** The time picker's choices and rules: hours 01–12, minutes in steps of 5, AM/PM, a real day. */

export const HOURS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
export const MINUTES = Array.from({ length: 12 }, (_, index) => String(index * 5).padStart(2, '0'));
export const MONTHS = [
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

/** What the picker holds: month 1–12, the day of the month, a 12-hour clock. */
export interface PickedTime {
  year: number;
  month: number;
  day: number;
  hour: string;
  minute: string;
  meridiem: 'AM' | 'PM';
}

/** How many days the month has (February knows leap years). */
export function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/** The browser's time zone, which the calendar keeps the time in across clock changes. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The picker's first choice: the next five-minute mark at least an hour from now. */
export function initialPick(now: Date): PickedTime {
  const start = new Date(now.getTime() + 60 * 60 * 1000);
  start.setMinutes(Math.ceil(start.getMinutes() / 5) * 5, 0, 0);
  const hours = start.getHours();
  return {
    year: start.getFullYear(),
    month: start.getMonth() + 1,
    day: start.getDate(),
    hour: String(hours % 12 === 0 ? 12 : hours % 12).padStart(2, '0'),
    minute: String(start.getMinutes()).padStart(2, '0'),
    meridiem: hours < 12 ? 'AM' : 'PM',
  };
}

/** The instant the picker names in the browser's time zone, or why it cannot be planned. */
export function pickedInstant(pick: PickedTime, now: Date): { when: Date } | { error: string } {
  const hour = Number(pick.hour);
  const minute = Number(pick.minute);
  if (!HOURS.includes(pick.hour) || !MINUTES.includes(pick.minute)) {
    return { error: 'Choose an hour from 01 to 12 and minutes in steps of 5.' };
  }
  if (pick.month < 1 || pick.month > 12 || pick.day < 1 || pick.day > daysInMonth(pick.year, pick.month)) {
    return { error: `${MONTHS[pick.month - 1] ?? 'That month'} ${pick.year} has no day ${pick.day}.` };
  }
  const hours24 = (hour % 12) + (pick.meridiem === 'PM' ? 12 : 0);
  const when = new Date(pick.year, pick.month - 1, pick.day, hours24, minute, 0, 0);
  if (when.getTime() <= now.getTime()) return { error: 'Choose a time that is still to come.' };
  return { when };
}

/** How the confirmation names the planned time: 'Friday, November 27, 2026 at 7:30 PM'. */
export function describeWhen(when: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(when);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(
    when,
  );
  return `${date} at ${time}`;
}
