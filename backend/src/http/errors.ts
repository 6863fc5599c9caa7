import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure, type Failure } from './envelope.js';

/** An expected failure with a status and a message meant for the caller (and optionally a machine code). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Extra fields for the failure body beside status/content/code (e.g. the class a 402 is about). */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** What a caller sees for anything we did not anticipate; details stay in the log. */
export const INTERNAL_ERROR_MESSAGE = 'Internal server error. Please try again later.';

/** Messages for Fastify's own client errors, so they read like the rest of the API. */
function clientErrorMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'body: is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body: is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return `body: unsupported content type '${String(request.headers['content-type'] ?? '').slice(0, 100)}'`;
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'body: length does not match Content-Length';
    default:
      return error.message;
  }
}

function pathOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  // Echo enough to recognise the route without reflecting an arbitrarily long input.
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * The status and envelope for an error thrown by a route, shared by the app's error handler and
 * the ones domains install in their own scope (payments adds machine codes). Logs what it did not expect.
 */
export function errorResponse(error: FastifyError, request: FastifyRequest): { statusCode: number; body: Failure } {
  if (error instanceof HttpError) {
    return { statusCode: error.statusCode, body: { ...error.details, ...failure(error.message, error.code) } };
  }
  // Schema validation (message already formatted as "<field>: <message>") and Fastify's own
  // client errors (bad JSON, unsupported content type, body too large...).
  const status = error.statusCode;
  if (error.validation !== undefined || (status !== undefined && status >= 400 && status < 500)) {
    const message = error.validation !== undefined ? error.message : clientErrorMessage(error, request);
    return { statusCode: status ?? 400, body: failure(message) };
  }
  request.log.error({ err: error }, 'unexpected error');
  return { statusCode: 500, body: failure(INTERNAL_ERROR_MESSAGE) };
}

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    return reply.code(404).send(failure(`No such route: ${request.method} ${pathOf(request.url)}`));
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, body } = errorResponse(error, request);
    return reply.code(statusCode).send(body);
  });
}
