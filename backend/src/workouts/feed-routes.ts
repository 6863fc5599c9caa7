import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { keyFor, tryAgainIn, type Limit, type RateLimiter } from '../http/rate-limit.js';
import { StudioRepository } from '../studios/repository.js';
import {
  CalendarFeedRepository,
  FEED_DAYS_AHEAD,
  FEED_DAYS_BACK,
  FEED_TOKEN_PATTERN,
  feedCalendar,
  feedToken,
  feedTokenHash,
  feedUrl,
  MAX_FEED_EVENTS,
  newFeedNonce,
  sameHash,
  type FeedEntry,
  type FeedRecord,
} from './feed.js';
import { videosOf } from './present.js';
import { WorkoutRepository } from './repository.js';
import { noBodySchema } from './schemas.js';

/** The member's private calendar feed: its address (made on first ask, replaced on demand) and the feed. */

const DAY_MS = 86_400_000;

/**
 * Feed fetches per client address: calendar apps fetch every few hours, and one service fetches
 * for many members from few addresses, so the limit is generous; it bounds the load and makes
 * walking through tokens slow (every request counts, an unknown token too).
 */
export const FEED_FETCHES_PER_ADDRESS: Limit = {
  prefix: 'calendar-feed:ip:',
  limit: 120,
  windowMs: 10 * 60_000,
};

export function tooManyFeedFetchesMessage(minutes: number): string {
  return `Too many calendar feed requests. ${tryAgainIn(minutes)}`;
}

export const NO_SUCH_FEED_MESSAGE = 'No such calendar feed.';

export interface FeedOptions {
  db: Database;
  signedIn: preHandlerAsyncHookHandler;
  limiter: RateLimiter;
  publicUrl: string;
  /** The server's URL-signing secret, which feed tokens are derived from. */
  secret: string;
}

const feedParamsSchema = {
  type: 'object',
  properties: { file: { type: 'string' } },
  required: ['file'],
} as const;

export function registerFeedRoutes(app: FastifyInstance, options: FeedOptions): void {
  const { db, signedIn, limiter, publicUrl, secret } = options;

  const answer = (feed: FeedRecord, token: string) => ({
    url: feedUrl(publicUrl, token),
    createdAt: feed.createdAt.toISOString(),
  });

  /** A new token for the member, replacing any (the old address stops working). */
  async function replaceFeed(userId: number, now: Date) {
    const nonce = newFeedNonce();
    const token = feedToken(secret, userId, nonce);
    const feed = await new CalendarFeedRepository(db).replace(userId, feedTokenHash(token), nonce, now);
    return answer(feed, token);
  }

  app.post(
    '/api/workout/calendarFeed',
    { schema: { body: noBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const feeds = new CalendarFeedRepository(db);
      const nonce = newFeedNonce();
      const fresh = feedToken(secret, member.id, nonce);
      const feed = await feeds.ensure(member.id, feedTokenHash(fresh), nonce, now);
      const token = feed.nonce === nonce ? fresh : feedToken(secret, member.id, feed.nonce);
      // The secret changed since the address was made: its token cannot be worked out again, so
      // the member gets a new address (the old one could never be shown to them again).
      if (!sameHash(feedTokenHash(token), feed.tokenHash)) return ok(await replaceFeed(member.id, now));
      return ok(answer(feed, token));
    },
  );

  app.post(
    '/api/workout/calendarFeed/regenerate',
    { schema: { body: noBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      return ok(await replaceFeed(member.id, app.clock()));
    },
  );

  // No session: the unguessable token in the address is the credential (calendar apps send nothing else).
  app.get<{ Params: { file: string } }>(
    '/api/calendar/feed/:file',
    { schema: { params: feedParamsSchema } },
    async (request, reply) => {
      const now = app.clock();
      await limiter.enforce([keyFor(FEED_FETCHES_PER_ADDRESS, request.ip)], now, tooManyFeedFetchesMessage);
      const file = request.params.file;
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      if (!FEED_TOKEN_PATTERN.test(token)) throw new HttpError(404, NO_SUCH_FEED_MESSAGE, 'not_found');
      const feed = await new CalendarFeedRepository(db).byTokenHash(feedTokenHash(token));
      if (feed === undefined) throw new HttpError(404, NO_SUCH_FEED_MESSAGE, 'not_found');
      const workouts = await new WorkoutRepository(db).listForMember(
        feed.userId,
        new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS),
        new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS),
        MAX_FEED_EVENTS,
        ['scheduled', 'completed'],
      );
      const videos = await videosOf(db, workouts);
      const studioIds = new Set<number>();
      for (const workout of workouts) {
        if (workout.liveClass !== null) studioIds.add(workout.liveClass.studioId);
        const video = workout.videoId === null ? undefined : videos.get(workout.videoId);
        if (video !== undefined) studioIds.add(video.studio.id);
      }
      const studios = new Map(
        (await new StudioRepository(db).findByIds([...studioIds])).map((studio) => [studio.id, studio]),
      );
      const entries: FeedEntry[] = workouts.map((workout) => {
        const video = workout.videoId === null ? undefined : videos.get(workout.videoId);
        const studioId = workout.liveClass?.studioId ?? video?.studio.id;
        return { workout, video, studio: studioId === undefined ? undefined : studios.get(studioId) };
      });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="streamfit-workouts.ics"')
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex')
        .send(feedCalendar(entries, { publicUrl, now }));
    },
  );
}
