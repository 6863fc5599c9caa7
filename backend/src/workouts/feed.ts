import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import type { VideoRecord } from '../library/repository.js';
import { MY_CLASSES_PATH } from '../live/messages.js';
import { foldLine, icsDateTime, icsText, icsUri } from '../mail/calendar.js';
import { studioSiteUrl } from '../mail/messages.js';
import type { StudioRecord } from '../studios/repository.js';
import type { WorkoutRecord } from './repository.js';

/**
 * The member's private calendar feed (iCalendar, RFC 5545): one address a calendar app subscribes
 * to, showing the member's workouts and booked classes. The address's token is the credential.
 *
 * Only the token's SHA-256 is stored, beside a random nonce. The token is the HMAC of the member and
 * that nonce under the server's URL-signing secret, so the member can be shown their address again
 * (it is worked out anew) while the table alone gives nobody a working address. Regenerating draws a
 * new nonce, which revokes the old address.
 */

/** The address's token: 43 base64url characters (256 bits). */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** What the feed shows, from now: 60 days back to a year ahead. */
export const FEED_DAYS_BACK = 60;
export const FEED_DAYS_AHEAD = 366;
/** The most events one feed holds (the window keeps it far smaller for anyone real). */
export const MAX_FEED_EVENTS = 2000;
export const FEED_PRODUCT_LABEL = 'StreamFit';
/** The on-demand class page (web: /newplatform/items/classes/:videoId). */
const VIDEO_PAGE_PATH = '/newplatform/items/classes';

export function newFeedNonce(): string {
  return randomBytes(24).toString('base64url');
}

/** The member's token for `nonce` (the label keeps it apart from every other use of the secret). */
export function feedToken(secret: string, userId: number, nonce: string): string {
  return createHmac('sha256', secret).update(`calendar-feed:${userId}:${nonce}`).digest('base64url');
}

