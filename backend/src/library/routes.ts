import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MemberAccessRule } from '../accounts/access.js';
import { authenticate, identify, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { readIds, requiredIdsQuerySchema } from '../http/ids.js';
import type { RateLimiter } from '../http/rate-limit.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { registerFavoriteRoutes } from './favorites.js';
import { readFilter } from './filter.js';
import { signedPlayback } from './media/playback.js';
import { toApiProgram, toApiProgress, toApiVideo } from './present.js';
import { sortValueKind, VideoRepository, VISITOR, type Viewer } from './repository.js';
import {
  LIST_PAGE_SIZE,
  memberPageBodySchema,
  VIDEO_PAGE_SIZE,
  videoParamsSchema,
  videosBodySchema,
  type MemberPageBody,
  type VideosBody,
} from './schemas.js';
import { registerWatchingRoutes } from './watching.js';

export const NO_SUCH_VIDEO_MESSAGE = 'id: no such video';
export const BAD_CURSOR_MESSAGE = 'after: is not a valid cursor';

export interface LibraryOptions {
  db: Database;
  memberAccess: MemberAccessRule;
  limiter: RateLimiter;
  /** PLAYBACK_URL_SECRET: signs the media addresses. */
  playbackUrlSecret: string;
}

/**
 * What the caller may see of the library: a visitor nothing of their own; a member their state,
 * and every video when their membership is active and not the class-only package.
 */
export function viewerFor(
  db: Database,
  memberAccess: MemberAccessRule,
): (request: FastifyRequest, now: Date) => Promise<Viewer> {
  return async (request, now) => {
    const member = request.member;
    if (member === null) return VISITOR;
    const { subscription } = await memberAccess(db, member, now);
    return { userId: member.id, watchesAll: subscription.active && !subscription.isClassOnly };
  };
}

export function registerLibraryRoutes(app: FastifyInstance, options: LibraryOptions): void {
  const { db } = options;
  const videos = new VideoRepository(db);
  const maybeSignedIn = identify(app, db);
  const signedIn = authenticate(app, db);
  const viewerOf = viewerFor(db, options.memberAccess);

  app.post<{ Body: VideosBody | null }>(
    '/api/video/videos',
    { schema: { body: videosBodySchema }, preHandler: maybeSignedIn },
    async (request) => {
      const body = request.body ?? {};
      const filter = readFilter(body, request.member?.id ?? null);
      const sort = body.sort ?? 'newest';
      const list = `videos-${sort}`;
      const after =
        body.after === undefined ? undefined : decodeCursor(list, sortValueKind(sort), body.after);
      if (body.after !== undefined && after === undefined)
        throw new HttpError(400, BAD_CURSOR_MESSAGE, 'invalid_input');
      const viewer = await viewerOf(request, app.clock());
      const limit = body.limit ?? VIDEO_PAGE_SIZE;
      const [page, totalCount, facets] = await Promise.all([
        videos.page(filter, sort, viewer, limit, after),
        // Counting grows with the library; a page read by key does not. Later pages skip it.
        body.count === false ? Promise.resolve(null) : videos.count(filter),
        body.facets === true ? videos.facets(filter) : Promise.resolve(null),
      ]);
      const last = page.videos.at(-1);
      return ok({
        videos: page.videos.map(({ position, ...video }) => ({
          ...toApiVideo(video),
          cursor: encodeCursor(list, position),
        })),
        nextCursor: page.more && last !== undefined ? encodeCursor(list, last.position) : null,
        totalCount,
        facets,
      });
    },
  );

  app.post('/api/video/programs', { schema: { body: { type: ['object', 'null'] } } }, async () => {
    return ok((await videos.programs()).map(toApiProgram));
  });

  app.get<{ Querystring: { ids: string } }>(
    '/api/video',
    { schema: { querystring: requiredIdsQuerySchema }, preHandler: maybeSignedIn },
    async (request) => {
      const ids = readIds(request.query.ids);
      const viewer = await viewerOf(request, app.clock());
      return ok({ videos: (await videos.byIds(ids, viewer)).map(toApiVideo) });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/api/video/:id',
    { schema: { params: videoParamsSchema }, preHandler: maybeSignedIn },
    async (request) => {
      const now = app.clock();
      const viewer = await viewerOf(request, now);
      const video = await videos.byId(request.params.id, viewer);
      if (video === undefined) throw new HttpError(404, NO_SUCH_VIDEO_MESSAGE, 'not_found');
      return ok({
        ...toApiVideo(video),
        playback: video.canWatch ? signedPlayback(video.id, options.playbackUrlSecret, now) : null,
      });
    },
  );

  app.post<{ Body: MemberPageBody | null }>(
    '/api/history/myHistory',
    { schema: { body: memberPageBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const body = request.body ?? {};
      const after = body.after === undefined ? undefined : decodeCursor('history', 'timestamp', body.after);
      if (body.after !== undefined && after === undefined)
        throw new HttpError(400, BAD_CURSOR_MESSAGE, 'invalid_input');
      const viewer = await viewerOf(request, app.clock());
      const limit = body.limit ?? LIST_PAGE_SIZE;
      const page = await videos.history({ ...viewer, userId: member.id }, limit, after, body.studioId);
      const cursorOf = (entry: (typeof page.history)[number]) =>
        encodeCursor('history', { value: entry.key, id: entry.video.id });
      const last = page.history.at(-1);
      return ok({
        history: page.history.map((entry) => ({
          video: toApiVideo(entry.video),
          lastWatchedAt: entry.lastWatchedAt.toISOString(),
          // Every history entry has progress: it is the progress row.
          progress: toApiProgress(entry.video.progress!),
          cursor: cursorOf(entry),
        })),
        nextCursor: page.more && last !== undefined ? cursorOf(last) : null,
      });
    },
  );

  registerFavoriteRoutes(app, { db, signedIn, viewerOf });
  registerWatchingRoutes(app, { ...options, signedIn, viewerOf });
}
