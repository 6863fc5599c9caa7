// The on-demand library's REST resources (API.md "On-demand library") and their decoders. Every
// field is checked: an answer the gateway cannot read is an UPSTREAM_ERROR, never a wrong value on
// the member's screen. Reads made as POSTs (the contract's methods) are sent once, like every POST.
import type { RestClient } from '../rest/client.js';
import { array, isObject, isoTime, malformed, object, positiveInt, type Json } from '../rest/decode.js';
import { CHARGE_REFERENCE } from '../payments/rest.js';
import { moneyFromDollars, type MoneyModel } from '../shared/money.js';
import { decodeWorkoutSketch } from '../workouts/rest.js';
import type { WorkoutModel } from '../workouts/models.js';
import type {
  DailyWorkout,
  FacetCountModel,
  FavoriteClassTypeModel,
  FavoriteStudioModel,
  FavoriteVideoRecord,
  FavoriteVideosPage,
  HistoryEntry,
  HistoryPage,
  ProgramModel,
  RestVideoFilter,
  VideoFacetsModel,
  VideoModel,
  VideoPlaybackModel,
  VideoProgressModel,
  VideosPageModel,
  VideoPurchaseOffer,
} from './models.js';

export const VIDEOS_PATH = '/api/video/videos';
export const VIDEO_PATH = '/api/video';
export const PROGRAMS_PATH = '/api/video/programs';
export const LOG_EVENT_PATH = '/api/video/logevent';
export const FAVORITES_PATH = '/api/favorites/myFavorites';
export const ADD_FAVORITE_PATH = '/api/favorites/add';
export const DELETE_FAVORITE_PATH = '/api/favorites/delete';
export const FAVORITE_CLASSES_PATH = '/api/favoriteClasses/myFavoriteClasses';
export const ADD_FAVORITE_CLASS_PATH = '/api/favoriteClasses/add';
export const DELETE_FAVORITE_CLASS_PATH = '/api/favoriteClasses/delete';
export const FAVORITE_STUDIOS_PATH = '/api/favoriteStudios/myFavoriteStudios';
export const ADD_FAVORITE_STUDIO_PATH = '/api/favoriteStudios/add';
export const DELETE_FAVORITE_STUDIO_PATH = '/api/favoriteStudios/delete';
export const HISTORY_PATH = '/api/history/myHistory';
export const DAILY_WORKOUT_PATH = '/api/workout/dailyWorkout';
export const PURCHASE_OFFER_PATH = '/api/video/purchase-offer';
export const purchaseVideoPath = (id: number) => `${VIDEO_PATH}/${id}/purchase`;
/** GET /api/video?ids= takes at most 100 ids. */
export const MAX_VIDEO_IDS = 100;

// ---- strict readers ---------------------------------------------------------------------------

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw malformed(what);
  return value;
}

function nonBlank(value: unknown, what: string): string {
  const read = text(value, what);
  if (read.trim() === '') throw malformed(what);
  return read;
}

function nullableText(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : text(value, what);
}

function wholeNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw malformed(what);
  return value;
}

function nullablePositive(value: unknown, what: string): number | null {
  return value === null || value === undefined ? null : positiveInt(value, what);
}

function nullableIso(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : isoTime(value, what);
}

function flag(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw malformed(what);
  return value;
}

function textList(value: unknown, what: string): string[] {
  return array(value, what).map((item, index) => nonBlank(item, `${what}[${index}]`));
}

function cursorOf(row: Json, what: string): string {
  return nonBlank(row.cursor, `${what}.cursor`);
}

function nextCursorOf(content: Json, what: string): string | null {
  return content.nextCursor === null || content.nextCursor === undefined
    ? null
    : nonBlank(content.nextCursor, `${what}.nextCursor`);
}

// ---- decoders -----------------------------------------------------------------------------------

export function decodeProgress(value: unknown, what: string): VideoProgressModel {
  const raw = object(value, what);
  return {
    positionSeconds: wholeNumber(raw.positionSeconds, `${what}.positionSeconds`),
    watchedSeconds: wholeNumber(raw.watchedSeconds, `${what}.watchedSeconds`),
    completedAt: nullableIso(raw.completedAt, `${what}.completedAt`),
    lastWatchedAt: isoTime(raw.lastWatchedAt, `${what}.lastWatchedAt`),
  };
}

