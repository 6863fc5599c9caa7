// The on-demand library part of the fake REST backend (backend/API.md "On-demand library"): videos
// with the contract's filter, keyset cursors and facets, videos by id, programs, favorites (videos,
// class types, studios), watch history, playback events and the day's workout (fake-workouts.ts plans videos), in
// memory, with the contract's statuses and messages. Tests add the videos they need with `addVideo`
// or `addVideos`; every Video answer carries the caller's state, as the contract says.
import type { FakeAccounts, FakeAnswer, FakeUser } from './fake-accounts.js';
import type { FakeLive, FakeLiveEvent } from './fake-live.js';
import type { FakePayments } from './fake-payments.js';
import type { WebStudioFixture } from './fixtures.js';

export interface FakeVideo {
  id: number;
  title: string;
  summary: string;
  studioId: number;
  instructor: { name: string; imageUrl: string | null };
  duration: number;
  mhr: number;
  level: string;
  classType: string[];
  equipment: string[];
  bodyFocus: string[];
  limitations: string[];
  targetMuscles: string[];
  programId: number | null;
  programPosition: number | null;
  publishedAt: string;
  /** The studios' pick score (sort `recommended`, highest first). */
  score: number;
}

export interface FakeProgram {
  id: number;
  title: string;
  description: string;
  studioId: number;
}

interface FakeProgress {
  positionSeconds: number;
  watchedSeconds: number;
  completedAt: string | null;
  lastWatchedAt: string;
}

const HACKS: Readonly<Record<string, string>> = {
  'Sliding Discs': 'small towels',
  Block: 'thick books',
  'Ballet Barre or Sturdy Chair': 'sturdy chair',
};
const SORTS = ['recommended', 'newest', 'longest', 'shortest', 'highest'] as const;
type Sort = (typeof SORTS)[number];
const LIST_FIELDS = ['targetMucles', 'classType', 'equipment', 'level', 'bodyFocus', 'limitations'] as const;

const ok = (content: unknown, status = 200): FakeAnswer => ({ status, body: { status: true, content } });
const fail = (status: number, content: string, code?: string): FakeAnswer => ({
  status,
  body: { status: false, content, ...(code ? { code } : {}) },
});

const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function encodeCursor(key: (number | string)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

function decodeCursor(cursor: unknown): (number | string)[] | null {
  if (typeof cursor !== 'string' || !/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) return null;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    return Array.isArray(key) && key.length === 2 && positive(key[1]) ? (key as (number | string)[]) : null;
  } catch {
    return null;
  }
}

function durationBucket(seconds: number): '0-15' | '15-30' | '30-45' | '45-60' | '60+' {
  const minutes = seconds / 60;
  if (minutes <= 15) return '0-15';
  if (minutes <= 30) return '15-30';
  if (minutes <= 45) return '30-45';
  if (minutes <= 60) return '45-60';
  return '60+';
}

export class FakeLibrary {
  videos: FakeVideo[] = [];
  programs: FakeProgram[] = [];
  /** Favorites of every member: videos, class types, studios. */
  favorites: { id: number; userId: number; videoId: number; createdAt: string }[] = [];
  favoriteClasses: { id: number; userId: number; classId: number; createdAt: string }[] = [];
  favoriteStudios: { id: number; userId: number; studioId: number; createdAt: string }[] = [];
  /** Progress per member and video, keyed `userId:videoId`. */
  readonly progress = new Map<string, FakeProgress>();
  /** Playback events as received. */
  events: { userId: number; videoId: number; event_type: string; position: number; sessionId: string }[] = [];
  /** The day's pick for everyone (null: the first video by id). */
  dailyPickId: number | null = null;
  /** Events the real backend would record (a viewing's workout.added). */
  onEvent: ((event: FakeLiveEvent) => void) | null = null;
  private nextId = 1;
  private nextFavoriteId = 1;

  constructor(
    private readonly accounts: FakeAccounts,
    private readonly live: FakeLive,
    private readonly studios: () => WebStudioFixture[],
    private readonly classTypes: readonly { id: number; name: string }[],
    private readonly payments: FakePayments,
  ) {}

