import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { MemberAccessRule } from '../accounts/access.js';
import { memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { toApiVideo } from '../library/present.js';
import { VideoRepository } from '../library/repository.js';
import { viewerFor } from '../library/routes.js';
import { instantOf, isKnownTimeZone } from './local-time.js';
import { recordWorkoutEvent } from './events.js';
import { presentWorkout } from './present.js';
import { WorkoutRepository } from './repository.js';
import { idSchema, timeZoneSchema, whenSchema } from './schemas.js';

/** The member plans on-demand workouts (POST /api/workout/add) and is given the day's (dailyWorkout). */

const DAY_MS = 86_400_000;

export const addWorkoutBodySchema = {
  type: 'object',
  properties: {
    videoId: idSchema,
    // The live-class variant's spelling.
    videodId: idSchema,
    liveClassId: {},
    status: { type: 'string', enum: ['scheduled'], 'x-error': "must be 'scheduled'" },
    when: whenSchema,
    timeZone: timeZoneSchema,
  },
  required: ['when', 'timeZone'],
} as const;

interface AddWorkoutBody {
  videoId?: number;
  videodId?: number;
  liveClassId?: unknown;
  status?: 'scheduled';
  when: string;
  timeZone: string;
}

function invalid(message: string): HttpError {
  return new HttpError(400, message, 'invalid_input');
}

export function registerPlanningRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: preHandlerAsyncHookHandler,
  memberAccess: MemberAccessRule,
): void {
  const viewerOf = viewerFor(db, memberAccess);

  app.post<{ Body: AddWorkoutBody }>(
    '/api/workout/add',
    { schema: { body: addWorkoutBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const body = request.body;
      if (body.liveClassId !== undefined && body.liveClassId !== null)
        throw invalid('liveClassId: live classes are added by booking them');
      const videoId = body.videoId ?? body.videodId;
      if (videoId === undefined) throw invalid('videoId: is required');
      if (!isKnownTimeZone(body.timeZone)) throw invalid('timeZone: is not a known IANA time zone');
      const instant = instantOf(body.when, body.timeZone);
      if ('error' in instant) {
        if (instant.error === 'format') throw invalid('when: must be MM-DD-YYYY HH:mm');
        if (instant.error === 'date') throw invalid('when: is not a real date and time');
        throw invalid(`when: does not exist in ${body.timeZone} (the clocks change then)`);
      }
      const now = app.clock();
      const workout = await db.transaction(async (tx) => {
        if (!(await new VideoRepository(tx).exists(videoId)))
          throw new HttpError(404, 'videoId: no such video', 'not_found');
        const added = await new WorkoutRepository(tx).addVideo(
          member.id,
          videoId,
          instant.at,
          body.timeZone,
          now,
        );
        const api = await presentWorkout(tx, added);
        await recordWorkoutEvent(tx, member.id, { type: 'workout.added', workout: api }, now);
        return api;
      });
      return reply.code(201).send(ok(workout));
    },
  );

  app.post(
    '/api/workout/dailyWorkout',
    { schema: { body: { type: ['object', 'null'] } }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const viewer = await viewerOf(request, now);
      const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
      const videos = new VideoRepository(db);
      const planned = await new WorkoutRepository(db).firstPlannedVideo(
        member.id,
        dayStart,
        new Date(dayStart.getTime() + DAY_MS),
      );
      if (planned !== undefined) {
        const video = await videos.byId(planned.videoId, viewer);
        if (video !== undefined)
          return ok([
            {
              video: toApiVideo(video),
              workoutId: planned.id,
              when: planned.when.toISOString(),
              planned: true,
            },
          ]);
      }
      const pick = await videos.pickOfTheDay(Math.floor(dayStart.getTime() / DAY_MS), viewer);
      return ok(
        pick === undefined ? [] : [{ video: toApiVideo(pick), workoutId: null, when: null, planned: false }],
      );
    },
  );
}