function decodePlayback(value: unknown, what: string): VideoPlaybackModel | null {
  if (value === null) return null;
  const raw = object(value, what);
  return {
    hlsUrl: nonBlank(raw.hlsUrl, `${what}.hlsUrl`),
    mp4Url: nonBlank(raw.mp4Url, `${what}.mp4Url`),
    expiresAt: isoTime(raw.expiresAt, `${what}.expiresAt`),
  };
}

export function decodeVideo(value: unknown, what: string): VideoModel {
  const raw = object(value, what);
  const studio = object(raw.studio, `${what}.studio`);
  const instructor = object(raw.instructor, `${what}.instructor`);
  const program =
    raw.program === null || raw.program === undefined ? null : object(raw.program, `${what}.program`);
  const mhr = raw.mhr;
  if (typeof mhr !== 'number' || !Number.isFinite(mhr) || mhr <= 0 || mhr >= 1)
    throw malformed(`${what}.mhr`);
  const video: VideoModel = {
    __typename: 'Video',
    id: positiveInt(raw.id, `${what}.id`),
    title: nonBlank(raw.title, `${what}.title`),
    summary: text(raw.summary, `${what}.summary`),
    studioId: positiveInt(studio.id, `${what}.studio.id`),
    instructor: {
      name: nonBlank(instructor.name, `${what}.instructor.name`),
      imageUrl: nullableText(instructor.imageUrl, `${what}.instructor.imageUrl`),
    },
    durationSeconds: wholeNumber(raw.duration, `${what}.duration`),
    calories: wholeNumber(raw.calories, `${what}.calories`),
    level: nonBlank(raw.level, `${what}.level`),
    classTypes: textList(raw.classType, `${what}.classType`),
    equipment: array(raw.equipment, `${what}.equipment`).map((item, index) => {
      const need = object(item, `${what}.equipment[${index}]`);
      return {
        name: nonBlank(need.name, `${what}.equipment[${index}].name`),
        hack: nullableText(need.hack, `${what}.equipment[${index}].hack`),
      };
    }),
    bodyFocus: textList(raw.bodyFocus, `${what}.bodyFocus`),
    limitations: textList(raw.limitations, `${what}.limitations`),
    targetMuscles: textList(raw.targetMuscles, `${what}.targetMuscles`),
    programId: program === null ? null : positiveInt(program.id, `${what}.program.id`),
    programPosition: nullablePositive(raw.programPosition, `${what}.programPosition`),
    publishedAt: isoTime(raw.publishedAt, `${what}.publishedAt`),
    posterUrl: nonBlank(raw.posterUrl, `${what}.posterUrl`),
    heartRateFactor: mhr,
    // A visitor's answer says false / null / null; a member's, their own state.
    canWatch: flag(raw.canWatch ?? false, `${what}.canWatch`),
    favoriteId: nullablePositive(raw.favoriteId, `${what}.favoriteId`),
    progress:
      raw.progress === null || raw.progress === undefined
        ? null
        : decodeProgress(raw.progress, `${what}.progress`),
  };
  if ('playback' in raw) video.playback = decodePlayback(raw.playback, `${what}.playback`);
  return video;
}

const FACET_FIELDS = {
  classTypes: 'classType',
  studios: 'studio',
  equipment: 'equipment',
  levels: 'level',
  bodyFocus: 'bodyFocus',
  limitations: 'limitations',
  targetMuscles: 'targetMuscles',
  durations: 'duration',
} as const satisfies Record<keyof VideoFacetsModel, string>;

/** What the filter panel shows for each duration bucket REST counts. */
export const DURATION_LABELS: Readonly<Record<string, string>> = {
  '0-15': 'Up to 15 min',
  '15-30': '15–30 min',
  '30-45': '30–45 min',
  '45-60': '45–60 min',
  '60+': 'Over 60 min',
};

function decodeFacetList(value: unknown, what: string, field: keyof VideoFacetsModel): FacetCountModel[] {
  return array(value, what).map((item, index) => {
    const raw = object(item, `${what}[${index}]`);
    const count = wholeNumber(raw.count, `${what}[${index}].count`);
    if (field === 'studios') {
      const id = positiveInt(raw.value, `${what}[${index}].value`);
      return { value: String(id), label: String(id), count };
    }
    const choice = nonBlank(raw.value, `${what}[${index}].value`);
    if (field === 'durations') {
      const label = Object.hasOwn(DURATION_LABELS, choice) ? DURATION_LABELS[choice] : undefined;
      if (label === undefined) throw malformed(`${what}[${index}].value`);
      return { value: choice, label, count };
    }
    return { value: choice, label: choice, count };
  });
}

