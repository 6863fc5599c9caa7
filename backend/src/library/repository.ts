import type { Queryable } from '../db/database.js';
import {
  BODY_FOCUS,
  CLASS_TYPES,
  DURATION_BUCKETS,
  EQUIPMENT,
  LEVELS,
  LIMITATIONS,
  NO_EQUIPMENT,
  TARGET_MUSCLES,
  type VideoSort,
} from './catalogue.js';
import { CURSOR_TIMESTAMP_FORMAT, type CursorPosition } from './cursor.js';

/**
 * The library in the database: videos and programs, and each member's favorites, progress and
 * unlocks. Every list filters, orders and pages in SQL, and a page's member state (may watch,
 * favorite, progress) comes in the same query as its videos.
 */

/** Who is asking: a visitor (userId null) or a member, and whether their membership opens every video. */
export interface Viewer {
  userId: number | null;
  watchesAll: boolean;
}

export const VISITOR: Viewer = { userId: null, watchesAll: false };

/** The filter of POST /api/video/videos, checked and normalised (empty lists mean no condition). */
export interface VideoFilter {
  classTypes: string[];
  studioIds: number[];
  /** null: no condition; otherwise the videos needing nothing (when `none`) or one of `names`. */
  equipment: { none: boolean; names: string[] } | null;
  minSeconds: number | null;
  maxSeconds: number | null;
  minCalories: number | null;
  maxCalories: number | null;
  /** Without `Any`: a video whose level is `Any` is kept by every level filter. */
  levels: string[];
  bodyFocus: string[];
  /** A video must suit every one. */
  limitations: string[];
  targetMuscles: string[];
  /** Lower-cased, accents stripped; each must appear in the title, instructor or studio name. */
  searchWords: string[];
  /** Leave out the videos this member completed. */
  hideCompletedFor: number | null;
}

export const NO_FILTER: VideoFilter = {
  classTypes: [],
  studioIds: [],
  equipment: null,
  minSeconds: null,
  maxSeconds: null,
  minCalories: null,
  maxCalories: null,
  levels: [],
  bodyFocus: [],
  limitations: [],
  targetMuscles: [],
  searchWords: [],
  hideCompletedFor: null,
};

export interface ProgressRecord {
  positionSeconds: number;
  watchedSeconds: number;
  completedAt: Date | null;
  lastWatchedAt: Date;
}

export interface VideoRecord {
  id: number;
  title: string;
  summary: string;
  studio: { id: number; name: string; shortName: string; slug: string };
  instructorName: string;
  instructorImageUrl: string;
  durationSeconds: number;
  calories: number;
  mhr: number;
  level: string;
  classTypes: string[];
  equipment: string[];
  bodyFocus: string[];
  limitations: string[];
  targetMuscles: string[];
  program: { id: number; title: string } | null;
  programPosition: number | null;
  publishedAt: Date;
  /** The viewer's state. */
  canWatch: boolean;
  favoriteId: number | null;
  progress: ProgressRecord | null;
}

interface VideoRow {
  id: number;
  title: string;
  summary: string;
  studio_id: number;
  studio_name: string;
  studio_short_name: string;
  studio_slug: string;
  instructor_name: string;
  instructor_image_url: string;
  duration_seconds: number;
  calories: number;
  mhr: number;
  level: string;
  class_types: string[];
  equipment: string[];
  body_focus: string[];
  limitations: string[];
  target_muscles: string[];
  program_id: number | null;
  program_title: string | null;
  program_position: number | null;
  published_at: Date | string;
  can_watch: boolean;
  favorite_id: number | null;
  progress_position: number | null;
  progress_watched: number | null;
  progress_completed_at: Date | string | null;
  progress_last_watched_at: Date | string | null;
}

const date = (value: Date | string): Date => new Date(value);

