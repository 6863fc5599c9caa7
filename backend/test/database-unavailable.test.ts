import type { FastifyError, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../src/db/database.js';
import { errorResponse, SERVICE_UNAVAILABLE_MESSAGE } from '../src/http/errors.js';

/**
 * A database that is restarting makes the service unavailable for a moment: a 503 with
 * Retry-After that clients can retry, never a 500 that reads as this request's own failure.
 */

const request = { log: { warn: () => undefined, error: () => undefined } } as unknown as FastifyRequest;

function pgError(message: string, code?: string): FastifyError {
  return Object.assign(new Error(message), code === undefined ? {} : { code }) as FastifyError;
}

test.each([
  [
    'the server shutting down (57P01)',
    pgError('terminating connection due to administrator command', '57P01'),
  ],
  [
    'crash recovery (57P02)',
    pgError('terminating connection because of crash of another server process', '57P02'),
  ],
  ['starting up (57P03)', pgError('the database system is starting up', '57P03')],
  ['no connection slot (53300)', pgError('sorry, too many clients already', '53300')],
  ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['a connection that broke mid-query', pgError('Connection terminated unexpectedly')],
])('%s is a 503 with Retry-After', (_what, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(errorResponse(error, request)).toEqual({
    statusCode: 503,
    body: { status: false, content: SERVICE_UNAVAILABLE_MESSAGE },
    headers: { 'retry-after': '2' },
  });
});

test.each([
  [
    'a constraint violation',
    pgError('duplicate key value violates unique constraint "users_email_key"', '23505'),
  ],
  ['a syntax error', pgError('syntax error at or near "FORM"', '42601')],
  ['any other bug', new Error('undefined is not a function') as FastifyError],
])('%s stays a 500 (a bug, logged), not "unavailable"', (_what, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
  expect(errorResponse(error, request).statusCode).toBe(500);
});
