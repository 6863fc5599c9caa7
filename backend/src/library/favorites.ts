import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { FavoritesRepository, type ClassTypeFavorite, type StudioFavorite } from './favorites-repository.js';
import { toApiStudioBadge, toApiVideo } from './present.js';
import { VideoRepository, type Viewer } from './repository.js';
import {
  deleteFavoriteBodySchema,
  deleteFavoriteVideoBodySchema,
  favoriteClassBodySchema,
  favoriteStudioBodySchema,
  favoriteVideoBodySchema,
  LIST_PAGE_SIZE,
  memberPageBodySchema,
  type MemberPageBody,
} from './schemas.js';

/**
 * The member's favorites: videos, class types and studios. Each change is written with its event
 * (addressed to the member, so their other devices update) in one transaction.
 */

interface FavoriteOptions {
  db: Database;
  signedIn: preHandlerAsyncHookHandler;
  viewerOf: (request: FastifyRequest, now: Date) => Promise<Viewer>;
}

const noPayload = { type: ['object', 'null'] } as const;

function notFound(message: string): HttpError {
  return new HttpError(404, message, 'not_found');
}

const toApiClassFavorite = (favorite: ClassTypeFavorite) => ({
  id: favorite.id,
  classId: favorite.classId,
  classType: { id: favorite.classId, name: favorite.name },
  createdAt: favorite.createdAt.toISOString(),
});

const toApiStudioFavorite = (favorite: StudioFavorite) => ({
  id: favorite.id,
  studioId: favorite.studioId,
  studio: toApiStudioBadge(favorite.studio),
  createdAt: favorite.createdAt.toISOString(),
});

