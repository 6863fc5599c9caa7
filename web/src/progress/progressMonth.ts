/** A calendar month, as the progress page names it (`2026-11`). */
export interface ProgressMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

export function monthKey({ year, month }: ProgressMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month in the address, or this month when it names none (or nonsense). */
export function monthOf(value: string | null, today = new Date()): ProgressMonth {
  const match = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  const month = match ? Number(match[2]) : 0;
  if (match && month >= 1 && month <= 12) return { year: Number(match[1]), month };
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

export function shiftMonth({ year, month }: ProgressMonth, by: number): ProgressMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function daysIn({ year, month }: ProgressMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function monthName({ year, month }: ProgressMonth): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** A period's days by day of the month (1 to 31), the days without workouts left out. */
export function byDayOfMonth<T extends { date: string }>(days: ReadonlyArray<T>): Map<number, T> {
  return new Map(days.map((day) => [Number(day.date.slice(8, 10)), day]));
}
