import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller-supplied id is kept only when it is short and plain, so it is safe to log and echo. */
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify `genReqId`: reuse the caller's X-Request-Id (e.g. the gateway's) or mint one. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  const given = Array.isArray(header) ? header[0] : header;
  return given !== undefined && ACCEPTABLE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Echo the request id on every response, errors and 404s included. */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}