function toProgress(row: {
  progress_position: number | null;
  progress_watched: number | null;
  progress_completed_at: Date | string | null;
  progress_last_watched_at: Date | string | null;
}): ProgressRecord | null {
  if (row.progress_last_watched_at === null) return null;
  return {
    positionSeconds: Number(row.progress_position ?? 0),
    watchedSeconds: Number(row.progress_watched ?? 0),
    completedAt: row.progress_completed_at === null ? null : date(row.progress_completed_at),
    lastWatchedAt: date(row.progress_last_watched_at),
  };
}

function toVideo(row: VideoRow): VideoRecord {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    studio: {
      id: row.studio_id,
      name: row.studio_name,
      shortName: row.studio_short_name,
      slug: row.studio_slug,
    },
    instructorName: row.instructor_name,
    instructorImageUrl: row.instructor_image_url,
    durationSeconds: row.duration_seconds,
    calories: row.calories,
    mhr: Number(row.mhr),
    level: row.level,
    classTypes: row.class_types,
    equipment: row.equipment,
    bodyFocus: row.body_focus,
    limitations: row.limitations,
    targetMuscles: row.target_muscles,
    program:
      row.program_id === null || row.program_title === null
        ? null
        : { id: row.program_id, title: row.program_title },
    programPosition: row.program_position,
    publishedAt: date(row.published_at),
    canWatch: row.can_watch,
    favoriteId: row.favorite_id,
    progress: toProgress(row),
  };
}

/** Positional parameters of one statement, handed out as the SQL is built. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The columns of a video with the viewer's state, over `videos v`. `user` and `all` are the
 * parameters holding the viewer's id (NULL for a visitor) and whether they may watch everything.
 */
function videoColumns(user: string, all: string): string {
  return `v.id, v.title, v.summary, v.studio_id, s.name AS studio_name, s.short_name AS studio_short_name,
          s.slug AS studio_slug, v.instructor_name, v.instructor_image_url, v.duration_seconds, v.calories,
          v.mhr::float8 AS mhr, v.level, v.class_types, v.equipment, v.body_focus, v.limitations, v.target_muscles,
          v.program_id, pr.title AS program_title, v.program_position, v.published_at,
          (${user}::int IS NOT NULL AND (${all}::boolean OR EXISTS (
             SELECT 1 FROM video_unlocks u WHERE u.user_id = ${user}::int AND u.video_id = v.id))) AS can_watch,
          fv.id AS favorite_id, vp.position_seconds::float8 AS progress_position,
          vp.watched_seconds::float8 AS progress_watched, vp.completed_at AS progress_completed_at,
          vp.last_watched_at AS progress_last_watched_at`;
}

function videoJoins(user: string): string {
  return `JOIN studios s ON s.id = v.studio_id
          LEFT JOIN programs pr ON pr.id = v.program_id
          LEFT JOIN favorite_videos fv ON fv.user_id = ${user}::int AND fv.video_id = v.id
          LEFT JOIN video_progress vp ON vp.user_id = ${user}::int AND vp.video_id = v.id`;
}

type FacetField =
  'classType' | 'studio' | 'equipment' | 'level' | 'bodyFocus' | 'limitations' | 'targetMuscles' | 'duration';

interface Condition {
  /** The facet that leaves this condition out (its own field); null: every facet keeps it. */
  field: FacetField | null;
  sql: string;
}

