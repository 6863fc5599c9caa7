import { HttpError } from '../http/errors.js';
import {
  BODY_FOCUS,
  CLASS_TYPES,
  EQUIPMENT,
  LEVELS,
  LIMITATIONS,
  NO_EQUIPMENT,
  searchable,
  TARGET_MUSCLES,
} from './catalogue.js';
import type { VideoFilter } from './repository.js';
import type { VideosBody } from './schemas.js';

/** The filter of POST /api/video/videos, read from its body: every value checked, meaningless ones dropped. */

function invalid(message: string): HttpError {
  return new HttpError(400, message, 'invalid_input');
}

/** The values of a list, each once; 400 naming the field for one outside `allowed`. */
function names(field: string, values: readonly string[] | undefined, allowed: readonly string[]): string[] {
  if (values === undefined) return [];
  for (const value of values)
    if (!allowed.includes(value)) throw invalid(`${field}: must be one of ${allowed.join(', ')}`);
  return [...new Set(values)];
}

function range(
  field: string,
  value: { min?: number; max?: number } | undefined,
): { min: number | null; max: number | null } {
  const min = value?.min ?? null;
  const max = value?.max ?? null;
  if (min !== null && max !== null && min > max) throw invalid(`${field}: min must not be above max`);
  return { min, max };
}

/** The words of a search, as `search_text` stores text (case and accents ignored). */
export function searchWords(search: string | undefined): string[] {
  if (search === undefined) return [];
  return [
    ...new Set(
      searchable(search)
        .split(/\s+/)
        .filter((word) => word.length > 0),
    ),
  ];
}

export function readFilter(body: VideosBody, memberId: number | null): VideoFilter {
  const muscles = [...(body.targetMucles ?? []), ...(body.targetMuscles ?? [])];
  let equipment: VideoFilter['equipment'] = null;
  if (body.equipment !== undefined) {
    if (!Array.isArray(body.equipment)) equipment = { none: true, names: [] };
    else if (body.equipment.length > 0) {
      const none = body.equipment.some((name) => name.toLowerCase() === NO_EQUIPMENT.toLowerCase());
      const listed = body.equipment.filter((name) => name.toLowerCase() !== NO_EQUIPMENT.toLowerCase());
      equipment = { none, names: names('equipment', listed, [NO_EQUIPMENT, ...EQUIPMENT]) };
    }
  }
  const timeLength = range('timeLength', body.timeLength);
  const calorieBurn = range('calorieBurn', body.calorieBurn);
  const levels = names('level', body.level, LEVELS).filter((level) => level !== 'Any');
  const bodyFocus = names('bodyFocus', body.bodyFocus, [...BODY_FOCUS, 'Any']).filter(
    (focus) => focus !== 'Any',
  );
  const limitations = names('limitations', body.limitations, [...LIMITATIONS, 'None']).filter(
    (limitation) => limitation !== 'None',
  );
  return {
    classTypes: names('classType', body.classType, CLASS_TYPES),
    studioIds: [...new Set(body.studio ?? [])],
    equipment,
    // A class counts by its length in whole minutes rounded up, as the library shows it ('16 min'
    // for 15:30), so the duration views 0–15, 16–30, … leave no class out and hold each once.
    minSeconds:
      timeLength.min === null || timeLength.min <= 0 ? timeLength.min : (timeLength.min - 1) * 60 + 1,
    maxSeconds: timeLength.max === null ? null : timeLength.max * 60,
    minCalories: calorieBurn.min,
    maxCalories: calorieBurn.max,
    levels,
    bodyFocus,
    limitations,
    targetMuscles: names(
      body.targetMucles !== undefined ? 'targetMucles' : 'targetMuscles',
      muscles,
      TARGET_MUSCLES,
    ),
    searchWords: searchWords(body.search),
    hideCompletedFor: body.hideCompleted === true ? memberId : null,
  };
}
