import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { mayWatch } from './access.js';
import {
  classCancelled,
  classEnd,
  notFound,
  paymentRequired,
  WATCH_NEEDS_BOOKING_MESSAGE,
} from './errors.js';
import { expiredLinkPage, PLAYER_CSP, PLAYER_CSS, PLAYER_JS, playerPage } from './player.js';
import { toApiLiveClass } from './present.js';
import { LiveClassRepository, type LiveClassRecord } from './repository.js';
import { liveClassParamsSchema } from './schemas.js';

export function channelIdFor(liveClassId: number): string {
  return `streamfit-live-${liveClassId}`;
}

/** A stream link outlives the class by this much, so a member who joins late can still watch the end. */
export const PLAYBACK_AFTER_END_MS = 30 * 60_000;
/** …and lasts at least this long from when it is handed out. */
export const PLAYBACK_MIN_LIFETIME_MS = 60 * 60_000;

/** base64url HMAC-SHA256 of `<id>.<expires>`: 43 characters. */
function playbackSignature(secret: string, liveClassId: number | string, expires: number | string): string {
  return createHmac('sha256', secret).update(`${liveClassId}.${expires}`).digest('base64url');
}

/**
 * The stream page's signed URL: `/media/live/<id>?expires=<unix seconds>&signature=<HMAC>`, valid
 * until 30 minutes after the class ends and at least an hour from `now`.
 */
export function playbackUrlFor(live: LiveClassRecord, secret: string, now: Date): string {
  const until = Math.max(
    classEnd(live).getTime() + PLAYBACK_AFTER_END_MS,
    now.getTime() + PLAYBACK_MIN_LIFETIME_MS,
  );
  const expires = Math.ceil(until / 1000);
  return `/media/live/${live.id}?expires=${expires}&signature=${playbackSignature(secret, live.id, expires)}`;
}

/** True when `expires` and `signature` are the ones handed out for this class and have not expired. */
function validPlayback(
  secret: string,
  liveClassId: number,
  expires: unknown,
  signature: unknown,
  now: Date,
): boolean {
  if (typeof expires !== 'string' || typeof signature !== 'string') return false;
  if (!/^[1-9][0-9]{0,11}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const expected = Buffer.from(playbackSignature(secret, liveClassId, expires));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return false;
  return Number(expires) * 1000 > now.getTime();
}

function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, type: string, body: string): FastifyReply {
  const etag = etagOf(body);
  reply
    .header('cache-control', 'public, max-age=3600')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/**
 * The channel a member's player opens, and the stand-in stream page it plays: only from the signed
 * URL the channel hands to a member who may watch (PLAYBACK_URL_SECRET), so class ids cannot be
 * guessed into streams.
 */
export function registerChannelRoutes(app: FastifyInstance, db: Database, playbackUrlSecret: string): void {
  const signedIn = authenticate(app, db);
  const repository = new LiveClassRepository(db);

  app.post<{ Params: { id: number } }>(
    '/api/livestream/channel/channelId/:id',
    { schema: { params: liveClassParamsSchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const live = await repository.findById(request.params.id);
      if (live === undefined) throw notFound('id: no such live class');
      if (live.cancelledAt !== null) throw classCancelled();
      if (!(await mayWatch(db, member, live, now)))
        throw paymentRequired(WATCH_NEEDS_BOOKING_MESSAGE, toApiLiveClass(live));
      return ok({
        channelId: channelIdFor(live.id),
        playbackUrl: playbackUrlFor(live, playbackUrlSecret, now),
      });
    },
  );

  // Static routes win over the parametric one below, so these names never reach it.
  app.get('/media/live/player.js', async (request, reply) =>
    sendAsset(request, reply, 'text/javascript; charset=utf-8', PLAYER_JS),
  );
  app.get('/media/live/player.css', async (request, reply) =>
    sendAsset(request, reply, 'text/css; charset=utf-8', PLAYER_CSS),
  );

  // No query schema: whatever is wrong with `expires` or `signature` (missing, repeated, altered) is the 403 page.
  app.get<{ Params: { id: number }; Querystring: Record<string, unknown> }>(
    '/media/live/:id',
    { schema: { params: liveClassParamsSchema } },
    async (request, reply) => {
      const { expires, signature } = request.query;
      if (!validPlayback(playbackUrlSecret, request.params.id, expires, signature, app.clock())) {
        return reply
          .code(403)
          .header('cache-control', 'no-store')
          .header('content-security-policy', PLAYER_CSP)
          .header('x-content-type-options', 'nosniff')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(expiredLinkPage());
      }
      const live = await repository.findById(request.params.id);
      if (live === undefined) throw notFound(`No such live class: ${request.params.id}`);
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', PLAYER_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(playerPage(toApiLiveClass(live)));
    },
  );
}