/** The filter as SQL conditions over `videos v`, each tagged with its field for the facets. */
function conditionsOf(filter: VideoFilter, params: Params): Condition[] {
  const conditions: Condition[] = [];
  if (filter.classTypes.length > 0)
    conditions.push({ field: 'classType', sql: `v.class_types && ${params.add(filter.classTypes)}::text[]` });
  if (filter.studioIds.length > 0)
    conditions.push({ field: 'studio', sql: `v.studio_id = ANY(${params.add(filter.studioIds)}::int[])` });
  if (filter.equipment !== null) {
    const parts: string[] = [];
    if (filter.equipment.none) parts.push(`v.equipment = '{}'::text[]`);
    if (filter.equipment.names.length > 0)
      parts.push(`v.equipment && ${params.add(filter.equipment.names)}::text[]`);
    conditions.push({ field: 'equipment', sql: `(${parts.join(' OR ')})` });
  }
  if (filter.minSeconds !== null)
    conditions.push({
      field: 'duration',
      // Whole numbers compared as integers: the planner then knows how many rows a range keeps and
      // reads the sort key's index instead of sorting every match.
      sql: `v.duration_seconds >= ${params.add(Math.ceil(filter.minSeconds))}::int`,
    });
  if (filter.maxSeconds !== null)
    conditions.push({
      field: 'duration',
      sql: `v.duration_seconds <= ${params.add(Math.floor(filter.maxSeconds))}::int`,
    });
  if (filter.minCalories !== null)
    conditions.push({ field: null, sql: `v.calories >= ${params.add(Math.ceil(filter.minCalories))}::int` });
  if (filter.maxCalories !== null)
    conditions.push({ field: null, sql: `v.calories <= ${params.add(Math.floor(filter.maxCalories))}::int` });
  if (filter.levels.length > 0)
    conditions.push({
      field: 'level',
      sql: `v.level = ANY(${params.add([...filter.levels, 'Any'])}::text[])`,
    });
  if (filter.bodyFocus.length > 0)
    conditions.push({ field: 'bodyFocus', sql: `v.body_focus && ${params.add(filter.bodyFocus)}::text[]` });
  if (filter.limitations.length > 0)
    conditions.push({
      field: 'limitations',
      sql: `v.limitations @> ${params.add(filter.limitations)}::text[]`,
    });
  if (filter.targetMuscles.length > 0)
    conditions.push({
      field: 'targetMuscles',
      sql: `v.target_muscles && ${params.add(filter.targetMuscles)}::text[]`,
    });
  for (const word of filter.searchWords) {
    // The word is matched literally: LIKE's wildcards and its escape character are escaped.
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push({ field: null, sql: `v.search_text ILIKE ${params.add(pattern)}` });
  }
  if (filter.hideCompletedFor !== null)
    conditions.push({
      field: null,
      sql: `NOT EXISTS (SELECT 1 FROM video_progress hc
                         WHERE hc.user_id = ${params.add(filter.hideCompletedFor)}::int AND hc.video_id = v.id
                           AND hc.completed_at IS NOT NULL)`,
    });
  return conditions;
}

function where(conditions: readonly Condition[], except: FacetField | null = null): string {
  const kept = conditions.filter((c) => except === null || c.field !== except).map((c) => c.sql);
  return kept.length === 0 ? 'TRUE' : kept.join(' AND ');
}

/** How each order reads: its column, direction and the kind of value its cursors carry. */
const SORT_KEYS: Record<VideoSort, { column: string; descending: boolean; kind: 'timestamp' | 'integer' }> = {
  newest: { column: 'v.published_at', descending: true, kind: 'timestamp' },
  longest: { column: 'v.duration_seconds', descending: true, kind: 'integer' },
  shortest: { column: 'v.duration_seconds', descending: false, kind: 'integer' },
  highest: { column: 'v.calories', descending: true, kind: 'integer' },
  recommended: { column: 'v.recommended_score', descending: true, kind: 'integer' },
};

export function sortValueKind(sort: VideoSort): 'timestamp' | 'integer' {
  return SORT_KEYS[sort].kind;
}

export interface FacetCount {
  value: string | number;
  count: number;
  /** The studio's name, on studio counts. */
  name?: string;
}

export type Facets = Record<FacetField, FacetCount[]>;

export interface VideoPage {
  videos: Array<VideoRecord & { position: CursorPosition }>;
  /** Whether videos follow the last one. */
  more: boolean;
}

export interface ProgramRecord {
  id: number;
  title: string;
  description: string;
  studio: { id: number; name: string; shortName: string; slug: string };
  videoIds: number[];
}

export interface FavoriteVideoRecord {
  id: number;
  createdAt: Date;
  video: VideoRecord;
}

export interface HistoryEntry {
  lastWatchedAt: Date;
  /** The cursor's timestamp (microseconds). */
  key: string;
  video: VideoRecord;
}

