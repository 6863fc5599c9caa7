import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Every development-only route lives under this prefix (the outbox, the billing trigger, …). */
export const DEVELOPMENT_PREFIX = '/api/dev/';

/**
 * Headers a proxy adds. The gateway always sets X-Forwarded-For on what it forwards; developers'
 * tools and the tests call the backend directly, without any of them.
 */
export const PROXY_HEADERS: readonly string[] = [
  'x-forwarded-for',
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'via',
];

/** A request that came through a proxy gets the ordinary 404, as if the route did not exist. */
async function directCallsOnly(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) {
    reply.callNotFound();
    return reply;
  }
  return undefined;
}

/**
 * Guards every route under /api/dev/ (the outbox lists password mail): registering one when
 * `enabled` is false fails at start-up, so no domain can expose one by mistake, and each one
 * refuses proxied requests even in development. Must be installed before any route is added.
 */
export function guardDevelopmentRoutes(app: FastifyInstance, enabled: boolean): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DEVELOPMENT_PREFIX)) return;
    if (!enabled) throw new Error(`${route.url} is a development route: register it only in development`);
    const existing =
      route.onRequest === undefined
        ? []
        : Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest];
    route.onRequest = [directCallsOnly, ...existing];
  });
}
