import { studioImageUrl } from '../studios/present.js';
import { EQUIPMENT_HACKS } from './catalogue.js';
import type { ProgramRecord, ProgressRecord, VideoRecord } from './repository.js';

/** The library's shapes as clients read them (backend/API.md "On-demand library"). */

export interface ApiStudioBadge {
  id: number;
  name: string;
  shortName: string;
  logoUrl: string;
}

export interface ApiProgress {
  positionSeconds: number;
  watchedSeconds: number;
  completedAt: string | null;
  lastWatchedAt: string;
}

export interface ApiVideo {
  id: number;
  title: string;
  summary: string;
  studio: ApiStudioBadge;
  instructor: { name: string; imageUrl: string };
  duration: number;
  calories: number;
  level: string;
  classType: string[];
  equipment: { name: string; hack: string | null }[];
  bodyFocus: string[];
  limitations: string[];
  targetMuscles: string[];
  program: { id: number; title: string } | null;
  programPosition: number | null;
  publishedAt: string;
  posterUrl: string;
  mhr: number;
  canWatch: boolean;
  favoriteId: number | null;
  progress: ApiProgress | null;
}

export function toApiStudioBadge(studio: {
  id: number;
  name: string;
  shortName: string;
  slug: string;
}): ApiStudioBadge {
  return {
    id: studio.id,
    name: studio.name,
    shortName: studio.shortName,
    logoUrl: studioImageUrl(studio.slug, 'logo'),
  };
}

export function toApiProgress(progress: ProgressRecord): ApiProgress {
  return {
    positionSeconds: Math.floor(progress.positionSeconds),
    watchedSeconds: Math.floor(progress.watchedSeconds),
    completedAt: progress.completedAt === null ? null : progress.completedAt.toISOString(),
    lastWatchedAt: progress.lastWatchedAt.toISOString(),
  };
}

export function posterUrl(videoId: number): string {
  return `/media/videos/${videoId}/poster.jpg`;
}

export function toApiVideo(video: VideoRecord): ApiVideo {
  return {
    id: video.id,
    title: video.title,
    summary: video.summary,
    studio: toApiStudioBadge(video.studio),
    instructor: { name: video.instructorName, imageUrl: video.instructorImageUrl },
    duration: video.durationSeconds,
    calories: video.calories,
    level: video.level,
    classType: video.classTypes,
    equipment: video.equipment.map((name) => ({ name, hack: EQUIPMENT_HACKS[name] ?? null })),
    bodyFocus: video.bodyFocus,
    limitations: video.limitations,
    targetMuscles: video.targetMuscles,
    program: video.program,
    programPosition: video.programPosition,
    publishedAt: video.publishedAt.toISOString(),
    posterUrl: posterUrl(video.id),
    mhr: video.mhr,
    canWatch: video.canWatch,
    favoriteId: video.favoriteId,
    progress: video.progress === null ? null : toApiProgress(video.progress),
  };
}

export interface ApiProgram {
  id: number;
  title: string;
  description: string;
  studio: ApiStudioBadge;
  videoCount: number;
  videoIds: number[];
}

export function toApiProgram(program: ProgramRecord): ApiProgram {
  return {
    id: program.id,
    title: program.title,
    description: program.description,
    studio: toApiStudioBadge(program.studio),
    videoCount: program.videoIds.length,
    videoIds: program.videoIds,
  };
}
