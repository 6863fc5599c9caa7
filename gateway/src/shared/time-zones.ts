// The member's wall clock: the calendar's REST calls take a local time and an IANA zone, never an
// instant, so a workout planned at 07:00 stays at 07:00 across a clock change.

/** An instant as the calendar calls take it: `MM-DD-YYYY HH:mm` on the wall clock of `timeZone`. */
export function wallClock(when: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(when);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}-${part('day')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Whether `timeZone` is an IANA zone this runtime knows (Intl throws a RangeError for any other). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
