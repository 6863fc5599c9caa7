import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/** Where the contract is served: public, the same for every caller. */
export const OPENAPI_PATH = '/api/openapi.json';

/** How long a client or proxy may keep the document: it changes only with a deploy. */
const OPENAPI_MAX_AGE_SECONDS = 300;

/** The envelope every JSON call answers with (API.md, "Envelope"); its payload is the call's own. */
const successEnvelope = {
  description: 'Success: `{ status: true, content }` (a few calls put the payload in `data.content`).',
  type: 'object',
  properties: {
    status: { type: 'boolean', enum: [true] },
    content: {},
    data: { type: 'object', properties: { content: {} } },
  },
  required: ['status'],
} as const;

const failureEnvelope = {
  description:
    'Failure: `{ status: false, content: "<a clear message>" }`, with a machine `code` on some calls.',
  type: 'object',
  properties: {
    status: { type: 'boolean', enum: [false] },
    content: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['status', 'content'],
} as const;

/** Routes outside the JSON contract: development-only helpers, and media files (not JSON). */
function undocumented(url: string): boolean {
  return url.startsWith('/api/dev/') || !url.startsWith('/api/');
}

/**
 * The REST contract as an OpenAPI 3 document, generated from the routes' own JSON schemas (body,
 * querystring, params) with the envelope as each call's answer, so what is published is what the
 * server validates. Registered before any route: the generator learns the routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'StreamFit REST API',
        description: 'The backend contract the gateway consumes (backend/API.md).',
        version,
      },
    },
    transform: ({ schema, url }) => {
      const own = (schema ?? {}) as Record<string, unknown>;
      if (undocumented(url)) return { schema: { ...own, hide: true }, url };
      return {
        schema: {
          ...own,
          // A route that declares its answer (its serialiser's schema) publishes exactly that; the
          // others the envelope. 200 as well as 2XX: most calls answer 200, and some OpenAPI tools
          // match exact codes only. A failure is the envelope's either way.
          response: own['response']
            ? { default: failureEnvelope, ...(own['response'] as Record<string, unknown>) }
            : { 200: successEnvelope, '2XX': successEnvelope, default: failureEnvelope },
        },
        url,
      };
    },
  });

  // Not listed in itself: its answer is the document, not the envelope.
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${OPENAPI_MAX_AGE_SECONDS}`);
    return app.swagger();
  });
}
