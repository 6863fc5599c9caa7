// What the library resolvers receive as parents (the codegen script maps each `<Type>Model` to the
// graph's `<Type>`): the backend's library answers, read and checked by rest.ts. Node types carry
// `__typename`.
import type { MoneyModel } from '../shared/money.js';
import type { UserErrorModel } from '../shared/user-errors.js';
import type { WorkoutModel } from '../workouts/models.js';

/** How far the member has watched a video (REST `Progress`). */
export interface VideoProgressModel {
  positionSeconds: number;
  watchedSeconds: number;
  completedAt: string | null;
  lastWatchedAt: string;
}

/** Signed addresses to play a video from (REST `playback`). */
export interface VideoPlaybackModel {
  hlsUrl: string;
  mp4Url: string;
  expiresAt: string;
}

/** A video as every library call answers it, with the caller's state (API.md "Video"). */
export interface VideoModel {
  readonly __typename: 'Video';
  id: number;
  title: string;
  summary: string;
  studioId: number;
  instructor: { name: string; imageUrl: string | null };
  durationSeconds: number;
  calories: number;
  level: string;
  classTypes: string[];
  equipment: { name: string; hack: string | null }[];
  bodyFocus: string[];
  limitations: string[];
  targetMuscles: string[];
  programId: number | null;
  programPosition: number | null;
  publishedAt: string;
  posterUrl: string;
  heartRateFactor: number;
  canWatch: boolean;
  /** The member's favorite of this video (to remove it); null when it is not one, and for a visitor. */
  favoriteId: number | null;
  progress: VideoProgressModel | null;
  /**
   * Where to play it: only GET /api/video/{id} answers it. Undefined when the answer was a list's
   * (the Video.playback resolver then reads the single video), null when the member may not watch.
   */
  playback?: VideoPlaybackModel | null;
}

/** A series of videos (POST /api/video/programs). */
export interface ProgramModel {
  readonly __typename: 'Program';
  id: number;
  title: string;
  description: string;
  studioId: number;
  videoCount: number;
  videoIds: number[];
}

/** One facet choice as REST counts it. */
export interface FacetCountModel {
  value: string;
  label: string;
  count: number;
}

/** REST's facets of a library page, labelled for the filter panel. */
export interface VideoFacetsModel {
  classTypes: FacetCountModel[];
  /** Values are studio ids; labels are filled in from the studio catalogue by the resolver. */
  studios: FacetCountModel[];
  equipment: FacetCountModel[];
  levels: FacetCountModel[];
  bodyFocus: FacetCountModel[];
  limitations: FacetCountModel[];
  targetMuscles: FacetCountModel[];
  durations: FacetCountModel[];
}

/** One page of POST /api/video/videos. */
export interface VideosPageModel {
  videos: VideoModel[];
  cursors: Map<VideoModel, string>;
  nextCursor: string | null;
  /** Null when the page was asked without its count. */
  totalCount: number | null;
  /** Null when the call did not ask for them. */
  facets: VideoFacetsModel | null;
}

/** The body of POST /api/video/videos, as the gateway sends it (API.md "The filter"). */
export interface RestVideoFilter {
  targetMucles?: string[];
  classType?: string[];
  studio?: number[];
  equipment?: string[];
  timeLength?: { min?: number; max?: number };
  calorieBurn?: { min?: number; max?: number };
  level?: string[];
  bodyFocus?: string[];
  limitations?: string[];
  sort?: string;
  search?: string;
  hideCompleted?: boolean;
}

/** A page of the library as Query.videos hands it to the connection's fields. */
export interface VideoConnectionModel {
  page: VideosPageModel;
  /** What was asked: the filter (for facets asked later) and the page. */
  filter: RestVideoFilter;
  first: number;
  after: string | null;
}

/** A member's favorite video (POST /api/favorites/myFavorites, /add). */
export interface FavoriteVideoRecord {
  id: number;
  video: VideoModel;
  createdAt: string;
}

export interface FavoriteVideosPage {
  favorites: FavoriteVideoRecord[];
  cursors: Map<FavoriteVideoRecord, string>;
  nextCursor: string | null;
}

/** A favorite class type (POST /api/favoriteClasses/myFavoriteClasses). */
export interface FavoriteClassTypeModel {
  id: number;
  classType: { __typename: 'ClassType'; id: number; name: string };
}

/** A favorite studio (POST /api/favoriteStudios/myFavoriteStudios). */
export interface FavoriteStudioModel {
  id: number;
  studioId: number;
}

/** One watch-history entry (POST /api/history/myHistory). */
export interface HistoryEntry {
  video: VideoModel;
  lastWatchedAt: string;
  progress: VideoProgressModel;
}

export interface HistoryPage {
  entries: HistoryEntry[];
  cursors: Map<HistoryEntry, string>;
  nextCursor: string | null;
}

/** The day's workout (POST /api/workout/dailyWorkout). */
export interface DailyWorkout {
  video: VideoModel;
  workoutId: number | null;
  when: string | null;
  planned: boolean;
}

/** User.dashboard: each field reads its own loader when asked, so the dashboard's calls run side by side. */
export interface DashboardModel {
  readonly dashboard: true;
  /** The studio whose site shows the dashboard; null on the general site. */
  readonly studioId: number | null;
}

/** The answer of logPlayback: the video is read again when asked (its progress just changed). */
export interface LogPlaybackPayloadModel {
  videoId: number | null;
  completedWorkout: WorkoutModel | null;
  userErrors: UserErrorModel[];
}

/** The answer of adding or removing a favorite video. */
export interface FavoriteVideoPayloadModel {
  video: VideoModel | null;
  /** The favorite an add made (or found); its edge is read when asked. */
  favorite: FavoriteVideoRecord | null;
  removedVideoId: number | null;
  userErrors: UserErrorModel[];
}

/** The answer of buying one class. */
export interface PurchaseVideoPayloadModel {
  video: VideoModel | null;
  amountCharged: MoneyModel | null;
  receiptNumber: string | null;
  userErrors: UserErrorModel[];
}

/** What buying one class costs (the on-demand credit, the same for every class). */
export interface VideoPurchaseOffer {
  productId: number;
  title: string;
  price: MoneyModel;
}

/** The answer of adding or removing a favorite class type: the list is read again when asked. */
export interface FavoriteClassTypePayloadModel {
  userErrors: UserErrorModel[];
}

/** The answer of adding or removing a favorite studio: the list is read again when asked. */
export interface FavoriteStudioPayloadModel {
  userErrors: UserErrorModel[];
}
