import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { MemberAccessRule } from '../accounts/access.js';
import { memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { keyFor, RateLimitedError, type Limit, type RateLimiter } from '../http/rate-limit.js';
import { toApiProgress } from './present.js';
import { VideoRepository, type Viewer } from './repository.js';
import { logEventBodySchema, MAX_ANALYTICS_BYTES, type LogEventBody } from './schemas.js';
import { WatchingRepository, type ViewingRecord } from './watching-repository.js';

/**
 * POST /api/video/logevent: playback events. Each viewing keeps its own watch time, counted only
 * for time really spent playing, and completes at most once; all under the viewing's row lock.
 */

export const PLAYBACK_NOT_ALLOWED_MESSAGE = 'Subscribe to watch this class.';

/** A player sends a heartbeat every few seconds; ten a second per member is far above that. */
export const PLAYBACK_EVENTS_PER_MEMBER: Limit = { prefix: 'video-event:user:', limit: 10, windowMs: 1000 };

/** Wall-clock slack per interval: events and the playhead never tick exactly together. */
const SLACK_SECONDS = 2;
/** A viewing silent this long starts again (a tab left open overnight). */
const VIEWING_RESTARTS_AFTER_MS = 12 * 60 * 60 * 1000;
/** The share of a video that completes it. */
const COMPLETION_SHARE = 0.9;

interface WatchingOptions {
  db: Database;
  memberAccess: MemberAccessRule;
  limiter: RateLimiter;
  signedIn: preHandlerAsyncHookHandler;
  viewerOf: (request: FastifyRequest, now: Date) => Promise<Viewer>;
}

/** A completed on-demand workout, as the calendar (POST /api/workout/myWorkout) shows it. */
export interface ApiCompletedWorkout {
  id: number;
  when: string;
  status: 'completed';
  videoId: number;
  liveClassId: null;
  liveClass: null;
  /** The zone of the member's plan it completed; null for a workout the viewing added. */
  timeZone: string | null;
}

/** The viewing after an event: its new state, the watch time the event adds and whether it completes it. */
export function applyEvent(
  viewing: ViewingRecord,
  event: { type: LogEventBody['event_type']; position: number; at: Date },
  durationSeconds: number,
): { viewing: ViewingRecord; addedSeconds: number; completes: boolean } {
  let current = viewing;
  if (event.at.getTime() - viewing.lastEventAt.getTime() > VIEWING_RESTARTS_AFTER_MS) {
    current = {
      ...viewing,
      startedAt: event.at,
      lastEventAt: event.at,
      lastPosition: event.position,
      watchedSeconds: 0,
      playing: false,
      completedAt: null,
    };
  }
  let addedSeconds = 0;
  // Time counts only while playing, and never more than the clock allows: a seek jumps, it does not watch.
  if (current.playing && event.type !== 'seek') {
    const wallSeconds = Math.max(0, (event.at.getTime() - current.lastEventAt.getTime()) / 1000);
    const advance = event.position - current.lastPosition;
    addedSeconds = Math.max(0, Math.min(advance, wallSeconds + SLACK_SECONDS));
  }
  const completes = current.completedAt === null && event.position >= COMPLETION_SHARE * durationSeconds;
  return {
    viewing: {
      ...current,
      lastEventAt: event.at,
      lastPosition: event.position,
      watchedSeconds: current.watchedSeconds + addedSeconds,
      playing: event.type === 'start' || event.type === 'heartbeat' || event.type === 'seek',
      completedAt: completes ? event.at : current.completedAt,
    },
    addedSeconds,
    completes,
  };
}

export function registerWatchingRoutes(app: FastifyInstance, options: WatchingOptions): void {
  const { db, limiter, signedIn, viewerOf } = options;

  app.post<{ Body: LogEventBody }>(
    '/api/video/logevent',
    { schema: { body: logEventBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const body = request.body;
      const now = app.clock();
      if (
        body.analytics !== undefined &&
        Buffer.byteLength(JSON.stringify(body.analytics)) > MAX_ANALYTICS_BYTES
      )
        throw new HttpError(400, 'analytics: must be at most 2 KB', 'invalid_input');
      const reservation = await limiter.take([keyFor(PLAYBACK_EVENTS_PER_MEMBER, member.id)], now);
      if (!reservation.granted)
        throw new RateLimitedError(
          'Too many playback events. Please slow down.',
          Math.max(1, Math.ceil(reservation.retryAfterMs / 1000)),
        );
      const videos = new VideoRepository(db);
      const duration = await videos.durationOf(body.videoId);
      if (duration === undefined) throw new HttpError(404, 'videoId: no such video', 'not_found');
      if (body.position > duration + 5)
        throw new HttpError(400, 'position: must not be past the end of the video', 'invalid_input');
      const viewer = await viewerOf(request, now);
      if (!viewer.watchesAll && !(await videos.unlocked(member.id, body.videoId)))
        throw new HttpError(403, PLAYBACK_NOT_ALLOWED_MESSAGE, 'playback_not_allowed');

      const result = await db.transaction(async (tx) => {
        const watching = new WatchingRepository(tx);
        const { viewing } = await watching.lockViewing(
          body.sessionId,
          member.id,
          body.videoId,
          body.position,
          now,
        );
        if (viewing.userId !== member.id || viewing.videoId !== body.videoId)
          throw new HttpError(400, 'sessionId: belongs to another viewing; start a new one', 'invalid_input');
        const applied = applyEvent(
          viewing,
          { type: body.event_type, position: body.position, at: now },
          duration,
        );
        await watching.recordEvent({
          userId: member.id,
          videoId: body.videoId,
          sessionId: body.sessionId,
          type: body.event_type,
          position: body.position,
          device: body.device ?? null,
          analytics: body.analytics ?? null,
          at: now,
        });
        const workout = applied.completes
          ? await watching.completeWorkout(member.id, body.videoId, now)
          : null;
        await watching.saveViewing(applied.viewing, workout?.id ?? null);
        // A finished video starts over next time.
        const progress = await watching.updateProgress({
          userId: member.id,
          videoId: body.videoId,
          position: body.event_type === 'complete' ? 0 : body.position,
          addedSeconds: applied.addedSeconds,
          completedAt: applied.completes ? now : null,
          at: now,
        });
        const completedWorkout: ApiCompletedWorkout | null =
          workout === null
            ? null
            : {
                id: workout.id,
                when: workout.when.toISOString(),
                status: 'completed',
                videoId: workout.videoId,
                liveClassId: null,
                liveClass: null,
                timeZone: workout.timeZone,
              };
        // Heartbeats move only the resume point; what lists show (started, paused, done) is announced.
        if (body.event_type !== 'heartbeat' || completedWorkout !== null)
          await recordEvent(tx, {
            type: 'video.progress_changed',
            occurredAt: now,
            subject: { kind: 'video', id: body.videoId },
            audienceUserIds: [member.id],
            payload: { videoId: body.videoId, progress: toApiProgress(progress) },
          });
        if (completedWorkout !== null)
          await recordEvent(tx, {
            // The member's own plan, done: a change of its status; else a workout on the calendar.
            type: workout?.planned ? 'workout.changed' : 'workout.added',
            occurredAt: now,
            subject: { kind: 'workout', id: completedWorkout.id },
            audienceUserIds: [member.id],
            payload: workout?.planned
              ? { workout: completedWorkout, changed: ['status'], automatic: false }
              : { workout: completedWorkout },
          });
        return { progress: toApiProgress(progress), completedWorkout };
      });
      return reply.code(201).send(ok(result));
    },
  );
}
