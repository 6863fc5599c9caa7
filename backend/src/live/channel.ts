import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { mayWatch } from './access.js';
import { classCancelled, notFound, paymentRequired, WATCH_NEEDS_BOOKING_MESSAGE } from './errors.js';
import { PLAYER_CSP, PLAYER_CSS, PLAYER_JS, playerPage } from './player.js';
import { toApiLiveClass } from './present.js';
import { LiveClassRepository } from './repository.js';
import { liveClassParamsSchema } from './schemas.js';

export function channelIdFor(liveClassId: number): string {
  return `streamfit-live-${liveClassId}`;
}

export function playbackUrlFor(liveClassId: number): string {
  return `/media/live/${liveClassId}`;
}

function etagOf(text: string): string {
  return `"${createHash('sha1').update(text).digest('base64url').slice(0, 22)}"`;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, type: string, body: string): FastifyReply {
  const etag = etagOf(body);
  reply.header('cache-control', 'public, max-age=3600').header('etag', etag).header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type(type).send(body);
}

/** The channel a member's player opens, and the stand-in stream page it plays. */
export function registerChannelRoutes(app: FastifyInstance, db: Database): void {
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
      if (!(await mayWatch(db, member, live, now))) throw paymentRequired(WATCH_NEEDS_BOOKING_MESSAGE, toApiLiveClass(live));
      return ok({ channelId: channelIdFor(live.id), playbackUrl: playbackUrlFor(live.id) });
    },
  );

  // Static routes win over the parametric one below, so these names never reach it.
  app.get('/media/live/player.js', async (request, reply) => sendAsset(request, reply, 'text/javascript; charset=utf-8', PLAYER_JS));
  app.get('/media/live/player.css', async (request, reply) => sendAsset(request, reply, 'text/css; charset=utf-8', PLAYER_CSS));

  app.get<{ Params: { id: number } }>('/media/live/:id', { schema: { params: liveClassParamsSchema } }, async (request, reply) => {
    const live = await repository.findById(request.params.id);
    if (live === undefined) throw notFound(`No such live class: ${request.params.id}`);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', PLAYER_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(playerPage(toApiLiveClass(live)));
  });
}
