import type { VideoFilter, VideoSort } from './__generated__/ClassesPageCatalogueQuery.graphql';

/** The quick duration buttons: the facet values of the graph, with what they read. */
export const DURATION_BUCKETS = [
  { value: '0-15', label: 'Up to 15 min', minutes: { min: 0, max: 15 } },
  { value: '15-30', label: '15–30 min', minutes: { min: 16, max: 30 } },
  { value: '30-45', label: '30–45 min', minutes: { min: 31, max: 45 } },
  { value: '45-60', label: '45–60 min', minutes: { min: 46, max: 60 } },
  { value: '60+', label: 'Over 60 min', minutes: { min: 61 } },
] as const;

export type DurationBucket = (typeof DURATION_BUCKETS)[number]['value'];

/** The quick body-focus buttons. */
export const BODY_FOCUS_GROUPS = ['Upper Body', 'Lower Body', 'Core', 'Total Body'] as const;

/** The panel's ranges start wide open: the ends mean 'no limit'. */
export const MINUTES_RANGE = { min: 0, max: 90 } as const;
export const CALORIES_RANGE = { min: 0, max: 800 } as const;

export const SORTS: ReadonlyArray<{ value: VideoSort; label: string }> = [
  { value: 'RECOMMENDED', label: 'Recommended' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'LONGEST', label: 'Longest' },
  { value: 'SHORTEST', label: 'Shortest' },
  { value: 'HIGHEST', label: 'Highest calories' },
];

/** Everything the filter panel can hold. */
export interface PanelFilters {
  search: string;
  classTypes: string[];
  studioIds: number[];
  equipment: string[];
  levels: string[];
  bodyFocus: string[];
  limitations: string[];
  targetMuscles: string[];
  minutes: { min: number; max: number };
  calories: { min: number; max: number };
  hideCompleted: boolean;
}

/**
 * What the classes page shows. The views are exclusive: choosing one (a duration button, a
 * body-focus button, favorites, history, the filter panel or 'Show all') turns the others off.
 */
export type LibraryView =
  | { kind: 'all' }
  | { kind: 'filtered'; filters: PanelFilters }
  | { kind: 'duration'; bucket: DurationBucket }
  | { kind: 'bodyFocus'; focus: (typeof BODY_FOCUS_GROUPS)[number] }
  | { kind: 'favorites' }
  | { kind: 'history' };

export interface LibraryState {
  view: LibraryView;
  sort: VideoSort;
}

export function emptyPanel(): PanelFilters {
  return {
    search: '',
    classTypes: [],
    studioIds: [],
    equipment: [],
    levels: [],
    bodyFocus: [],
    limitations: [],
    targetMuscles: [],
    minutes: { ...MINUTES_RANGE },
    calories: { ...CALORIES_RANGE },
    hideCompleted: false,
  };
}

/** Whether the panel holds nothing beyond its defaults. */
export function isEmptyPanel(filters: PanelFilters): boolean {
  return toVideoFilter({ kind: 'filtered', filters }) === null;
}

/** The query-string names of the panel's lists. */
const LIST_PARAMS = {
  classTypes: 'type',
  equipment: 'equipment',
  levels: 'level',
  bodyFocus: 'focus',
  limitations: 'limitation',
  targetMuscles: 'muscle',
} as const;

/** Search words are capped like the graph caps them. */
const SEARCH_MAX = 100;

function whole(value: string | null, min: number, max: number, fallback: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.min(max, Math.max(min, Number(value)));
}

function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function parsePanel(params: URLSearchParams): PanelFilters {
  const filters = emptyPanel();
  filters.search = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  for (const [field, name] of Object.entries(LIST_PARAMS) as Array<[keyof typeof LIST_PARAMS, string]>) {
    filters[field] = distinct(params.getAll(name).filter((value) => value.trim() !== ''));
  }
  filters.studioIds = distinct(
    params
      .getAll('studio')
      .filter((value) => /^\d+$/.test(value))
      .map(Number),
  );
  const minMinutes = whole(params.get('min'), MINUTES_RANGE.min, MINUTES_RANGE.max, MINUTES_RANGE.min);
  const maxMinutes = whole(params.get('max'), MINUTES_RANGE.min, MINUTES_RANGE.max, MINUTES_RANGE.max);
  filters.minutes = { min: Math.min(minMinutes, maxMinutes), max: Math.max(minMinutes, maxMinutes) };
  const minCalories = whole(params.get('calmin'), CALORIES_RANGE.min, CALORIES_RANGE.max, CALORIES_RANGE.min);
  const maxCalories = whole(params.get('calmax'), CALORIES_RANGE.min, CALORIES_RANGE.max, CALORIES_RANGE.max);
  filters.calories = { min: Math.min(minCalories, maxCalories), max: Math.max(minCalories, maxCalories) };
  filters.hideCompleted = params.get('hide') === 'completed';
  return filters;
}