export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether two stored hashes agree, in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/calendar/feed/${token}.ics`;
}

export interface FeedRecord {
  userId: number;
  tokenHash: string;
  nonce: string;
  createdAt: Date;
}

interface FeedRow {
  user_id: number;
  token_hash: string;
  nonce: string;
  created_at: Date | string;
}

const toFeed = (row: FeedRow): FeedRecord => ({
  userId: row.user_id,
  tokenHash: row.token_hash,
  nonce: row.nonce,
  createdAt: new Date(row.created_at),
});

/** Table `workout_calendar_feeds`: one feed per member at most. */
export class CalendarFeedRepository {
  constructor(private readonly db: Queryable) {}

  async ofMember(userId: number): Promise<FeedRecord | undefined> {
    const rows = await this.db.query<FeedRow>(
      'SELECT user_id, token_hash, nonce, created_at FROM workout_calendar_feeds WHERE user_id = $1',
      [userId],
    );
    return rows[0] === undefined ? undefined : toFeed(rows[0]);
  }

  /** The member's feed, made when there is none; of two first calls at once, the first one's stands. */
  async ensure(userId: number, tokenHash: string, nonce: string, now: Date): Promise<FeedRecord> {
    await this.db.query(
      `INSERT INTO workout_calendar_feeds (user_id, token_hash, nonce, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO NOTHING`,
      [userId, tokenHash, nonce, now],
    );
    const feed = await this.ofMember(userId);
    if (feed === undefined) throw new Error(`calendar feed of member ${userId} vanished`);
    return feed;
  }

  /** A new token for the member's feed: the old one stops working at once. */
  async replace(userId: number, tokenHash: string, nonce: string, now: Date): Promise<FeedRecord> {
    const rows = await this.db.query<FeedRow>(
      `INSERT INTO workout_calendar_feeds (user_id, token_hash, nonce, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, nonce = EXCLUDED.nonce,
                                           created_at = EXCLUDED.created_at
       RETURNING user_id, token_hash, nonce, created_at`,
      [userId, tokenHash, nonce, now],
    );
    if (rows[0] === undefined) throw new Error(`calendar feed of member ${userId} was not saved`);
    return toFeed(rows[0]);
  }

  /** The feed whose token hashes to `tokenHash`, or undefined (unknown or revoked). */
  async byTokenHash(tokenHash: string): Promise<FeedRecord | undefined> {
    const rows = await this.db.query<FeedRow>(
      'SELECT user_id, token_hash, nonce, created_at FROM workout_calendar_feeds WHERE token_hash = $1',
      [tokenHash],
    );
    const feed = rows[0] === undefined ? undefined : toFeed(rows[0]);
    return feed !== undefined && sameHash(feed.tokenHash, tokenHash) ? feed : undefined;
  }
}

/** What one event of the feed is made from. */
export interface FeedEntry {
  workout: WorkoutRecord;
  video: VideoRecord | undefined;
  /** The video's or the class's studio. */
  studio: StudioRecord | undefined;
}

export interface FeedSettings {
  /** PUBLIC_URL: links go to the studio's white-label site when it has one, else here. */
  publicUrl: string;
  /** When this copy of the feed was made (DTSTAMP). */
  now: Date;
}

interface FeedEvent {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  lastModified: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
}

function minutes(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds / 60));
  return `${whole} minute${whole === 1 ? '' : 's'}`;
}

/** The event of one workout, or undefined when what it was for is gone (a deleted video or class). */
function eventOf(entry: FeedEntry, host: string, settings: FeedSettings): FeedEvent | undefined {
  const { workout, video, studio } = entry;
  const site = studioSiteUrl(studio?.whitelabelDomain ?? null, settings.publicUrl).replace(/\/+$/, '');
  const location = studio?.whitelabelDomain ?? FEED_PRODUCT_LABEL;
  const studioName = studio?.name ?? FEED_PRODUCT_LABEL;
  const done = workout.status === 'completed' ? ['You completed this workout.'] : [];
  const common = {
    uid: `workout-${workout.id}@${host}`,
    sequence: workout.revision,
    start: workout.when,
    lastModified: workout.updatedAt,
    location,
  };
  if (workout.liveClass !== null) {
    const live = workout.liveClass;
    const url = `${site}${MY_CLASSES_PATH}/${live.id}`;
    return {
      ...common,
      end: new Date(workout.when.getTime() + live.minutesDuration * 60_000),
      summary: `${live.title} (${studioName})`,
      description: [
        `${live.title} with ${live.instructor}, a live class from ${studioName}.`,
        `${minutes(live.minutesDuration * 60)}.`,
        ...done,
        `Join: ${url}`,
      ].join('\n'),
      url,
    };
  }
  if (video !== undefined) {
    const url = `${site}${VIDEO_PAGE_PATH}/${video.id}`;
    return {
      ...common,
      end: new Date(workout.when.getTime() + video.durationSeconds * 1000),
      summary: `${video.title} (${studioName})`,
      description: [
        `${video.title} with ${video.instructorName}, an on-demand class from ${studioName}.`,
        `${minutes(video.durationSeconds)}.`,
        ...(video.program === null ? [] : [`Program: ${video.program.title}`]),
        ...done,
        `Watch: ${url}`,
      ].join('\n'),
      url,
    };
  }
  return undefined;
}

/**
 * The feed: one VCALENDAR (METHOD:PUBLISH) with a VEVENT per workout; UIDs stable per workout, SEQUENCE
 * its revision, times in UTC; lines end in CRLF and are folded at 75 octets, text escaped.
 */
export function feedCalendar(entries: readonly FeedEntry[], settings: FeedSettings): string {
  const host = new URL(settings.publicUrl).hostname || 'streamfit.app';
  const stamp = icsDateTime(settings.now);
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:-//${FEED_PRODUCT_LABEL}//Workout calendar//EN`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(`${FEED_PRODUCT_LABEL} workouts`)}`,
    // How often calendar apps should fetch it again (RFC 7986, and the older name many apps read).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const entry of entries) {
    const event = eventOf(entry, host, settings);
    if (event === undefined) continue;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${icsText(event.uid)}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${icsDateTime(event.lastModified)}`,
      `DTSTART:${icsDateTime(event.start)}`,
      `DTEND:${icsDateTime(event.end)}`,
      `SUMMARY:${icsText(event.summary)}`,
      `DESCRIPTION:${icsText(event.description)}`,
      `LOCATION:${icsText(event.location)}`,
      `URL:${icsUri(event.url)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