export function decodeFacets(value: unknown, what: string): VideoFacetsModel {
  const raw = object(value, what);
  const read = (field: keyof VideoFacetsModel) =>
    decodeFacetList(raw[FACET_FIELDS[field]], `${what}.${FACET_FIELDS[field]}`, field);
  return {
    classTypes: read('classTypes'),
    studios: read('studios'),
    equipment: read('equipment'),
    levels: read('levels'),
    bodyFocus: read('bodyFocus'),
    limitations: read('limitations'),
    targetMuscles: read('targetMuscles'),
    durations: read('durations'),
  };
}

export function decodeProgram(value: unknown, what: string): ProgramModel {
  const raw = object(value, what);
  const studio = object(raw.studio, `${what}.studio`);
  return {
    __typename: 'Program',
    id: positiveInt(raw.id, `${what}.id`),
    title: nonBlank(raw.title, `${what}.title`),
    description: text(raw.description, `${what}.description`),
    studioId: positiveInt(studio.id, `${what}.studio.id`),
    videoCount: wholeNumber(raw.videoCount, `${what}.videoCount`),
    videoIds: array(raw.videoIds, `${what}.videoIds`).map((id, index) =>
      positiveInt(id, `${what}.videoIds[${index}]`),
    ),
  };
}

function decodeFavorite(value: unknown, what: string): FavoriteVideoRecord {
  const raw = object(value, what);
  const video = decodeVideo(raw.video, `${what}.video`);
  if (positiveInt(raw.videoId, `${what}.videoId`) !== video.id) throw malformed(`${what}.videoId`);
  return {
    id: positiveInt(raw.id, `${what}.id`),
    video,
    createdAt: isoTime(raw.createdAt, `${what}.createdAt`),
  };
}

// ---- reads --------------------------------------------------------------------------------------

/** One page of the library (POST /api/video/videos), with the facets when `facets` is set. */
export async function fetchVideosPage(
  rest: RestClient,
  filter: RestVideoFilter,
  page: { limit: number; after: string | null; facets: boolean; count?: boolean },
): Promise<VideosPageModel> {
  const what = 'video/videos';
  const body = {
    ...filter,
    limit: page.limit,
    ...(page.after === null ? {} : { after: page.after }),
    ...(page.facets ? { facets: true } : {}),
    // Counting grows with the library: asked for only when the query shows the total.
    ...(page.count === false ? { count: false } : {}),
  };
  const content = object(await rest.post(VIDEOS_PATH, { body }), what);
  const cursors = new Map<VideoModel, string>();
  const videos = array(content.videos, `${what}.videos`).map((row, index) => {
    const video = decodeVideo(row, `${what}.videos[${index}]`);
    cursors.set(video, cursorOf(object(row, `${what}.videos[${index}]`), `${what}.videos[${index}]`));
    return video;
  });
  return {
    videos,
    cursors,
    nextCursor: nextCursorOf(content, what),
    totalCount:
      page.count === false && content.totalCount === null
        ? null
        : wholeNumber(content.totalCount, `${what}.totalCount`),
    // Asked for, they must be there: a page without them would show an empty filter panel.
    facets: page.facets ? decodeFacets(content.facets, `${what}.facets`) : null,
  };
}

/** Videos by id in one call (at most 100), unknown ids left out. */
export async function fetchVideosById(rest: RestClient, ids: readonly number[]): Promise<VideoModel[]> {
  const what = 'video?ids';
  const content = object(await rest.get(`${VIDEO_PATH}?ids=${ids.join(',')}`), what);
  return array(content.videos, `${what}.videos`).map((row, index) =>
    decodeVideo(row, `${what}.videos[${index}]`),
  );
}

/** One video with its playback addresses (a 404 when there is no such video). */
export async function fetchVideo(rest: RestClient, id: number): Promise<VideoModel> {
  return decodeVideo(await rest.get(`${VIDEO_PATH}/${id}`), `video/${id}`);
}

export async function fetchPrograms(rest: RestClient): Promise<ProgramModel[]> {
  return array(await rest.post(PROGRAMS_PATH, { catalogue: true }), 'video/programs').map((row, index) =>
    decodeProgram(row, `video/programs[${index}]`),
  );
}

/** A page of the member's own list; `studioId` keeps it to one studio's videos. */
interface MemberPage {
  limit: number;
  after: string | null;
  studioId?: number | null;
}