/** Reads the page's state from its query string; anything unknown or malformed falls back to the default. */
export function parseLibraryState(search: string | URLSearchParams): LibraryState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sortParam = (params.get('sort') ?? '').toUpperCase();
  const sort = SORTS.find((choice) => choice.value === sortParam)?.value ?? 'RECOMMENDED';
  const viewParam = params.get('view');
  if (viewParam === 'favorites') return { view: { kind: 'favorites' }, sort };
  if (viewParam === 'history') return { view: { kind: 'history' }, sort };
  const bucket = DURATION_BUCKETS.find((choice) => choice.value === params.get('duration'));
  if (bucket) return { view: { kind: 'duration', bucket: bucket.value }, sort };
  const focus = BODY_FOCUS_GROUPS.find((group) => group === params.get('bodyfocus'));
  if (focus) return { view: { kind: 'bodyFocus', focus }, sort };
  const filters = parsePanel(params);
  return { view: isEmptyPanel(filters) ? { kind: 'all' } : { kind: 'filtered', filters }, sort };
}

/** The query string of a state: defaults are left out, so the plain page has none. */
export function libraryStateSearch({ view, sort }: LibraryState): URLSearchParams {
  const params = new URLSearchParams();
  switch (view.kind) {
    case 'favorites':
    case 'history':
      params.set('view', view.kind);
      break;
    case 'duration':
      params.set('duration', view.bucket);
      break;
    case 'bodyFocus':
      params.set('bodyfocus', view.focus);
      break;
    case 'filtered': {
      const { filters } = view;
      if (filters.search.trim()) params.set('q', filters.search.trim().slice(0, SEARCH_MAX));
      for (const [field, name] of Object.entries(LIST_PARAMS) as Array<[keyof typeof LIST_PARAMS, string]>) {
        for (const value of filters[field]) params.append(name, value);
      }
      for (const id of filters.studioIds) params.append('studio', String(id));
      if (filters.minutes.min !== MINUTES_RANGE.min) params.set('min', String(filters.minutes.min));
      if (filters.minutes.max !== MINUTES_RANGE.max) params.set('max', String(filters.minutes.max));
      if (filters.calories.min !== CALORIES_RANGE.min) params.set('calmin', String(filters.calories.min));
      if (filters.calories.max !== CALORIES_RANGE.max) params.set('calmax', String(filters.calories.max));
      if (filters.hideCompleted) params.set('hide', 'completed');
      break;
    }
    case 'all':
      break;
  }
  if (sort !== 'RECOMMENDED' && view.kind !== 'favorites' && view.kind !== 'history') {
    params.set('sort', sort.toLowerCase());
  }
  return params;
}

/** A range's ends that narrow anything; the panel's outer ends mean no limit. */
function rangeOf(
  range: { min: number; max: number },
  bounds: { min: number; max: number },
): { min?: number; max?: number } | null {
  const narrowed: { min?: number; max?: number } = {};
  if (range.min > bounds.min) narrowed.min = range.min;
  if (range.max < bounds.max) narrowed.max = range.max;
  return Object.keys(narrowed).length ? narrowed : null;
}

/** The graph's filter for a catalogue view; null keeps everything. */
export function toVideoFilter(view: LibraryView): VideoFilter | null {
  switch (view.kind) {
    case 'duration': {
      const bucket = DURATION_BUCKETS.find((choice) => choice.value === view.bucket)!;
      return { minutes: { ...bucket.minutes } };
    }
    case 'bodyFocus':
      return { bodyFocus: [view.focus] };
    case 'filtered': {
      const { filters } = view;
      const filter: VideoFilter = {};
      if (filters.search.trim()) filter.search = filters.search.trim().slice(0, SEARCH_MAX);
      if (filters.classTypes.length) filter.classTypes = filters.classTypes;
      if (filters.studioIds.length) filter.studioIds = filters.studioIds;
      if (filters.equipment.length) filter.equipment = filters.equipment;
      if (filters.levels.length) filter.levels = filters.levels;
      if (filters.bodyFocus.length) filter.bodyFocus = filters.bodyFocus;
      if (filters.limitations.length) filter.limitations = filters.limitations;
      if (filters.targetMuscles.length) filter.targetMuscles = filters.targetMuscles;
      const minutes = rangeOf(filters.minutes, MINUTES_RANGE);
      if (minutes) filter.minutes = minutes;
      const calories = rangeOf(filters.calories, CALORIES_RANGE);
      if (calories) filter.calories = calories;
      if (filters.hideCompleted) filter.hideCompleted = true;
      return Object.keys(filter).length ? filter : null;
    }
    default:
      return null;
  }
}

/** The panel's filters a view starts the panel from (the panel edits the filtered view only). */
export function panelOf(view: LibraryView): PanelFilters {
  return view.kind === 'filtered' ? view.filters : emptyPanel();
}
