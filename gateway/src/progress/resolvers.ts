// The member's fitness profile and progress, and changing the profile. A month is checked before
// any call (a malformed one costs none); the month's REST range is its first and last day, with
// "so far" running to today included.
import type { MutationResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import { userInputError } from '../errors/index.js';
import { RestFailure } from '../rest/client.js';
import {
  LOG_IN_MESSAGE,
  NOT_SIGNED_IN,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type UserErrorModel,
} from '../shared/user-errors.js';
import { postFitnessProfile, REST_ACTIVITY_LEVELS } from './rest.js';
import { isKnownTimeZone } from './loaders.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The backend's earliest birthday. */
const EARLIEST_BIRTHDAY = '1900-01-01';
const MAX_WEIGHT = 1000;

const invalid = (field: string | null, message: string): UserErrorModel => ({
  field,
  code: 'INVALID_INPUT',
  message,
});

/** Whether `YYYY-MM-DD` names a day of the calendar (not 31 April). */
function isRealDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The input's fields as the backend takes them, or the userErrors saying what is wrong. */
function profileChange(input: {
  birthday?: string | null;
  weight?: number | null;
  gender?: 'F' | 'M' | null;
  activityLevel?: keyof typeof REST_ACTIVITY_LEVELS | null;
}): { userInfo: Record<string, string | number | null> } | { userErrors: UserErrorModel[] } {
  const userInfo: Record<string, string | number | null> = {};
  const errors: UserErrorModel[] = [];
  if (input.birthday !== undefined) {
    const birthday = input.birthday?.trim() ?? null;
    const today = new Date().toISOString().slice(0, 10);
    if (birthday !== null && !isRealDay(birthday))
      errors.push(invalid('birthday', 'Birthday must be a real date, as YYYY-MM-DD.'));
    else if (birthday !== null && birthday > today)
      errors.push(invalid('birthday', 'Birthday must not be in the future.'));
    else if (birthday !== null && birthday < EARLIEST_BIRTHDAY)
      errors.push(invalid('birthday', 'Birthday must not be before 1900-01-01.'));
    else userInfo.birthday = birthday;
  }
  if (input.weight !== undefined) {
    const weight = input.weight;
    // Stored to a tenth of a pound: what rounds to 0 is no weight.
    if (weight !== null && (!Number.isFinite(weight) || Math.round(weight * 10) <= 0 || weight > MAX_WEIGHT))
      errors.push(invalid('weight', `Weight must be above 0 and at most ${MAX_WEIGHT} lb.`));
    else userInfo.weight = weight;
  }
  if (input.gender !== undefined) userInfo.gender = input.gender;
  if (input.activityLevel !== undefined)
    userInfo.activityLevel = input.activityLevel === null ? null : REST_ACTIVITY_LEVELS[input.activityLevel];
  if (errors.length > 0) return { userErrors: errors };
  if (Object.keys(userInfo).length === 0)
    return {
      userErrors: [invalid(null, 'Choose something to change: birthday, weight, gender or activity level.')],
    };
  return { userInfo };
}

/** The userError of a refused profile change, or null (an outage, a 5xx). */
function profileFailure(error: unknown): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const { upstreamStatus: status, upstreamMessage: message } = error;
  if (status === 429)
    return { field: null, code: 'TOO_MANY_ATTEMPTS', message: message ?? TOO_MANY_ATTEMPTS_MESSAGE };
  if (status === 401) return { field: null, code: 'UNAUTHENTICATED', message: message ?? LOG_IN_MESSAGE };
  if (status === 400 || status === 422) {
    const field =
      message === null
        ? null
        : (/^userInfo\.(birthday|weight|gender|activityLevel):\s/.exec(message)?.[1] ?? null);
    return invalid(field, message ?? 'The request was not valid.');
  }
  return null;
}

const Mutation: MutationResolvers = {
  updateFitnessProfile: async (_root, { input }, context) => {
    const change = profileChange(input);
    if ('userErrors' in change) return { fitnessProfile: null, userErrors: change.userErrors };
    if (!context.rest.hasAuthorization) return { fitnessProfile: null, userErrors: [NOT_SIGNED_IN] };
    try {
      const profile = await postFitnessProfile(context.rest, change.userInfo);
      context.loaders.progress.replaceFitnessProfile(profile);
      return { fitnessProfile: profile, userErrors: [] };
    } catch (error) {
      const userError = profileFailure(error);
      if (!userError) throw error;
      if (userError.code === 'UNAUTHENTICATED') context.loaders.accounts.endSession();
      return { fitnessProfile: null, userErrors: [userError] };
    }
  },
};

export const progressResolvers: Resolvers = {
  User: {
    fitnessProfile: (_user, _args, context) => context.loaders.progress.fitnessProfile(),
    progress: (_user, { month, timeZone }, context) => {
      const trimmed = month.trim();
      if (!MONTH.test(trimmed)) throw userInputError('`month` must be a month, as 2026-11.');
      const zone = timeZone?.trim() || 'UTC';
      if (zone.length > 64 || !isKnownTimeZone(zone))
        throw userInputError('`timeZone` must be an IANA time zone, as Europe/Paris.');
      return context.loaders.progress.progress(trimmed, zone);
    },
  },
  Mutation,
};
