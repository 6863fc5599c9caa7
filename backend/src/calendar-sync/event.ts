import { createHash } from 'node:crypto';

/**
 * One scheduled workout as an event in the member's calendar: what it says and when, built the same
 * way for both providers, and the hash that tells the sync whether the copy in the calendar is current.
 */

/** A scheduled workout with what its event shows (the repository joins the video or the live class). */
export interface SyncedWorkout {
  workoutId: number;
  /** An on-demand video the member planned, or a live class they booked. */
  kind: 'video' | 'live';
  /** The video's or the live class's id (the page the event links to). */
  itemId: number;
  title: string;
  /** The video's summary or the class's description; may be empty. */
  about: string;
  instructor: string;
  start: Date;
  durationSeconds: number;
  /** The member's zone for a workout they planned, else the studio's. */
  timeZone: string;
  /** The studio's white-label domain, when it has one. */
  studioDomain: string | null;
}

export interface CalendarEventBody {
  workoutId: number;
  summary: string;
  /** HTML: every value from the catalogue escaped. */
  description: string;
  location: string;
  start: Date;
  end: Date;
  /** IANA zone; both providers take it as the event's zone. */
  timeZone: string;
}

/** Bumped whenever what an event says changes shape, so every copy in every calendar is brought up to date. */
const EVENT_FORMAT = 1;
const MAX_ABOUT_LENGTH = 1000;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `45 minutes`, `1 minute`; a video's length rounded up to whole minutes, as the library shows it. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The class's page on the site: the on-demand class page or the live class page. */
export function classPageUrl(workout: Pick<SyncedWorkout, 'kind' | 'itemId'>, publicUrl: string): string {
  return workout.kind === 'video'
    ? `${publicUrl}/newplatform/items/classes/${workout.itemId}`
    : `${publicUrl}/newplatform/live/upcoming/${workout.itemId}`;
}

export function eventFor(workout: SyncedWorkout, publicUrl: string): CalendarEventBody {
  const about = workout.about.trim();
  const who = `${workout.kind === 'live' ? 'Live class with' : 'With'} ${workout.instructor}`;
  const paragraphs = [
    `<p><strong>${escapeHtml(workout.title)}</strong></p>`,
    `<p>${escapeHtml(who)} · ${minutesText(workout.durationSeconds)}</p>`,
    ...(about === ''
      ? []
      : [
          `<p>${escapeHtml(about.length > MAX_ABOUT_LENGTH ? `${about.slice(0, MAX_ABOUT_LENGTH - 1)}…` : about)}</p>`,
        ]),
    `<p><a href="${escapeHtml(classPageUrl(workout, publicUrl))}">Open this class on StreamFit</a></p>`,
  ];
  return {
    workoutId: workout.workoutId,
    summary: workout.title,
    description: paragraphs.join(''),
    location: workout.studioDomain ?? 'StreamFit',
    start: workout.start,
    end: new Date(workout.start.getTime() + workout.durationSeconds * 1000),
    timeZone: workout.timeZone,
  };
}

/** What the calendar should hold for this workout, as one value: equal hashes, nothing to change. */
export function hashOf(event: CalendarEventBody): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        EVENT_FORMAT,
        event.start.toISOString(),
        event.end.toISOString(),
        event.summary,
        event.description,
        event.location,
        event.timeZone,
      ]),
    )
    .digest('hex');
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/**
 * The wall-clock time of `at` in `zone`: `YYYY-MM-DDTHH:mm:ss` and the zone's offset then (`+01:00`).
 * Google reads the pair as one exact instant; Graph takes the local time with the zone's name.
 */
export function wallClock(at: Date, zone: string): { local: string; offset: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  const [year, month, day, hour, minute, second] = [
    get('year'),
    get('month'),
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offsetMinutes = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  return {
    local: `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`,
    offset: `${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`,
  };
}
