// The library's arguments, checked before any REST call (a refusal costs no round trip) and turned
// into the REST filter (API.md "The filter"): the graph's names become the contract's, spelling
// included (`targetMucles`).
import type { VideoFilter, VideoSort } from '../__generated__/resolvers-types.js';
import { userInputError } from '../errors/index.js';
import { cursorToRestCursor, MAX_PAGE_SIZE } from '../relay/connection.js';
import type { RestVideoFilter } from './models.js';

/** The library's page when `first` is left out (the backend's default too). */
export const DEFAULT_VIDEO_PAGE = 24;
export const MAX_SEARCH_LENGTH = 100;
/** A filter value (a class type, a muscle, …): the contract's longest is well under this. */
export const MAX_CHOICE_LENGTH = 100;
/** Choices per filter field: more than any field's enumeration holds. */
export const MAX_CHOICES = 50;

const SORTS: Readonly<Record<VideoSort, string>> = {
  RECOMMENDED: 'recommended',
  NEWEST: 'newest',
  LONGEST: 'longest',
  SHORTEST: 'shortest',
  HIGHEST: 'highest',
};

/** `first`/`after` of a REST-paged list: 1 to 100 (`fallback` when left out), a cursor we issued. */
export function pageArgs(
  args: { first?: number | null; after?: string | null },
  fallback: number,
): { limit: number; after: string | null } {
  const first = args.first ?? fallback;
  if (!Number.isSafeInteger(first) || first < 1 || first > MAX_PAGE_SIZE)
    throw userInputError(`\`first\` must be between 1 and ${MAX_PAGE_SIZE}, got ${first}.`);
  return { limit: first, after: args.after == null ? null : cursorToRestCursor(args.after, 'after') };
}

function choices(values: readonly string[] | null | undefined, field: string): string[] | undefined {
  if (values === null || values === undefined) return undefined;
  if (values.length > MAX_CHOICES)
    throw userInputError(`\`filter.${field}\` takes at most ${MAX_CHOICES} choices.`);
  const kept = values.map((value) => value.trim()).filter((value) => value !== '');
  const tooLong = kept.find((value) => value.length > MAX_CHOICE_LENGTH);
  if (tooLong !== undefined)
    throw userInputError(`\`filter.${field}\` values must be at most ${MAX_CHOICE_LENGTH} characters.`);
  return kept.length === 0 ? undefined : [...new Set(kept)];
}

function range(
  value: { min?: number | null; max?: number | null } | null | undefined,
  field: string,
): { min?: number; max?: number } | undefined {
  if (value === null || value === undefined) return undefined;
  const { min, max } = value;
  for (const [end, given] of [
    ['min', min],
    ['max', max],
  ] as const) {
    if (given !== null && given !== undefined && given < 0)
      throw userInputError(`\`filter.${field}.${end}\` must be 0 or more, got ${given}.`);
  }
  if (min !== null && min !== undefined && max !== null && max !== undefined && min > max)
    throw userInputError(`\`filter.${field}\`: min (${min}) must not be above max (${max}).`);
  const read = {
    ...(min === null || min === undefined ? {} : { min }),
    ...(max === null || max === undefined ? {} : { max }),
  };
  return Object.keys(read).length === 0 ? undefined : read;
}

/** The REST filter for the graph's filter and sort; BAD_USER_INPUT naming the field for anything wrong. */
export function restFilter(
  filter: VideoFilter | null | undefined,
  sort: VideoSort | null | undefined,
): RestVideoFilter {
  const given = filter ?? {};
  const search = given.search?.trim();
  if (search !== undefined && search.length > MAX_SEARCH_LENGTH)
    throw userInputError(`\`filter.search\` must be at most ${MAX_SEARCH_LENGTH} characters.`);
  const studioIds = given.studioIds ?? undefined;
  if (studioIds !== undefined) {
    if (studioIds.length > MAX_CHOICES)
      throw userInputError(`\`filter.studioIds\` takes at most ${MAX_CHOICES} choices.`);
    if (studioIds.some((id) => id <= 0))
      throw userInputError('`filter.studioIds` must hold positive studio ids.');
  }
  const entries: RestVideoFilter = {
    targetMucles: choices(given.targetMuscles, 'targetMuscles'),
    classType: choices(given.classTypes, 'classTypes'),
    studio: studioIds && studioIds.length > 0 ? [...new Set(studioIds)] : undefined,
    // Only the videos needing none: the dashboard's row, whatever else was ticked.
    equipment: given.noEquipment === true ? ['None'] : choices(given.equipment, 'equipment'),
    timeLength: range(given.minutes, 'minutes'),
    calorieBurn: range(given.calories, 'calories'),
    level: choices(given.levels, 'levels'),
    bodyFocus: choices(given.bodyFocus, 'bodyFocus'),
    limitations: choices(given.limitations, 'limitations'),
    sort: SORTS[sort ?? 'RECOMMENDED'],
    search: search === undefined || search === '' ? undefined : search,
    hideCompleted: given.hideCompleted === true ? true : undefined,
  };
  // Fields left out are not sent (and not part of the loaders' keys).
  return Object.fromEntries(
    Object.entries(entries).filter(([, value]) => value !== undefined),
  ) as RestVideoFilter;
}