  /** Classes members bought on their own, keyed `userId:videoId`. */
  readonly unlocks = new Set<string>();
  /** What one class costs (the on-demand credit). */
  static readonly CLASS_PRICE = 4.99;

  reset(): void {
    this.unlocks.clear();
    this.videos = [];
    this.programs = [];
    this.favorites = [];
    this.favoriteClasses = [];
    this.favoriteStudios = [];
    this.progress.clear();
    this.events = [];
    this.dailyPickId = null;
    this.onEvent = null;
    this.nextId = 1;
    this.nextFavoriteId = 1;
  }

  addVideo(overrides: Partial<FakeVideo> = {}): FakeVideo {
    const id = overrides.id ?? 1000 + this.nextId++;
    const video: FakeVideo = {
      id,
      title: `Video ${id}`,
      summary: 'A class to follow at home.',
      studioId: 1,
      instructor: { name: 'Ana Ruiz', imageUrl: null },
      duration: 1800,
      mhr: 0.6,
      level: 'Beginner',
      classType: ['Pilates'],
      equipment: [],
      bodyFocus: ['Core'],
      limitations: [],
      targetMuscles: ['Abdominals'],
      programId: null,
      programPosition: null,
      publishedAt: new Date(Date.UTC(2025, 0, 1) + id * 60_000).toISOString(),
      score: 0,
      ...overrides,
    };
    this.videos.push(video);
    return video;
  }

  /** `count` videos across the first studios, lengths and class types. */
  addVideos(count: number): FakeVideo[] {
    const studios = this.studios().slice(0, 3);
    const types = ['Pilates', 'Strength', 'Yoga', 'HIIT'];
    return Array.from({ length: count }, (_, index) =>
      this.addVideo({
        studioId: studios[index % studios.length]?.id ?? 1,
        classType: [types[index % types.length] ?? 'Pilates'],
        duration: 600 + (index % 8) * 600,
        equipment: index % 3 === 0 ? [] : ['Block'],
        score: index % 5,
      }),
    );
  }

  addProgram(overrides: Partial<FakeProgram>, videos: FakeVideo[]): FakeProgram {
    const program: FakeProgram = {
      id: overrides.id ?? 300 + this.programs.length + 1,
      title: `Program ${this.programs.length + 1}`,
      description: 'A week of classes.',
      studioId: 1,
      ...overrides,
    };
    this.programs.push(program);
    videos.forEach((video, index) => {
      video.programId = program.id;
      video.programPosition = index + 1;
    });
    return program;
  }

  /** A favorite made outside the gateway (another device). */
  addFavorite(user: FakeUser, video: FakeVideo, createdAt = new Date().toISOString()): void {
    this.favorites.push({ id: this.nextFavoriteId++, userId: user.id, videoId: video.id, createdAt });
  }

  /** Progress made outside the gateway. */
  setProgress(user: FakeUser, video: FakeVideo, progress: Partial<FakeProgress> = {}): void {
    this.progress.set(`${user.id}:${video.id}`, {
      positionSeconds: 60,
      watchedSeconds: 60,
      completedAt: null,
      lastWatchedAt: new Date().toISOString(),
      ...progress,
    });
  }

  private calories(video: FakeVideo): number {
    // 143 lb, the contract's defaults.
    return Math.round((video.duration / 60) * video.mhr * 65 * 0.0175 * 3.5);
  }

  private mayWatchAll(user: FakeUser | null): boolean {
    return user !== null && user.subscription.active && !user.subscription.isClassOnly;
  }

  private mayWatch(user: FakeUser | null, videoId: number): boolean {
    return this.mayWatchAll(user) || (user !== null && this.unlocks.has(`${user.id}:${videoId}`));
  }

