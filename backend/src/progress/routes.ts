import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import { PROFILE_CHANGES_PER_MEMBER, tooManyProfileChangesMessage } from '../accounts/limits.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { BadRequestError } from '../http/errors.js';
import { keyFor, type RateLimiter } from '../http/rate-limit.js';
import { parseDate } from '../shared/dates.js';
import { isKnownTimeZone } from '../workouts/local-time.js';
import { completedWorkouts, periodProgress, type ProgressFigures } from './calories.js';
import {
  checkBirthday,
  loadProfile,
  presentProfile,
  saveProfile,
  type ActivityLevel,
  type Gender,
  type ProfileChange,
} from './profile.js';
import { profileReadBodySchema, profileSaveBodySchema, progressBodySchema } from './schemas.js';

/** Where "so far" starts: the product's all-time query begins on this day. */
export const SO_FAR_FROM = '2018-01-01';

interface SaveBody {
  userInfo: {
    birthday?: string | null;
    weight?: number | null;
    gender?: Gender | null;
    activityLevel?: ActivityLevel | null;
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day `at` falls on in `timeZone`, YYYY-MM-DD. */
function dayIn(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function dayAfter(day: string): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
}

/** A real YYYY-MM-DD (the schema checked the shape), or a 400 naming the field. */
function realDate(value: string, field: string): string {
  if (parseDate(value) === undefined) throw new BadRequestError(`${field}: is not a real date`);
  return value;
}

/**
 * The end of a range: month queries send day 31 whatever the month, so a day past the month's end
 * (up to 31) means its last day: 2031-02-31 is 2031-02-28.
 */
function rangeEnd(value: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31) throw new BadRequestError('toDate: is not a real date');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${value.slice(0, 8)}${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The calendar month before the one `date` is in, first and last day. */
function monthBefore(date: string): { fromDate: string; toDate: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 2, 1));
  const last = new Date(Date.UTC(year, month - 1, 0));
  return { fromDate: isoDay(first), toDate: isoDay(last) };
}

/**
 * The member's fitness profile (`POST /api/user/me`, `POST /api/user/save`) and progress
 * (`POST /api/history/myprogress`), counted from their completed workouts with their own profile.
 */
export function registerProgressRoutes(
  app: FastifyInstance,
  options: { db: Database; signedIn: preHandlerAsyncHookHandler; limiter: RateLimiter },
): void {
  const { db, signedIn, limiter } = options;

  app.post(
    '/api/user/me',
    { schema: { body: profileReadBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      return ok(presentProfile(await loadProfile(db, member.id), app.clock()));
    },
  );

  app.post<{ Body: SaveBody }>(
    '/api/user/save',
    { schema: { body: profileSaveBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const info = request.body.userInfo;
      const now = app.clock();
      const change: ProfileChange = {};
      if (info.birthday !== undefined)
        change.birthday = info.birthday === null ? null : checkBirthday(info.birthday, isoDay(now));
      // Tenths of a pound, as stored.
      if (info.weight !== undefined)
        change.weight = info.weight === null ? null : Math.round(info.weight * 10) / 10;
      if (change.weight === 0) throw new BadRequestError('userInfo.weight: must be above 0');
      if (info.gender !== undefined) change.gender = info.gender;
      if (info.activityLevel !== undefined) change.activityLevel = info.activityLevel;
      if (Object.keys(change).length === 0)
        throw new BadRequestError('userInfo: must name birthday, weight, gender or activityLevel');
      await limiter.enforce(
        [keyFor(PROFILE_CHANGES_PER_MEMBER, member.id)],
        now,
        tooManyProfileChangesMessage,
      );
      const profile = await db.transaction(async (tx) => {
        await saveProfile(tx, member.id, change, now);
        return presentProfile(await loadProfile(tx, member.id), now);
      });
      return ok({ success: true, profile });
    },
  );

  app.post<{ Body: { fromDate: string; toDate: string; beforeDate?: string; timeZone?: string } }>(
    '/api/history/myprogress',
    { schema: { body: progressBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const fromDate = realDate(request.body.fromDate, 'fromDate');
      const toDate = rangeEnd(request.body.toDate);
      if (toDate < fromDate) throw new BadRequestError('toDate: must not be before fromDate');
      const timeZone = request.body.timeZone ?? 'UTC';
      if (!isKnownTimeZone(timeZone)) throw new BadRequestError('timeZone: is not a known IANA time zone');
      const now = app.clock();
      const beforeDate =
        request.body.beforeDate === undefined
          ? dayAfter(dayIn(now, timeZone))
          : realDate(request.body.beforeDate, 'beforeDate');
      const [stored, workouts] = await Promise.all([
        loadProfile(db, member.id),
        completedWorkouts(db, member.id, timeZone),
      ]);
      const profile = presentProfile(stored, now);
      const weight = profile.weight;
      const period = periodProgress(workouts, fromDate, toDate, weight);
      const previous = monthBefore(fromDate);
      const soFarTo = isoDay(new Date(Date.parse(`${beforeDate}T00:00:00Z`) - DAY_MS));
      const allTime: ProgressFigures = periodProgress(workouts, '0000-01-01', '9999-12-31', weight).total;
      return ok({
        ...period,
        previousMonth: periodProgress(workouts, previous.fromDate, previous.toDate, weight),
        soFar: periodProgress(workouts, SO_FAR_FROM, soFarTo, weight),
        allTime,
        profile: { weight, defaults: profile.defaults.filter((field) => field === 'weight') },
      });
    },
  );
}