export function registerFavoriteRoutes(app: FastifyInstance, options: FavoriteOptions): void {
  const { db, signedIn, viewerOf } = options;
  const pre = { preHandler: signedIn };

  // ---- videos ----

  app.post<{ Body: MemberPageBody | null }>(
    '/api/favorites/myFavorites',
    { schema: { body: memberPageBodySchema }, ...pre },
    async (request) => {
      const { member } = memberOf(request);
      const body = request.body ?? {};
      const after = body.after === undefined ? undefined : decodeCursor('favorites', 'none', body.after);
      if (body.after !== undefined && after === undefined)
        throw new HttpError(400, 'after: is not a valid cursor', 'invalid_input');
      const viewer = await viewerOf(request, app.clock());
      const page = await new VideoRepository(db).favorites(
        { ...viewer, userId: member.id },
        body.limit ?? LIST_PAGE_SIZE,
        after?.id,
        body.studioId,
      );
      const cursorOf = (id: number) => encodeCursor('favorites', { value: '', id });
      const last = page.favorites.at(-1);
      return ok({
        favorites: page.favorites.map((favorite) => ({
          id: favorite.id,
          videoId: favorite.video.id,
          video: toApiVideo(favorite.video),
          createdAt: favorite.createdAt.toISOString(),
          cursor: cursorOf(favorite.id),
        })),
        nextCursor: page.more && last !== undefined ? cursorOf(last.id) : null,
      });
    },
  );

  app.post<{ Body: { videoId: number } }>(
    '/api/favorites/add',
    { schema: { body: favoriteVideoBodySchema }, ...pre },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { videoId } = request.body;
      const now = app.clock();
      const viewer = await viewerOf(request, now);
      const result = await db.transaction(async (tx) => {
        const videos = new VideoRepository(tx);
        if (!(await videos.exists(videoId))) throw notFound('videoId: no such video');
        const added = await new FavoritesRepository(tx).add('video', member.id, videoId, now);
        if (added.created)
          await recordEvent(tx, {
            type: 'video.favorited',
            occurredAt: now,
            subject: { kind: 'video', id: videoId },
            audienceUserIds: [member.id],
            payload: { favoriteId: added.favorite.id, videoId },
          });
        const video = await videos.byId(videoId, viewer);
        return { ...added, video: video! };
      });
      return reply.code(result.created ? 201 : 200).send(
        ok({
          id: result.favorite.id,
          videoId,
          video: toApiVideo(result.video),
          createdAt: result.favorite.createdAt.toISOString(),
        }),
      );
    },
  );

  app.post<{ Body: { favoriteId: number } }>(
    '/api/favorites/delete',
    { schema: { body: deleteFavoriteVideoBodySchema }, ...pre },
    async (request) => {
      const { member } = memberOf(request);
      const { favoriteId } = request.body;
      const now = app.clock();
      const videoId = await db.transaction(async (tx) => {
        const deleted = await new FavoritesRepository(tx).delete('video', member.id, favoriteId);
        if (deleted === undefined) throw notFound('favoriteId: no such favorite');
        await recordEvent(tx, {
          type: 'video.unfavorited',
          occurredAt: now,
          subject: { kind: 'video', id: deleted },
          audienceUserIds: [member.id],
          payload: { favoriteId, videoId: deleted },
        });
        return deleted;
      });
      return ok({ deleted: { id: favoriteId, videoId } });
    },
  );

  // ---- class types ----

  app.post(
    '/api/favoriteClasses/myFavoriteClasses',
    { schema: { body: noPayload }, ...pre },
    async (request) => {
      const { member } = memberOf(request);
      return ok((await new FavoritesRepository(db).classTypes(member.id)).map(toApiClassFavorite));
    },
  );

  app.post<{ Body: { classId: number } }>(
    '/api/favoriteClasses/add',
    { schema: { body: favoriteClassBodySchema }, ...pre },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { classId } = request.body;
      const now = app.clock();
      const result = await db.transaction(async (tx) => {
        const favorites = new FavoritesRepository(tx);
        if (!(await favorites.classTypeExists(classId))) throw notFound('classId: no such class type');
        const added = await favorites.add('classType', member.id, classId, now);
        if (added.created)
          await recordEvent(tx, {
            type: 'classtype.favorited',
            occurredAt: now,
            subject: { kind: 'classtype', id: classId },
            audienceUserIds: [member.id],
            payload: { favoriteId: added.favorite.id, classId },
          });
        const [favorite] = await favorites.classTypes(member.id, added.favorite.id);
        return { created: added.created, favorite: favorite! };
      });
      return reply.code(result.created ? 201 : 200).send(ok(toApiClassFavorite(result.favorite)));
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/favoriteClasses/delete',
    { schema: { body: deleteFavoriteBodySchema }, ...pre },
    async (request) => {
      const { member } = memberOf(request);
      const { id } = request.body;
      const now = app.clock();
      const classId = await db.transaction(async (tx) => {
        const deleted = await new FavoritesRepository(tx).delete('classType', member.id, id);
        if (deleted === undefined) throw notFound('id: no such favorite');
        await recordEvent(tx, {
          type: 'classtype.unfavorited',
          occurredAt: now,
          subject: { kind: 'classtype', id: deleted },
          audienceUserIds: [member.id],
          payload: { favoriteId: id, classId: deleted },
        });
        return deleted;
      });
      return ok({ deleted: { id, classId } });
    },
  );

  // ---- studios ----

  app.post(
    '/api/favoriteStudios/myFavoriteStudios',
    { schema: { body: noPayload }, ...pre },
    async (request) => {
      const { member } = memberOf(request);
      return ok((await new FavoritesRepository(db).studios(member.id)).map(toApiStudioFavorite));
    },
  );

  app.post<{ Body: { studioId: number } }>(
    '/api/favoriteStudios/add',
    { schema: { body: favoriteStudioBodySchema }, ...pre },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { studioId } = request.body;
      const now = app.clock();
      const result = await db.transaction(async (tx) => {
        const favorites = new FavoritesRepository(tx);
        if (!(await favorites.studioExists(studioId))) throw notFound('studioId: no such studio');
        const added = await favorites.add('studio', member.id, studioId, now);
        if (added.created)
          await recordEvent(tx, {
            type: 'studio.favorited',
            occurredAt: now,
            subject: { kind: 'studio', id: studioId },
            audienceUserIds: [member.id],
            payload: { favoriteId: added.favorite.id, studioId },
          });
        const [favorite] = await favorites.studios(member.id, added.favorite.id);
        return { created: added.created, favorite: favorite! };
      });
      return reply.code(result.created ? 201 : 200).send(ok(toApiStudioFavorite(result.favorite)));
    },
  );

  app.post<{ Body: { id: number } }>(
    '/api/favoriteStudios/delete',
    { schema: { body: deleteFavoriteBodySchema }, ...pre },
    async (request) => {
      const { member } = memberOf(request);
      const { id } = request.body;
      const now = app.clock();
      const studioId = await db.transaction(async (tx) => {
        const deleted = await new FavoritesRepository(tx).delete('studio', member.id, id);
        if (deleted === undefined) throw notFound('id: no such favorite');
        await recordEvent(tx, {
          type: 'studio.unfavorited',
          occurredAt: now,
          subject: { kind: 'studio', id: deleted },
          audienceUserIds: [member.id],
          payload: { favoriteId: id, studioId: deleted },
        });
        return deleted;
      });
      return ok({ deleted: { id, studioId } });
    },
  );
}