  view(video: FakeVideo, user: FakeUser | null): Record<string, unknown> {
    const studio = this.studios().find((candidate) => candidate.id === video.studioId);
    const program = this.programs.find((candidate) => candidate.id === video.programId);
    return {
      id: video.id,
      title: video.title,
      summary: video.summary,
      studio: {
        id: video.studioId,
        name: studio?.name ?? '',
        shortName: studio?.shortName ?? '',
        logoUrl: null,
      },
      instructor: video.instructor,
      duration: video.duration,
      calories: this.calories(video),
      level: video.level,
      classType: video.classType,
      equipment: video.equipment.map((name) => ({ name, hack: HACKS[name] ?? null })),
      bodyFocus: video.bodyFocus,
      limitations: video.limitations,
      targetMuscles: video.targetMuscles,
      program: program ? { id: program.id, title: program.title } : null,
      programPosition: video.programPosition,
      publishedAt: video.publishedAt,
      posterUrl: `/media/videos/${video.id}/poster.jpg`,
      mhr: video.mhr,
      canWatch: this.mayWatch(user, video.id),
      favoriteId:
        user === null
          ? null
          : (this.favorites.find((fav) => fav.userId === user.id && fav.videoId === video.id)?.id ?? null),
      progress: user === null ? null : (this.progress.get(`${user.id}:${video.id}`) ?? null),
    };
  }

  private sortValue(video: FakeVideo, sort: Sort): number | string {
    switch (sort) {
      case 'recommended':
        return video.score;
      case 'newest':
        return video.publishedAt;
      case 'longest':
      case 'shortest':
        return video.duration;
      case 'highest':
        return this.calories(video);
    }
  }

  /** The order: by the sort's value (descending but for `shortest`), then by id. */
  private compare(a: FakeVideo, b: FakeVideo, sort: Sort): number {
    const [x, y] = [this.sortValue(a, sort), this.sortValue(b, sort)];
    const byValue = x === y ? 0 : x < y ? -1 : 1;
    return (sort === 'shortest' ? byValue : -byValue) || a.id - b.id;
  }

  private afterKey(video: FakeVideo, key: (number | string)[], sort: Sort): boolean {
    const value = this.sortValue(video, sort);
    const [keyValue, keyId] = key as [number | string, number];
    if (value === keyValue) return video.id > keyId;
    return sort === 'shortest' ? value > keyValue : value < keyValue;
  }

  /** Whether `video` passes the filter, leaving out the condition of `skip` (facets). */
  private matches(
    video: FakeVideo,
    filter: Record<string, unknown>,
    user: FakeUser | null,
    skip?: string,
  ): boolean {
    const anyOf = (field: string, values: string[]): boolean => {
      const wanted = filter[field];
      if (field === skip || !isList(wanted) || wanted.length === 0) return true;
      const lower = wanted.map((value) => String(value).toLowerCase());
      if (field === 'level') {
        if (lower.includes('any')) return true;
        return video.level === 'Any' || lower.includes(video.level.toLowerCase());
      }
      if (field === 'bodyFocus' && lower.includes('any')) return true;
      if (field === 'equipment' && lower.includes('none') && video.equipment.length === 0) return true;
      if (field === 'limitations') {
        if (lower.includes('none')) return true;
        return lower.every((value) => values.some((have) => have.toLowerCase() === value));
      }
      return values.some((have) => lower.includes(have.toLowerCase()));
    };
    const within = (field: string, value: number): boolean => {
      const range = filter[field] as { min?: number; max?: number } | undefined;
      if (field === skip || !range) return true;
      return (
        (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max)
      );
    };
    const search = typeof filter.search === 'string' ? filter.search.toLowerCase().trim() : '';
    const studio = this.studios().find((candidate) => candidate.id === video.studioId);
    const haystack = `${video.title} ${video.instructor.name} ${studio?.name ?? ''}`.toLowerCase();
    const studios = filter.studio;
    return (
      anyOf('targetMucles', video.targetMuscles) &&
      anyOf('classType', video.classType) &&
      anyOf('equipment', video.equipment) &&
      anyOf('level', [video.level]) &&
      anyOf('bodyFocus', video.bodyFocus) &&
      anyOf('limitations', video.limitations) &&
      (skip === 'studio' || !isList(studios) || studios.length === 0 || studios.includes(video.studioId)) &&
      (skip === 'duration' || within('timeLength', video.duration / 60)) &&
      within('calorieBurn', this.calories(video)) &&
      (search === '' || search.split(/\s+/).every((word) => haystack.includes(word))) &&
      !(
        filter.hideCompleted === true &&
        user !== null &&
        this.progress.get(`${user.id}:${video.id}`)?.completedAt
      )
    );
  }