export class VideoRepository {
  constructor(private readonly db: Queryable) {}

  /** One page of the filtered library in `sort` order, strictly after `after` when given. */
  async page(
    filter: VideoFilter,
    sort: VideoSort,
    viewer: Viewer,
    limit: number,
    after: CursorPosition | undefined,
  ): Promise<VideoPage> {
    const params = new Params();
    const user = params.add(viewer.userId);
    const all = params.add(viewer.watchesAll);
    const conditions = conditionsOf(filter, params).map((c) => c.sql);
    const key = SORT_KEYS[sort];
    const cast = key.kind === 'timestamp' ? 'timestamptz' : 'int';
    if (after !== undefined) {
      const comparison = key.descending ? '<' : '>';
      conditions.push(
        `(${key.column}, v.id) ${comparison} (${params.add(after.value)}::${cast}, ${params.add(after.id)}::int)`,
      );
    }
    const direction = key.descending ? 'DESC' : 'ASC';
    const sortValue =
      key.kind === 'timestamp'
        ? `to_char(${key.column} AT TIME ZONE 'UTC', ${CURSOR_TIMESTAMP_FORMAT})`
        : `${key.column}::text`;
    const rows = await this.db.query<VideoRow & { sort_value: string }>(
      `SELECT ${videoColumns(user, all)}, ${sortValue} AS sort_value
         FROM videos v ${videoJoins(user)}
        WHERE ${conditions.length === 0 ? 'TRUE' : conditions.join(' AND ')}
        ORDER BY ${key.column} ${direction}, v.id ${direction}
        LIMIT ${Math.trunc(limit) + 1}`,
      params.values,
    );
    return {
      videos: rows
        .slice(0, limit)
        .map((row) => ({ ...toVideo(row), position: { value: row.sort_value, id: row.id } })),
      more: rows.length > limit,
    };
  }