function memberPageBody(page: MemberPage) {
  return {
    limit: page.limit,
    ...(page.after === null ? {} : { after: page.after }),
    ...(page.studioId === null || page.studioId === undefined ? {} : { studioId: page.studioId }),
  };
}

export async function fetchFavoriteVideos(rest: RestClient, page: MemberPage): Promise<FavoriteVideosPage> {
  const what = 'favorites/myFavorites';
  const body = memberPageBody(page);
  const content = object(await rest.post(FAVORITES_PATH, { body }), what);
  const cursors = new Map<FavoriteVideoRecord, string>();
  const favorites = array(content.favorites, `${what}.favorites`).map((row, index) => {
    const favorite = decodeFavorite(row, `${what}.favorites[${index}]`);
    cursors.set(favorite, cursorOf(object(row, what), `${what}.favorites[${index}]`));
    return favorite;
  });
  return { favorites, cursors, nextCursor: nextCursorOf(content, what) };
}

function decodeFavoriteClassType(value: unknown, what: string): FavoriteClassTypeModel {
  const raw = object(value, what);
  const classType = object(raw.classType, `${what}.classType`);
  const id = positiveInt(classType.id, `${what}.classType.id`);
  if (positiveInt(raw.classId, `${what}.classId`) !== id) throw malformed(`${what}.classId`);
  return {
    id: positiveInt(raw.id, `${what}.id`),
    classType: { __typename: 'ClassType', id, name: nonBlank(classType.name, `${what}.classType.name`) },
  };
}

export async function fetchFavoriteClassTypes(rest: RestClient): Promise<FavoriteClassTypeModel[]> {
  const what = 'favoriteClasses/myFavoriteClasses';
  return array(await rest.post(FAVORITE_CLASSES_PATH), what).map((row, index) =>
    decodeFavoriteClassType(row, `${what}[${index}]`),
  );
}

function decodeFavoriteStudio(value: unknown, what: string): FavoriteStudioModel {
  const raw = object(value, what);
  const studioId = positiveInt(raw.studioId, `${what}.studioId`);
  if (isObject(raw.studio) && positiveInt(raw.studio.id, `${what}.studio.id`) !== studioId)
    throw malformed(`${what}.studio.id`);
  return { id: positiveInt(raw.id, `${what}.id`), studioId };
}

export async function fetchFavoriteStudios(rest: RestClient): Promise<FavoriteStudioModel[]> {
  const what = 'favoriteStudios/myFavoriteStudios';
  return array(await rest.post(FAVORITE_STUDIOS_PATH), what).map((row, index) =>
    decodeFavoriteStudio(row, `${what}[${index}]`),
  );
}

export async function fetchHistory(rest: RestClient, page: MemberPage): Promise<HistoryPage> {
  const what = 'history/myHistory';
  const body = memberPageBody(page);
  const content = object(await rest.post(HISTORY_PATH, { body }), what);
  const cursors = new Map<HistoryEntry, string>();
  const entries = array(content.history, `${what}.history`).map((row, index) => {
    const at = `${what}.history[${index}]`;
    const raw = object(row, at);
    const progress = decodeProgress(raw.progress, `${at}.progress`);
    // The entry's video carries the same progress; the entry's own is the one REST pages by.
    const video = { ...decodeVideo(raw.video, `${at}.video`), progress };
    const entry: HistoryEntry = {
      video,
      lastWatchedAt: isoTime(raw.lastWatchedAt, `${at}.lastWatchedAt`),
      progress,
    };
    cursors.set(entry, cursorOf(raw, at));
    return entry;
  });
  return { entries, cursors, nextCursor: nextCursorOf(content, what) };
}

export async function fetchDailyWorkout(rest: RestClient): Promise<DailyWorkout[]> {
  const what = 'workout/dailyWorkout';
  return array(await rest.post(DAILY_WORKOUT_PATH), what).map((row, index) => {
    const at = `${what}[${index}]`;
    const raw = object(row, at);
    return {
      video: decodeVideo(raw.video, `${at}.video`),
      workoutId: nullablePositive(raw.workoutId, `${at}.workoutId`),
      when: nullableIso(raw.when, `${at}.when`),
      planned: flag(raw.planned, `${at}.planned`),
    };
  });
}

// ---- writes (never retried) ---------------------------------------------------------------------

export async function postFavoriteVideo(rest: RestClient, videoId: number): Promise<FavoriteVideoRecord> {
  return decodeFavorite(await rest.post(ADD_FAVORITE_PATH, { body: { videoId } }), 'favorites/add');
}

