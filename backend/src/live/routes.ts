import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { UserRecord } from '../accounts/repository.js';
import type { Database, Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { checkVisibleText } from '../http/text.js';
import { mayWatch } from './access.js';
import { registerAttendanceRoutes } from './attendance.js';
import { registerBookingRoutes } from './bookings.js';
import { registerBroadcastRoutes } from './broadcasts.js';
import type { BookingCalendar } from './calendar.js';
import type { ClassMail } from './class-mail.js';
import { registerChannelRoutes } from './channel.js';
import { paymentRequired, WATCH_NEEDS_BOOKING_MESSAGE } from './errors.js';
import { registerLiveFriendRoutes } from './friends.js';
import { toApiLiveClass, type ApiLiveClass } from './present.js';
import {
  LiveClassRepository,
  type LiveClassChanges,
  type LiveClassRecord,
  type NewLiveClass,
} from './repository.js';
import { noticeClassCancelled, noticeClassMoved } from './studio-notices.js';
import {
  CHANGE_FIELDS,
  changeBodySchema,
  createBodySchema,
  liveClassParamsSchema,
  MAX_SCHEDULE_RANGE_DAYS,
  upcomingQuerySchema,
} from './schemas.js';

export const STAFF_ONLY_MESSAGE = 'Only studio staff and instructors can manage live classes.';
export const NO_SUCH_CLASS_MESSAGE = 'id: no such live class';
export const CANCELLED_MESSAGE = 'This live class is cancelled and can no longer be changed.';
const PAST_MESSAGE = 'scheduledDatetime: must be in the future';
const NO_SUCH_STUDIO_MESSAGE = 'studioId: no such studio';
const NOTHING_TO_CHANGE_MESSAGE = `body: must change at least one of ${CHANGE_FIELDS.join(', ')}`;

export const OTHER_STUDIO_MESSAGE = 'studioId: you can only manage the live classes of your own studios';

/** Internal staff manage every studio's live classes; instructors those of their studios. */
export const STAFF_USER_TYPES: ReadonlySet<string> = new Set(['internal', 'instructor']);

interface LiveClassBody {
  studioId?: number;
  title?: string;
  description?: string;
  instructor?: string;
  price?: number;
  scheduledDatetime?: string;
  minutesDuration?: number;
  isOnJetsweat?: boolean | number;
}

function requireStaff(): preHandlerAsyncHookHandler {
  return async function (request: FastifyRequest): Promise<void> {
    if (!STAFF_USER_TYPES.has(memberOf(request).member.userType))
      throw new HttpError(403, STAFF_ONLY_MESSAGE);
  };
}

/** 403 unless `member` may manage classes of every one of `studioIds`. */
async function checkStudios(tx: Queryable, member: UserRecord, studioIds: readonly number[]): Promise<void> {
  if (member.userType === 'internal') return;
  const rows = await tx.query<{ studio_id: number }>(
    'SELECT studio_id FROM instructor_studios WHERE user_id = $1 AND studio_id = ANY($2::int[])',
    [member.id, [...studioIds]],
  );
  const allowed = new Set(rows.map((row) => row.studio_id));
  if (!studioIds.every((id) => allowed.has(id))) throw new HttpError(403, OTHER_STUDIO_MESSAGE);
}

/** `2030-02-31T…` parses (as 3 March) in JavaScript; refuse dates that do not exist. */
function isRealCalendarDate(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

interface ScheduleQuery {
  studioId?: number;
  mainSiteOnly?: boolean;
  from?: string;
  to?: string;
}

/** A ranged schedule: the classes starting in the range, and the last start of the whole schedule. */
export interface ApiSchedule {
  classes: ApiLiveClass[];
  /** ISO 8601, UTC: when the last class of the schedule (same studio and site, any range) starts; null when none. */
  publishedUntil: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `from`/`to` of the schedule (their shape checked by the route's schema): real instants, to after from, not too far apart. */
function scheduleRange(fromText: string, toText: string): { from: Date; to: Date } {
  const from = new Date(fromText);
  const to = new Date(toText);
  if (Number.isNaN(from.getTime()) || !isRealCalendarDate(fromText))
    throw new HttpError(400, 'from: is not a real date and time');
  if (Number.isNaN(to.getTime()) || !isRealCalendarDate(toText))
    throw new HttpError(400, 'to: is not a real date and time');
  if (to.getTime() <= from.getTime()) throw new HttpError(400, 'to: must be after from');
  if (to.getTime() - from.getTime() > MAX_SCHEDULE_RANGE_DAYS * DAY_MS)
    throw new HttpError(400, `to: must be at most ${MAX_SCHEDULE_RANGE_DAYS} days after from`);
  return { from, to };
}

/** Validated body fields → repository fields; rules needing the clock or data are checked here. */
async function toChanges(tx: Queryable, body: LiveClassBody, now: Date): Promise<LiveClassChanges> {
  const changes: LiveClassChanges = {};
  if (body.studioId !== undefined) {
    const found = await tx.query('SELECT 1 FROM studios WHERE id = $1', [body.studioId]);
    if (found.length === 0) throw new HttpError(400, NO_SUCH_STUDIO_MESSAGE);
    changes.studioId = body.studioId;
  }
  if (body.title !== undefined) changes.title = checkVisibleText(body.title, 'title').trim();
  if (body.description !== undefined) changes.description = body.description;
  if (body.instructor !== undefined)
    changes.instructor = checkVisibleText(body.instructor, 'instructor').trim();
  if (body.price !== undefined) {
    if (Math.round(body.price * 100) !== Number((body.price * 100).toFixed(6))) {
      throw new HttpError(400, 'price: must have at most two decimals');
    }
    changes.price = body.price.toFixed(2);
  }
  if (body.scheduledDatetime !== undefined) {
    const at = new Date(body.scheduledDatetime);
    if (Number.isNaN(at.getTime()) || !isRealCalendarDate(body.scheduledDatetime)) {
      throw new HttpError(400, 'scheduledDatetime: is not a real date and time');
    }
    if (at.getTime() <= now.getTime()) throw new HttpError(400, PAST_MESSAGE);
    changes.scheduledAt = at;
  }
  if (body.minutesDuration !== undefined) changes.minutesDuration = body.minutesDuration;
  if (body.isOnJetsweat !== undefined)
    changes.isOnJetsweat = body.isOnJetsweat === true || body.isOnJetsweat === 1;
  return changes;
}

/** The API fields whose values differ between two versions of a class. */
function changedFields(before: ApiLiveClass, after: ApiLiveClass): string[] {
  return (Object.keys(after) as Array<keyof ApiLiveClass>).filter((key) => before[key] !== after[key]);
}

async function load(tx: Queryable, id: number, forUpdate = false): Promise<LiveClassRecord> {
  const live = await new LiveClassRepository(tx).findById(id, { forUpdate });
  if (live === undefined) throw new HttpError(404, NO_SUCH_CLASS_MESSAGE);
  return live;
}

export interface LiveOptions {
  db: Database;
  /** PLAYBACK_URL_SECRET: signs the stream page's URL. */
  playbackUrlSecret: string;
  /** The member's workout calendar, which booking and cancelling change. */
  calendar: BookingCalendar;
  /** Booking confirmations, cancellation notices and reminders. */
  mail: ClassMail;
  /** The shared limiter: invitations to a class are limited per member. */
  limiter: RateLimiter;
}

export function registerLiveClassRoutes(app: FastifyInstance, options: LiveOptions): void {
  const { db } = options;
  const repository = new LiveClassRepository(db);
  const signedIn = authenticate(app, db);
  const staff = [signedIn, requireStaff()];

  /** The schedule, whole (a list, as ever) or of a range of start times (with when it is published until). */
  const schedule = async (request: FastifyRequest): Promise<ApiLiveClass[] | ApiSchedule> => {
    const query = request.query as ScheduleQuery;
    const now = app.clock();
    const filter = { studioId: query.studioId, mainSiteOnly: query.mainSiteOnly };
    if (query.from === undefined || query.to === undefined)
      return (await repository.listUpcoming(now, filter)).map(toApiLiveClass);
    const startsIn = scheduleRange(query.from, query.to);
    const classes = await repository.listUpcoming(now, { ...filter, startsIn });
    const last = await repository.lastUpcomingStart(now, filter);
    return {
      classes: classes.map(toApiLiveClass),
      publishedUntil: last === null ? null : last.toISOString(),
    };
  };

  app.get(
    '/api/liveclass/upcoming/public/all',
    { schema: { querystring: upcomingQuerySchema } },
    async (request) => ok(await schedule(request)),
  );

  app.get(
    '/api/liveclass/upcoming',
    { schema: { querystring: upcomingQuerySchema }, preHandler: signedIn },
    async (request) => ok(await schedule(request)),
  );

  app.get(
    '/api/liveclass/upcoming/:id',
    { schema: { params: liveClassParamsSchema }, preHandler: signedIn },
    async (request) => {
      const { id } = request.params as { id: number };
      const live = await load(db, id);
      const api = toApiLiveClass(live);
      // Watching needs a booking or the right to book free; the 402 carries the class to offer paying for it.
      if (!(await mayWatch(db, memberOf(request).member, live, app.clock())))
        throw paymentRequired(WATCH_NEEDS_BOOKING_MESSAGE, api);
      return ok(api);
    },
  );

  registerBookingRoutes(app, db, options.calendar, options.mail);
  registerAttendanceRoutes(app, db);
  registerChannelRoutes(app, db, options.playbackUrlSecret);
  registerBroadcastRoutes(app, db);
  registerLiveFriendRoutes(app, {
    db,
    signedIn,
    limiter: options.limiter,
    publicUrl: options.mail.publicUrl,
  });

  app.post(
    '/api/liveclass',
    { schema: { body: createBodySchema }, preHandler: staff },
    async (request, reply) => {
      const body = request.body as LiveClassBody;
      const { member } = memberOf(request);
      const now = app.clock();
      const created = await db.transaction(async (tx) => {
        const changes = await toChanges(tx, body, now);
        await checkStudios(tx, member, [changes.studioId!]);
        const fields: NewLiveClass = {
          studioId: changes.studioId!,
          title: changes.title!,
          description: changes.description ?? '',
          instructor: changes.instructor!,
          price: changes.price!,
          scheduledAt: changes.scheduledAt!,
          minutesDuration: changes.minutesDuration!,
          isOnJetsweat: changes.isOnJetsweat ?? true,
        };
        const id = await new LiveClassRepository(tx).insert(fields, now);
        const live = toApiLiveClass(await load(tx, id));
        await recordEvent(tx, {
          type: 'liveclass.created',
          occurredAt: now,
          subject: { kind: 'liveclass', id },
          audienceUserIds: null,
          payload: { liveClass: live, byUserId: member.id },
        });
        return live;
      });
      return reply.code(201).send(ok(created));
    },
  );

  app.patch(
    '/api/liveclass/:id',
    { schema: { params: liveClassParamsSchema, body: changeBodySchema }, preHandler: staff },
    async (request) => {
      const { id } = request.params as { id: number };
      const body = request.body as LiveClassBody;
      if (!CHANGE_FIELDS.some((field) => body[field] !== undefined))
        throw new HttpError(400, NOTHING_TO_CHANGE_MESSAGE);
      const { member } = memberOf(request);
      const now = app.clock();
      return ok(
        await db.transaction(async (tx) => {
          const before = await load(tx, id, true);
          await checkStudios(tx, member, [before.studioId]);
          if (before.cancelledAt !== null) throw new HttpError(409, CANCELLED_MESSAGE);
          const changes = await toChanges(tx, body, now);
          if (changes.studioId !== undefined) await checkStudios(tx, member, [changes.studioId]);
          await new LiveClassRepository(tx).update(id, changes, now);
          const beforeApi = toApiLiveClass(before);
          const after = toApiLiveClass(await load(tx, id));
          const changed = changedFields(beforeApi, after);
          // Its members hear of a new start or length (by e-mail, after this answer); a new title or text is no news.
          if (changed.includes('scheduledDatetime') || changed.includes('minutesDuration')) {
            await noticeClassMoved(
              tx,
              id,
              { scheduledAt: before.scheduledAt, minutesDuration: before.minutesDuration },
              now,
            );
          }
          if (changed.length > 0) {
            await recordEvent(tx, {
              type: 'liveclass.changed',
              occurredAt: now,
              subject: { kind: 'liveclass', id },
              audienceUserIds: null,
              payload: { liveClass: after, changed, previous: beforeApi, byUserId: member.id },
            });
          }
          return after;
        }),
      );
    },
  );

  app.delete(
    '/api/liveclass/:id',
    { schema: { params: liveClassParamsSchema }, preHandler: staff },
    async (request) => {
      const { id } = request.params as { id: number };
      const { member } = memberOf(request);
      const now = app.clock();
      return ok(
        await db.transaction(async (tx) => {
          const before = await load(tx, id, true);
          await checkStudios(tx, member, [before.studioId]);
          // Cancelling twice is harmless: the class stays cancelled, and no second event is written.
          if (before.cancelledAt !== null) return toApiLiveClass(before);
          await new LiveClassRepository(tx).cancel(id, now);
          // Refunds and e-mails to its members follow in the background: this answer never waits on them.
          await noticeClassCancelled(tx, id, now);
          const after = toApiLiveClass(await load(tx, id));
          await recordEvent(tx, {
            type: 'liveclass.cancelled',
            occurredAt: now,
            subject: { kind: 'liveclass', id },
            audienceUserIds: null,
            payload: { liveClass: after, byUserId: member.id },
          });
          return after;
        }),
      );
    },
  );
}
