import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database.js';
import { failure, type Failure } from './envelope.js';
import { REQUEST_ID_HEADER } from './request-id.js';

/** An expected failure with a status and a message meant for the caller (and optionally a machine code). */
export class HttpError extends Error {
  /** Response headers that belong to this failure (e.g. a 429's Retry-After). */
  readonly headers: Readonly<Record<string, string>> = {};

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
export function errorResponse(
  error: FastifyError,
  request: FastifyRequest,
): { statusCode: number; body: Failure; headers: Readonly<Record<string, string>> } {
  if (error instanceof HttpError) {
    return {
      statusCode: error.statusCode,
      body: { ...error.details, ...failure(error.message, error.code) },
      headers: error.headers,
    };
  }
  // Schema validation (message already formatted as "<field>: <message>") and Fastify's own
  // client errors (bad JSON, unsupported content type, body too large...).
  const status = error.statusCode;
  if (error.validation !== undefined || (status !== undefined && status >= 400 && status < 500)) {
    const message = error.validation !== undefined ? error.message : clientErrorMessage(error, request);
    return { statusCode: status ?? 400, body: failure(message), headers: {} };
  }
  if (isDatabaseUnavailable(error)) {
    // A database restarting is the service being away for a moment, not this request failing:
    // clients (the gateway) retry or say "unavailable", and nothing was written.
    request.log.warn({ err: error }, 'database unavailable');
    return {
      statusCode: 503,
      body: failure(SERVICE_UNAVAILABLE_MESSAGE),
      headers: { 'retry-after': String(SERVICE_UNAVAILABLE_RETRY_SECONDS) },
    };
  }
  request.log.error({ err: error }, 'unexpected error');
  return { statusCode: 500, body: failure(INTERNAL_ERROR_MESSAGE), headers: {} };
}

export const SERVICE_UNAVAILABLE_MESSAGE =
  'The service is unavailable for a moment. Please try again shortly.';
const SERVICE_UNAVAILABLE_RETRY_SECONDS = 2;

export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    return reply.code(404).send(failure(`No such route: ${request.method} ${pathOf(request.url)}`));
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { statusCode, body, headers } = errorResponse(error, request);
    return reply.code(statusCode).headers(headers).send(body);
  });
}

export const ADDRESS_TOO_LONG_MESSAGE = 'The address is too long.';
export const ADDRESS_NOT_VALID_MESSAGE = 'The address is not valid.';

/**
 * Fastify `frameworkErrors`: what the router refuses before any route runs, in the envelope. A
 * path parameter longer than the router takes (maxParamLength) is 414; a path that does not
 * decode (`%E0%A4%A`) is 400.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [statusCode, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, ADDRESS_TOO_LONG_MESSAGE]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, ADDRESS_NOT_VALID_MESSAGE]
        : [500, INTERNAL_ERROR_MESSAGE];
  if (statusCode === 500) request.log.error({ err: error }, 'unexpected router error');
  void reply.code(statusCode).header(REQUEST_ID_HEADER, request.id).send(failure(message));
}

/** The answers to requests Node's HTTP parser refuses, before Fastify sees them. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
  // The URL counts towards Node's header size limit (16 KiB), so a very long address ends here too.
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    "The request's address or headers are too long.",
  ],
};

/**
 * Fastify `clientErrorHandler`: the same refusals as Node's default (408, 431, else 400), but with
 * the JSON envelope as the body, so even these answers read like the rest of the API.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP.',
  ];
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(failure(message));
    socket.write(
      `HTTP/1.1 ${statusCode} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
