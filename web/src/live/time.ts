/**
 * Calendar arithmetic for the live schedule, in the viewer's local zone (class times
 * show in the user's local time; the week starts on Monday; going earlier is blocked at today).
 */

/** Local midnight of the day `date` falls on. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** Local Monday 00:00 of the week `date` falls in. */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  // getDay: Sunday 0 … Saturday 6; Monday starts the week.
  const sinceMonday = (day.getDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

export function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The first day of the month `months` away (negative: earlier). */
export function addMonths(date: Date, months: number): Date {
  return new Date(date.getFullYear(), date.getMonth() + months, 1);
}

export function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function sameMonth(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth();
}

/** A stable key for a local day (URL- and React-key friendly): YYYY-MM-DD. */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The local day a YYYY-MM-DD key names; null when it names no real day (2026-02-30, garbage). */
export function parseDayKey(key: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The seven local days of the week starting at `monday`. */
export function weekDays(monday: Date): Date[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** 'November 2026'. */
export function monthLabel(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(date);
}

/** 'Mon' and '23' for the week strip. */
export function weekdayLabel(date: Date): { weekday: string; day: string; full: string } {
  return {
    weekday: new Intl.DateTimeFormat('en-US', { weekday: 'short' }).format(date),
    day: String(date.getDate()),
    full: new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(date),
  };
}

function timeIn(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** The viewer's own IANA zone (the browser's). */
export function viewerTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export interface ClassTime {
  /** The start in the viewer's zone with its label, for example '6:30 PM EST'. */
  local: string;
  /** The start in the studio's zone when that reads differently, for example '3:30 PM PST'; else null. */
  studio: string | null;
}

/**
 * A class's start as the viewer reads it, with the zone named (never a silent Eastern time),
 * plus the studio's own time when the studio is in another zone.
 */
export function classTime(startsAt: string, studioTimeZone: string | null | undefined): ClassTime {
  const date = new Date(startsAt);
  const local = timeIn(date, undefined);
  let studio: string | null = null;
  if (studioTimeZone) {
    try {
      const there = timeIn(date, studioTimeZone);
      studio = there === local ? null : there;
    } catch {
      // An unknown zone name: the local time alone is still right.
      studio = null;
    }
  }
  return { local, studio };
}

/** '6:30 PM EST (3:30 PM PST studio time)' or '6:30 PM EST'. */
export function classTimeText(startsAt: string, studioTimeZone: string | null | undefined): string {
  const { local, studio } = classTime(startsAt, studioTimeZone);
  return studio ? `${local} (${studio} studio time)` : local;
}

/** 'Monday, November 23, 2026' in the viewer's zone. */
export function classDateText(startsAt: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(startsAt));
}

/** A class's page opens its stream (joining) this long before the class starts. */
export const OPENS_BEFORE_MS = 60 * 60_000;