  private facets(filter: Record<string, unknown>, user: FakeUser | null): Record<string, unknown> {
    const count = (skip: string, valuesOf: (video: FakeVideo) => (string | number)[]) => {
      const counts = new Map<string | number, number>();
      for (const video of this.videos.filter((candidate) => this.matches(candidate, filter, user, skip)))
        for (const value of new Set(valuesOf(video))) counts.set(value, (counts.get(value) ?? 0) + 1);
      return [...counts].map(([value, n]) => ({ value, count: n }));
    };
    return {
      classType: count('classType', (video) => video.classType),
      studio: count('studio', (video) => [video.studioId]),
      equipment: count('equipment', (video) => (video.equipment.length === 0 ? ['None'] : video.equipment)),
      level: count('level', (video) => [video.level]),
      bodyFocus: count('bodyFocus', (video) => video.bodyFocus),
      limitations: count('limitations', (video) => video.limitations),
      targetMuscles: count('targetMucles', (video) => video.targetMuscles),
      duration: count('duration', (video) => [durationBucket(video.duration)]),
    };
  }

  private validFilter(filter: Record<string, unknown>): string | null {
    for (const field of LIST_FIELDS) {
      const value = filter[field];
      if (value !== undefined && !isList(value) && !(field === 'equipment' && typeof value === 'object'))
        return `${field}: must be a list`;
    }
    for (const field of ['timeLength', 'calorieBurn']) {
      const range = filter[field] as { min?: number; max?: number } | undefined;
      if (range && range.min !== undefined && range.max !== undefined && range.min > range.max)
        return `${field}: min must not be above max`;
    }
    if (filter.sort !== undefined && !SORTS.includes(filter.sort as Sort))
      return `sort: must be one of: ${SORTS.join(', ')}`;
    if (typeof filter.search === 'string' && filter.search.length > 100)
      return 'search: must be at most 100 characters';
    const limit = filter.limit ?? 24;
    if (!positive(limit) || limit > 100) return 'limit: must be a whole number from 1 to 100';
    if (filter.after !== undefined && decodeCursor(filter.after) === null) return 'after: not a valid cursor';
    return null;
  }

  private list(json: Record<string, unknown>, user: FakeUser | null): FakeAnswer {
    const problem = this.validFilter(json);
    if (problem) return fail(400, problem);
    const filter = { ...json };
    if (isList(filter.equipment) === false && typeof filter.equipment === 'object')
      filter.equipment = ['None'];
    const sort = (json.sort ?? 'recommended') as Sort;
    const limit = (json.limit ?? 24) as number;
    const after = json.after === undefined ? null : decodeCursor(json.after);
    const kept = this.videos
      .filter((video) => this.matches(video, filter, user))
      .sort((a, b) => this.compare(a, b, sort));
    const rest = after === null ? kept : kept.filter((video) => this.afterKey(video, after, sort));
    const page = rest.slice(0, limit);
    const cursorOf = (video: FakeVideo) => encodeCursor([this.sortValue(video, sort), video.id]);
    const last = page[page.length - 1];
    return ok({
      videos: page.map((video) => ({ ...this.view(video, user), cursor: cursorOf(video) })),
      nextCursor: last && rest.length > page.length ? cursorOf(last) : null,
      totalCount: json.count === false ? null : kept.length,
      facets: json.facets === true ? this.facets(filter, user) : null,
    });
  }

