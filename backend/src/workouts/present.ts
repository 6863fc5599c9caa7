import type { Queryable } from '../db/database.js';
import { VideoRepository, VISITOR, type VideoRecord } from '../library/repository.js';
import { toApiLiveClass, type ApiLiveClass } from '../live/present.js';
import type { WorkoutRecord, WorkoutStatus } from './repository.js';

/** The calendar's shapes as clients read them (backend/API.md "Workouts"). */

/** What the calendar shows of an on-demand workout's video. */
export interface ApiWorkoutVideo {
  id: number;
  title: string;
  summary: string;
  instructor: string;
  durationSeconds: number;
}

export interface ApiWorkout {
  id: number;
  /** ISO 8601, UTC. */
  when: string;
  status: WorkoutStatus;
  /** The zone the member planned it in (on-demand workouts they added); null otherwise. */
  timeZone: string | null;
  videoId: number | null;
  liveClassId: number | null;
  video: ApiWorkoutVideo | null;
  liveClass: ApiLiveClass | null;
  programId: number | null;
  /** '' when the video is in no program (and for live classes). */
  programTitle: string;
  /** Raised by every change of the workout. */
  revision: number;
  updatedAt: string;
}

export function toApiWorkout(workout: WorkoutRecord, video: VideoRecord | undefined): ApiWorkout {
  return {
    id: workout.id,
    when: workout.when.toISOString(),
    status: workout.status,
    timeZone: workout.timeZone,
    videoId: workout.videoId,
    liveClassId: workout.liveClassId,
    video:
      video === undefined
        ? null
        : {
            id: video.id,
            title: video.title,
            summary: video.summary,
            instructor: video.instructorName,
            durationSeconds: video.durationSeconds,
          },
    liveClass: workout.liveClass === null ? null : toApiLiveClass(workout.liveClass),
    programId: video?.program?.id ?? null,
    programTitle: video?.program?.title ?? '',
    revision: workout.revision,
    updatedAt: workout.updatedAt.toISOString(),
  };
}

/** The videos of `workouts`, by id, read once through the library (no member state: the calendar shows none). */
export async function videosOf(
  db: Queryable,
  workouts: readonly WorkoutRecord[],
): Promise<Map<number, VideoRecord>> {
  const ids = [
    ...new Set(workouts.flatMap((workout) => (workout.videoId === null ? [] : [workout.videoId]))),
  ];
  const videos = await new VideoRepository(db).byIds(ids, VISITOR);
  return new Map(videos.map((video) => [video.id, video]));
}

export async function presentWorkouts(
  db: Queryable,
  workouts: readonly WorkoutRecord[],
): Promise<ApiWorkout[]> {
  const videos = await videosOf(db, workouts);
  return workouts.map((workout) =>
    toApiWorkout(workout, workout.videoId === null ? undefined : videos.get(workout.videoId)),
  );
}

export async function presentWorkout(db: Queryable, workout: WorkoutRecord): Promise<ApiWorkout> {
  const [api] = await presentWorkouts(db, [workout]);
  if (api === undefined) throw new Error(`workout ${workout.id} could not be presented`);
  return api;
}