export async function deleteFavoriteVideo(
  rest: RestClient,
  favoriteId: number,
): Promise<{ videoId: number }> {
  const what = 'favorites/delete.deleted';
  const deleted = object(
    object(await rest.post(DELETE_FAVORITE_PATH, { body: { favoriteId } }), what).deleted,
    what,
  );
  return { videoId: positiveInt(deleted.videoId, `${what}.videoId`) };
}

export async function postFavoriteClassType(rest: RestClient, classId: number): Promise<void> {
  decodeFavoriteClassType(
    await rest.post(ADD_FAVORITE_CLASS_PATH, { body: { classId } }),
    'favoriteClasses/add',
  );
}

export async function deleteFavoriteClassType(rest: RestClient, id: number): Promise<void> {
  const what = 'favoriteClasses/delete';
  positiveInt(
    object(object(await rest.post(DELETE_FAVORITE_CLASS_PATH, { body: { id } }), what).deleted, what).id,
    `${what}.deleted.id`,
  );
}

export async function postFavoriteStudio(rest: RestClient, studioId: number): Promise<void> {
  decodeFavoriteStudio(
    await rest.post(ADD_FAVORITE_STUDIO_PATH, { body: { studioId } }),
    'favoriteStudios/add',
  );
}

export async function deleteFavoriteStudio(rest: RestClient, id: number): Promise<void> {
  const what = 'favoriteStudios/delete';
  positiveInt(
    object(object(await rest.post(DELETE_FAVORITE_STUDIO_PATH, { body: { id } }), what).deleted, what).id,
    `${what}.deleted.id`,
  );
}

export interface PlaybackEventBody {
  videoId: number;
  event_type: 'start' | 'heartbeat' | 'pause' | 'seek' | 'complete';
  position: number;
  sessionId: string;
  device?: string;
}

export async function postPlaybackEvent(
  rest: RestClient,
  body: PlaybackEventBody,
): Promise<{ progress: VideoProgressModel; completedWorkout: WorkoutModel | null }> {
  const what = 'video/logevent';
  const content = object(await rest.post(LOG_EVENT_PATH, { body }), what);
  return {
    progress: decodeProgress(content.progress, `${what}.progress`),
    completedWorkout:
      content.completedWorkout === null || content.completedWorkout === undefined
        ? null
        : decodeWorkoutSketch(content.completedWorkout, `${what}.completedWorkout`),
  };
}

/** What one class costs: public catalogue data, the same for every caller. */
export async function fetchPurchaseOffer(rest: RestClient): Promise<VideoPurchaseOffer> {
  const what = 'video/purchase-offer';
  const content = object(await rest.get(PURCHASE_OFFER_PATH, { catalogue: true }), what);
  const currency = nonBlank(content.currency, `${what}.currency`);
  if (!/^[a-z]{3}$/.test(currency)) throw malformed(`${what}.currency`);
  return {
    productId: positiveInt(content.productId, `${what}.productId`),
    title: nonBlank(content.title, `${what}.title`),
    price: moneyFromDollars(content.price, `${what}.price`, currency),
  };
}

export interface VideoPurchaseBody {
  token?: string;
  paymentMethodId?: string;
}

/** Buys one class; the card is charged once per Idempotency-Key. */
export async function postVideoPurchase(
  rest: RestClient,
  videoId: number,
  body: VideoPurchaseBody,
  idempotencyKey: string | null,
): Promise<{ videoId: number; charged: { amount: MoneyModel; receiptNumber: string } | null }> {
  const what = `video/${videoId}/purchase`;
  const content = object(
    await rest.post(purchaseVideoPath(videoId), {
      body,
      ...(idempotencyKey === null ? {} : { headers: { 'Idempotency-Key': idempotencyKey } }),
    }),
    what,
  );
  const unlock = object(content.unlock, `${what}.unlock`);
  if (positiveInt(unlock.videoId, `${what}.unlock.videoId`) !== videoId)
    throw malformed(`${what}.unlock.videoId`);
  if (content.charged === null) return { videoId, charged: null };
  const charged = object(content.charged, `${what}.charged`);
  const receiptNumber = nonBlank(charged.chargeId, `${what}.charged.chargeId`);
  if (!CHARGE_REFERENCE.test(receiptNumber)) throw malformed(`${what}.charged.chargeId`);
  return {
    videoId,
    charged: { amount: moneyFromDollars(charged.amount, `${what}.charged.amount`), receiptNumber },
  };
}