  async count(filter: VideoFilter): Promise<number> {
    const params = new Params();
    const conditions = conditionsOf(filter, params);
    const [row] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM videos v WHERE ${where(conditions)}`,
      params.values,
    );
    return row?.n ?? 0;
  }

  /** Counts per value of each field, under the filter without that field's own condition; one statement. */
  async facets(filter: VideoFilter): Promise<Facets> {
    const params = new Params();
    const conditions = conditionsOf(filter, params);
    const none = params.add(NO_EQUIPMENT);
    const rows = await this.db.query<{ facet: FacetField; value: string; count: number }>(
      `SELECT 'classType' AS facet, value, count(*)::int AS count
         FROM videos v CROSS JOIN LATERAL unnest(v.class_types) AS value
        WHERE ${where(conditions, 'classType')} GROUP BY value
       UNION ALL
       SELECT 'studio', v.studio_id::text, count(*)::int
         FROM videos v WHERE ${where(conditions, 'studio')} GROUP BY v.studio_id
       UNION ALL
       SELECT 'equipment', value, count(*)::int
         FROM videos v CROSS JOIN LATERAL
              unnest(CASE WHEN v.equipment = '{}'::text[] THEN ARRAY[${none}::text] ELSE v.equipment END) AS value
        WHERE ${where(conditions, 'equipment')} GROUP BY value
       UNION ALL
       SELECT 'level', v.level, count(*)::int FROM videos v WHERE ${where(conditions, 'level')} GROUP BY v.level
       UNION ALL
       SELECT 'bodyFocus', value, count(*)::int
         FROM videos v CROSS JOIN LATERAL unnest(v.body_focus) AS value
        WHERE ${where(conditions, 'bodyFocus')} GROUP BY value
       UNION ALL
       SELECT 'limitations', value, count(*)::int
         FROM videos v CROSS JOIN LATERAL unnest(v.limitations) AS value
        WHERE ${where(conditions, 'limitations')} GROUP BY value
       UNION ALL
       SELECT 'targetMuscles', value, count(*)::int
         FROM videos v CROSS JOIN LATERAL unnest(v.target_muscles) AS value
        WHERE ${where(conditions, 'targetMuscles')} GROUP BY value
       UNION ALL
       SELECT 'duration', bucket, count(*)::int
         FROM (SELECT CASE WHEN v.duration_seconds <= 900 THEN '0-15'
                           WHEN v.duration_seconds <= 1800 THEN '15-30'
                           WHEN v.duration_seconds <= 2700 THEN '30-45'
                           WHEN v.duration_seconds <= 3600 THEN '45-60'
                           ELSE '60+' END AS bucket
                 FROM videos v WHERE ${where(conditions, 'duration')}) AS d
        GROUP BY bucket`,
      params.values,
    );
    const counted = (facet: FacetField) =>
      new Map(rows.filter((row) => row.facet === facet).map((row) => [row.value, row.count]));
    const listed = (facet: FacetField, values: readonly string[]): FacetCount[] => {
      const counts = counted(facet);
      return values.map((value) => ({ value, count: counts.get(value) ?? 0 }));
    };
    const studioCounts = counted('studio');
    const studios =
      studioCounts.size === 0
        ? []
        : await this.db.query<{ id: number; name: string }>(
            'SELECT id, name FROM studios WHERE id = ANY($1::int[]) ORDER BY name, id',
            [[...studioCounts.keys()].map(Number)],
          );
    return {
      classType: listed('classType', CLASS_TYPES),
      studio: studios.map((s) => ({ value: s.id, name: s.name, count: studioCounts.get(String(s.id)) ?? 0 })),
      equipment: listed('equipment', [NO_EQUIPMENT, ...EQUIPMENT]),
      level: listed('level', LEVELS),
      bodyFocus: listed('bodyFocus', BODY_FOCUS),
      limitations: listed('limitations', LIMITATIONS),
      targetMuscles: listed('targetMuscles', TARGET_MUSCLES),
      duration: listed('duration', DURATION_BUCKETS),
    };
  }

  /** The videos of `ids` that exist, in the order asked. */
  async byIds(ids: readonly number[], viewer: Viewer): Promise<VideoRecord[]> {
    if (ids.length === 0) return [];
    const params = new Params();
    const user = params.add(viewer.userId);
    const all = params.add(viewer.watchesAll);
    const rows = await this.db.query<VideoRow>(
      `SELECT ${videoColumns(user, all)} FROM videos v ${videoJoins(user)}
        WHERE v.id = ANY(${params.add([...ids])}::int[])`,
      params.values,
    );
    const byId = new Map(rows.map((row) => [row.id, toVideo(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async byId(id: number, viewer: Viewer): Promise<VideoRecord | undefined> {
    return (await this.byIds([id], viewer))[0];
  }

  /** The video's length, or undefined when there is no such video. */
  async durationOf(id: number): Promise<number | undefined> {
    const rows = await this.db.query<{ duration_seconds: number }>(
      'SELECT duration_seconds FROM videos WHERE id = $1',
      [id],
    );
    return rows[0]?.duration_seconds;
  }

  async exists(id: number): Promise<boolean> {
    return (await this.durationOf(id)) !== undefined;
  }

  /** Whether the member unlocked the video (an on-demand credit spent on it). */
  async unlocked(userId: number, videoId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM video_unlocks WHERE user_id = $1 AND video_id = $2', [
      userId,
      videoId,
    ]);
    return rows.length > 0;
  }

  /** Every program with its videos in order, by title. */
  async programs(): Promise<ProgramRecord[]> {
    return this.programsWhere('TRUE', []);
  }

  /** One program with its videos in order, or undefined when there is no such program. */
  async program(id: number): Promise<ProgramRecord | undefined> {
    return (await this.programsWhere('p.id = $1', [id]))[0];
  }

  private async programsWhere(condition: string, params: readonly unknown[]): Promise<ProgramRecord[]> {
    const rows = await this.db.query<{
      id: number;
      title: string;
      description: string;
      studio_id: number;
      studio_name: string;
      studio_short_name: string;
      studio_slug: string;
      video_ids: number[];
    }>(
      `SELECT p.id, p.title, p.description, s.id AS studio_id, s.name AS studio_name,
              s.short_name AS studio_short_name, s.slug AS studio_slug,
              COALESCE(array_agg(v.id ORDER BY v.program_position) FILTER (WHERE v.id IS NOT NULL), '{}') AS video_ids
         FROM programs p JOIN studios s ON s.id = p.studio_id LEFT JOIN videos v ON v.program_id = p.id
        WHERE ${condition}
        GROUP BY p.id, s.id ORDER BY p.title, p.id`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      studio: {
        id: row.studio_id,
        name: row.studio_name,
        shortName: row.studio_short_name,
        slug: row.studio_slug,
      },
      videoIds: row.video_ids.map(Number),
    }));
  }

  /** The member's favorite videos, newest first, after favorite `afterId` when given. */
  async favorites(
    viewer: Viewer & { userId: number },
    limit: number,
    afterId: number | undefined,
    studioId?: number,
  ) {
    const params = new Params();
    const user = params.add(viewer.userId);
    const all = params.add(viewer.watchesAll);
    const keyset = afterId === undefined ? '' : `AND fv.id < ${params.add(afterId)}::int`;
    const studio = studioId === undefined ? '' : `AND v.studio_id = ${params.add(studioId)}::int`;
    const rows = await this.db.query<VideoRow & { favorite_created_at: Date | string }>(
      `SELECT ${videoColumns(user, all)}, fv.created_at AS favorite_created_at
         FROM videos v ${videoJoins(user)}
        WHERE fv.id IS NOT NULL ${keyset} ${studio}
        ORDER BY fv.id DESC
        LIMIT ${Math.trunc(limit) + 1}`,
      params.values,
    );
    return {
      favorites: rows.slice(0, limit).map((row): FavoriteVideoRecord => ({
        id: row.favorite_id!,
        createdAt: date(row.favorite_created_at),
        video: toVideo(row),
      })),
      more: rows.length > limit,
    };
  }

  /** The member's watched videos, one entry per video, most recently watched first. */
  async history(
    viewer: Viewer & { userId: number },
    limit: number,
    after: CursorPosition | undefined,
    studioId?: number,
  ) {
    const params = new Params();
    const user = params.add(viewer.userId);
    const all = params.add(viewer.watchesAll);
    const studio = studioId === undefined ? '' : `AND v.studio_id = ${params.add(studioId)}::int`;
    const keyset =
      after === undefined
        ? ''
        : `AND (h.last_watched_at, h.video_id) < (${params.add(after.value)}::timestamptz, ${params.add(after.id)}::int)`;
    const rows = await this.db.query<VideoRow & { history_key: string }>(
      `SELECT ${videoColumns(user, all)},
              to_char(h.last_watched_at AT TIME ZONE 'UTC', ${CURSOR_TIMESTAMP_FORMAT}) AS history_key
         FROM video_progress h JOIN videos v ON v.id = h.video_id ${videoJoins(user)}
        WHERE h.user_id = ${user}::int ${keyset} ${studio}
        ORDER BY h.last_watched_at DESC, h.video_id DESC
        LIMIT ${Math.trunc(limit) + 1}`,
      params.values,
    );
    return {
      history: rows.slice(0, limit).map((row): HistoryEntry => ({
        lastWatchedAt: date(row.progress_last_watched_at!),
        key: row.history_key,
        video: toVideo(row),
      })),
      more: rows.length > limit,
    };
  }

  /** The day's pick: the same video for everyone on a day, drawn from the library by the day's number. */
  async pickOfTheDay(dayNumber: number, viewer: Viewer): Promise<VideoRecord | undefined> {
    const [total] = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    if (total === undefined || total.n === 0) return undefined;
    const [row] = await this.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id OFFSET $1 LIMIT 1', [
      dayNumber % total.n,
    ]);
    return row === undefined ? undefined : this.byId(row.id, viewer);
  }
}