  private pageOf<T>(
    rows: T[],
    json: Record<string, unknown>,
    keyOf: (row: T) => [string, number],
  ): { rows: T[]; nextCursor: string | null; cursorOf: (row: T) => string } | string {
    const limit = json.limit ?? 20;
    if (!positive(limit) || limit > 100) return 'limit: must be a whole number from 1 to 100';
    const after = json.after === undefined ? null : decodeCursor(json.after);
    if (json.after !== undefined && after === null) return 'after: not a valid cursor';
    const rest =
      after === null
        ? rows
        : rows.filter((row) => {
            const [at, id] = keyOf(row);
            return at < String(after[0]) || (at === after[0] && id < Number(after[1]));
          });
    const page = rest.slice(0, limit);
    const last = page[page.length - 1];
    const cursorOf = (row: T) => encodeCursor(keyOf(row));
    return { rows: page, nextCursor: last && rest.length > page.length ? cursorOf(last) : null, cursorOf };
  }

  /** Answers a library route, or null when the path is not one. */
  handle(
    method: string,
    url: URL,
    body: unknown,
    authorization: string | undefined,
    idempotencyKey?: string,
  ): FakeAnswer | null {
    const path = url.pathname;
    const json = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const library = [
      '/api/video',
      '/api/favorites/',
      '/api/favoriteClasses/',
      '/api/favoriteStudios/',
      '/api/history/',
    ];
    const workout = path === '/api/workout/dailyWorkout';
    if (
      !workout &&
      !library.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(prefix))
    )
      return null;
    const user = this.accounts.userFor(authorization);
    if (authorization && !user)
      return fail(401, 'Your session has ended. Please log in again.', 'unauthenticated');

