/**
 * A member's wall-clock time in their IANA zone, as an instant: `MM-DD-YYYY HH:mm` in
 * `America/New_York` → the UTC moment it names. Dates that do not exist (31 February) and times a
 * clock change skips (02:30 on a spring-forward night) are refused rather than moved.
 */

export const WHEN_PATTERN = '^\\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}$';

/** Whether `zone` is a time zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function fieldsIn(zone: string, at: Date): Fields {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const asUtc = (f: Fields) => Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute);

export type LocalTimeResult = { at: Date } | { error: 'format' | 'date' | 'gap' };

export function instantOf(when: string, zone: string): LocalTimeResult {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})$/.exec(when);
  if (match === null) return { error: 'format' };
  const [month, day, year, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted: Fields = { year, month, day, hour, minute };
  const wall = new Date(asUtc(wanted));
  if (
    year < 1 ||
    hour > 23 ||
    minute > 59 ||
    wall.getUTCFullYear() !== year ||
    wall.getUTCMonth() !== month - 1 ||
    wall.getUTCDate() !== day
  )
    return { error: 'date' };
  // The zone's offset at a guess, then at the corrected guess (enough for any real zone's rules).
  let guess = asUtc(wanted);
  for (let round = 0; round < 2; round += 1)
    guess = asUtc(wanted) - (asUtc(fieldsIn(zone, new Date(guess))) - guess);
  const found = fieldsIn(zone, new Date(guess));
  if (asUtc(found) !== asUtc(wanted)) return { error: 'gap' };
  return { at: new Date(guess) };
}