    // ---- token? -----------------------------------------------------------------------------
    if (method === 'POST' && path === '/api/video/videos') return this.list(json, user);
    if (method === 'GET' && path === '/api/video') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      if (ids.length === 0 || ids.length > 100 || ids.some((id) => !positive(id)))
        return fail(400, 'ids: must be 1 to 100 positive whole numbers');
      return ok({
        videos: ids
          .map((id) => this.videos.find((video) => video.id === id))
          .filter((video): video is FakeVideo => video !== undefined)
          .map((video) => this.view(video, user)),
      });
    }
    if (method === 'GET' && path === '/api/video/purchase-offer')
      return ok({
        productId: 4,
        title: 'On-Demand Class Credit',
        description: 'One on-demand class of your choice, yours to stream any time.',
        price: FakeLibrary.CLASS_PRICE,
        currency: 'usd',
      });
    const bought = /^\/api\/video\/([^/]+)\/purchase$/.exec(path);
    if (method === 'POST' && bought) {
      if (!user) return fail(401, 'Please log in.', 'unauthenticated');
      const id = Number(bought[1]);
      if (!positive(id)) return fail(400, 'id: must be a positive whole number', 'invalid_input');
      const video = this.videos.find((candidate) => candidate.id === id);
      if (!video) return fail(404, 'id: no such video', 'not_found');
      return this.payments.purchaseClass(
        user,
        id,
        json,
        idempotencyKey,
        FakeLibrary.CLASS_PRICE,
        () => {
          if (this.unlocks.has(`${user.id}:${id}`))
            return fail(409, 'You already own this class: it is yours to stream any time.', 'already_owned');
          if (this.mayWatchAll(user))
            return fail(409, 'Your membership already includes this class.', 'already_included');
          return null;
        },
        () => this.unlocks.add(`${user.id}:${id}`),
      );
    }
    const single = /^\/api\/video\/([^/]+)$/.exec(path);
    if (method === 'GET' && single) {
      const id = Number(single[1]);
      if (!positive(id)) return fail(400, 'id: must be a positive whole number');
      const video = this.videos.find((candidate) => candidate.id === id);
      if (!video) return fail(404, 'id: no such video');
      const expires = Math.floor(Date.now() / 1000) + 6 * 3600;
      return ok({
        ...this.view(video, user),
        playback: this.mayWatch(user, id)
          ? {
              hlsUrl: `/media/videos/${id}/master.m3u8?expires=${expires}&signature=sig`,
              mp4Url: `/media/videos/${id}/video.mp4?expires=${expires}&signature=sig`,
              expiresAt: new Date(expires * 1000).toISOString(),
            }
          : null,
      });
    }
    if (method === 'POST' && path === '/api/video/programs') {
      return ok(
        [...this.programs]
          .sort((a, b) => a.title.localeCompare(b.title))
          .map((program) => {
            const studio = this.studios().find((candidate) => candidate.id === program.studioId);
            const videoIds = this.videos
              .filter((video) => video.programId === program.id)
              .sort((a, b) => (a.programPosition ?? 0) - (b.programPosition ?? 0))
              .map((video) => video.id);
            return {
              ...program,
              studio: {
                id: program.studioId,
                name: studio?.name ?? '',
                shortName: studio?.shortName ?? '',
                logoUrl: null,
              },
              videoCount: videoIds.length,
              videoIds,
            };
          }),
      );
    }

    // ---- token ------------------------------------------------------------------------------
    if (!user) return fail(401, 'Your session has ended. Please log in again.', 'unauthenticated');
    const videoOf = (id: unknown) =>
      positive(id) ? this.videos.find((video) => video.id === id) : undefined;

    if (method === 'POST' && path === '/api/video/logevent') {
      if (!positive(json.videoId)) return fail(400, 'videoId: must be a positive whole number');
      const video = videoOf(json.videoId);
      if (!video) return fail(404, 'videoId: no such video');
      const kinds = ['start', 'heartbeat', 'pause', 'seek', 'complete'];
      if (typeof json.event_type !== 'string' || !kinds.includes(json.event_type))
        return fail(400, `event_type: must be one of: ${kinds.join(', ')}`);
      const position = json.position;
      if (typeof position !== 'number' || position < 0 || position > video.duration + 5)
        return fail(400, 'position: must be between 0 and the video length');
      if (typeof json.sessionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(json.sessionId))
        return fail(400, 'sessionId: must be a UUID');
      if (!this.mayWatch(user, video.id))
        return fail(403, 'Subscribe to watch this class.', 'playback_not_allowed');
      this.events.push({
        userId: user.id,
        videoId: video.id,
        event_type: json.event_type,
        position,
        sessionId: json.sessionId,
      });
      const key = `${user.id}:${video.id}`;
      const before = this.progress.get(key);
      const now = new Date().toISOString();
      const completes = json.event_type === 'complete' || position >= video.duration * 0.9;
      const first =
        completes &&
        !this.events.some(
          (event) =>
            event !== this.events.at(-1) &&
            event.sessionId === json.sessionId &&
            (event.event_type === 'complete' || event.position >= video.duration * 0.9),
        );
      const progress: FakeProgress = {
        positionSeconds: json.event_type === 'complete' ? 0 : Math.floor(position),
        watchedSeconds: (before?.watchedSeconds ?? 0) + 10,
        completedAt: first ? now : (before?.completedAt ?? null),
        lastWatchedAt: now,
      };
      this.progress.set(key, progress);
      let completedWorkout: Record<string, unknown> | null = null;
      if (first) {
        const workoutRow = {
          id: 9000 + this.live.workouts.length,
          userId: user.id,
          when: now,
          status: 'completed' as const,
          timeZone: null,
          videoId: video.id,
          liveClassId: null,
          revision: 0,
          updatedAt: now,
        };
        this.live.workouts.push(workoutRow);
        // What the library knows of it (API.md "Workouts"): not the video or its program.
        const { id, when, status, timeZone, videoId, liveClassId } = workoutRow;
        completedWorkout = { id, when, status, timeZone, videoId, liveClassId, liveClass: null };
        this.onEvent?.({
          type: 'workout.added',
          subject: { kind: 'workout', id: String(id) },
          audienceUserIds: [user.id],
          payload: { workout: completedWorkout },
        });
      }
      return ok({ progress, completedWorkout }, 201);
    }
    if (method === 'POST' && path === '/api/favorites/myFavorites') {
      if (json.studioId !== undefined && !positive(json.studioId))
        return fail(400, 'studioId: must be a positive whole number');
      const mine = this.favorites
        .filter((fav) => fav.userId === user.id)
        .filter((fav) => json.studioId === undefined || videoOf(fav.videoId)?.studioId === json.studioId)
        .sort((a, b) => (a.createdAt === b.createdAt ? b.id - a.id : a.createdAt < b.createdAt ? 1 : -1));
      const page = this.pageOf(mine, json, (fav) => [fav.createdAt, fav.id]);
      if (typeof page === 'string') return fail(400, page);
      return ok({
        favorites: page.rows.map((fav) => ({
          id: fav.id,
          videoId: fav.videoId,
          video: this.view(videoOf(fav.videoId) as FakeVideo, user),
          createdAt: fav.createdAt,
          cursor: page.cursorOf(fav),
        })),
        nextCursor: page.nextCursor,
      });
    }
    if (method === 'POST' && path === '/api/favorites/add') {
      if (!positive(json.videoId)) return fail(400, 'videoId: must be a positive whole number');
      const video = videoOf(json.videoId);
      if (!video) return fail(404, 'videoId: no such video');
      const existing = this.favorites.find((fav) => fav.userId === user.id && fav.videoId === video.id);
      if (!existing) this.addFavorite(user, video);
      const fav = existing ?? (this.favorites.at(-1) as (typeof this.favorites)[number]);
      return ok(
        { id: fav.id, videoId: fav.videoId, video: this.view(video, user), createdAt: fav.createdAt },
        existing ? 200 : 201,
      );
    }
    if (method === 'POST' && path === '/api/favorites/delete') {
      if (!positive(json.favoriteId)) return fail(400, 'favoriteId: must be a positive whole number');
      const fav = this.favorites.find(
        (candidate) => candidate.id === json.favoriteId && candidate.userId === user.id,
      );
      if (!fav) return fail(404, 'favoriteId: no such favorite');
      this.favorites = this.favorites.filter((candidate) => candidate !== fav);
      return ok({ deleted: { id: fav.id, videoId: fav.videoId } });
    }
    if (method === 'POST' && path === '/api/favoriteClasses/myFavoriteClasses') {
      return ok(
        this.favoriteClasses
          .filter((fav) => fav.userId === user.id)
          .map((fav) => ({ ...fav, classType: this.classTypes.find((type) => type.id === fav.classId) }))
          .sort((a, b) => (a.classType?.name ?? '').localeCompare(b.classType?.name ?? ''))
          .map(({ userId: _userId, ...fav }) => fav),
      );
    }
    if (method === 'POST' && path === '/api/favoriteClasses/add') {
      if (!positive(json.classId)) return fail(400, 'classId: must be a positive whole number');
      const classType = this.classTypes.find((type) => type.id === json.classId);
      if (!classType) return fail(404, 'classId: no such class type');
      let fav = this.favoriteClasses.find(
        (candidate) => candidate.userId === user.id && candidate.classId === classType.id,
      );
      const created = !fav;
      fav ??= {
        id: this.nextFavoriteId++,
        userId: user.id,
        classId: classType.id,
        createdAt: new Date().toISOString(),
      };
      if (created) this.favoriteClasses.push(fav);
      const { userId: _userId, ...shown } = fav;
      return ok({ ...shown, classType }, created ? 201 : 200);
    }
    if (method === 'POST' && path === '/api/favoriteClasses/delete') {
      if (!positive(json.id)) return fail(400, 'id: must be a positive whole number');
      const fav = this.favoriteClasses.find(
        (candidate) => candidate.id === json.id && candidate.userId === user.id,
      );
      if (!fav) return fail(404, 'id: no such favorite');
      this.favoriteClasses = this.favoriteClasses.filter((candidate) => candidate !== fav);
      return ok({ deleted: { id: fav.id, classId: fav.classId } });
    }
    if (method === 'POST' && path === '/api/favoriteStudios/myFavoriteStudios') {
      return ok(
        this.favoriteStudios
          .filter((fav) => fav.userId === user.id)
          .map(({ userId: _userId, ...fav }) => {
            const studio = this.studios().find((candidate) => candidate.id === fav.studioId);
            return {
              ...fav,
              studio: {
                id: fav.studioId,
                name: studio?.name ?? '',
                shortName: studio?.shortName ?? '',
                logoUrl: null,
              },
            };
          })
          .sort((a, b) => a.studio.name.localeCompare(b.studio.name)),
      );
    }
    if (method === 'POST' && path === '/api/favoriteStudios/add') {
      if (!positive(json.studioId)) return fail(400, 'studioId: must be a positive whole number');
      const studio = this.studios().find((candidate) => candidate.id === json.studioId);
      if (!studio) return fail(404, 'studioId: no such studio');
      let fav = this.favoriteStudios.find(
        (candidate) => candidate.userId === user.id && candidate.studioId === studio.id,
      );
      const created = !fav;
      fav ??= {
        id: this.nextFavoriteId++,
        userId: user.id,
        studioId: studio.id,
        createdAt: new Date().toISOString(),
      };
      if (created) this.favoriteStudios.push(fav);
      const { userId: _userId, ...shown } = fav;
      return ok(
        {
          ...shown,
          studio: { id: studio.id, name: studio.name, shortName: studio.shortName, logoUrl: null },
        },
        created ? 201 : 200,
      );
    }
    if (method === 'POST' && path === '/api/favoriteStudios/delete') {
      if (!positive(json.id)) return fail(400, 'id: must be a positive whole number');
      const fav = this.favoriteStudios.find(
        (candidate) => candidate.id === json.id && candidate.userId === user.id,
      );
      if (!fav) return fail(404, 'id: no such favorite');
      this.favoriteStudios = this.favoriteStudios.filter((candidate) => candidate !== fav);
      return ok({ deleted: { id: fav.id, studioId: fav.studioId } });
    }
    if (method === 'POST' && path === '/api/history/myHistory') {
      const mine = [...this.progress]
        .filter(([key]) => key.startsWith(`${user.id}:`))
        .map(([key, progress]) => ({ video: videoOf(Number(key.split(':')[1])) as FakeVideo, progress }))
        .filter((entry) => entry.video !== undefined)
        .filter((entry) => json.studioId === undefined || entry.video.studioId === json.studioId)
        .sort((a, b) =>
          a.progress.lastWatchedAt === b.progress.lastWatchedAt
            ? b.video.id - a.video.id
            : a.progress.lastWatchedAt < b.progress.lastWatchedAt
              ? 1
              : -1,
        );
      const page = this.pageOf(mine, json, (entry) => [entry.progress.lastWatchedAt, entry.video.id]);
      if (typeof page === 'string') return fail(400, page);
      return ok({
        history: page.rows.map((entry) => ({
          video: this.view(entry.video, user),
          lastWatchedAt: entry.progress.lastWatchedAt,
          progress: entry.progress,
          cursor: page.cursorOf(entry),
        })),
        nextCursor: page.nextCursor,
      });
    }
    if (method === 'POST' && path === '/api/workout/dailyWorkout') {
      const today = new Date().toISOString().slice(0, 10);
      const planned = this.live.workouts
        .filter(
          (row) =>
            row.userId === user.id &&
            row.videoId !== null &&
            row.status === 'scheduled' &&
            row.when.slice(0, 10) === today,
        )
        .sort((a, b) => Date.parse(a.when) - Date.parse(b.when))[0];
      const plannedVideo = planned ? videoOf(planned.videoId) : undefined;
      if (planned && plannedVideo)
        return ok([
          { video: this.view(plannedVideo, user), workoutId: planned.id, when: planned.when, planned: true },
        ]);
      const pick = videoOf(this.dailyPickId) ?? [...this.videos].sort((a, b) => a.id - b.id)[0];
      return ok(pick ? [{ video: this.view(pick, user), workoutId: null, when: null, planned: false }] : []);
    }
    return null;
  }
}
