import { Ajv, type Options as AjvOptions } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';

/** Which part of the request failed (Fastify's `SchemaErrorDataVar`, which it does not re-export). */
export type RequestPart = 'body' | 'headers' | 'params' | 'querystring';

/**
 * Annotation keyword a route schema may carry to replace Ajv's wording with a message written
 * for the caller, e.g. `{ type: 'string', pattern: '...', 'x-error': 'must be ...' }`.
 */
export const ERROR_MESSAGE_KEYWORD = 'x-error';

/** Ajv options for Fastify: keep the parent schema on errors so `x-error` can be read. */
export const ajvCustomOptions = {
  verbose: true,
  keywords: [ERROR_MESSAGE_KEYWORD],
  // The no-payload body schema is `object | null`.
  allowUnionTypes: true,
};

/**
 * `additionalProperties` for a body that refuses unknown fields rather than dropping them (the Ajv
 * below drops fields only where `additionalProperties` is `false`): `<field>: is not allowed`.
 */
export const UNKNOWN_FIELDS_REFUSED = { not: {}, [ERROR_MESSAGE_KEYWORD]: 'is not allowed' } as const;

/** Fastify's own Ajv defaults (unknown fields dropped, defaults filled in), with ours on top. */
const sharedOptions: AjvOptions = {
  removeAdditional: true,
  useDefaults: true,
  addUsedSchema: false,
  allErrors: false,
  ...ajvCustomOptions,
};

/**
 * One Ajv per part of the request. Path parameters, the query and headers are text on the wire, so
 * they are coerced (`?studioId=3` is the integer 3). A JSON body already has its types: it is
 * never coerced, so a number is not taken for a string, nor an array for a single value.
 */
export function registerValidators(app: FastifyInstance): void {
  const bodies = new Ajv({ ...sharedOptions, coerceTypes: false });
  const text = new Ajv({ ...sharedOptions, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodies : text).compile(schema));
}

const PART_NAMES: Record<RequestPart, string> = {
  body: 'body',
  params: 'params',
  querystring: 'query',
  headers: 'headers',
};

/** `/userInfo/email` → `userInfo.email`; `/items/0` → `items.0`. */
function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

function join(parent: string, child: string): string {
  return parent ? `${parent}.${child}` : child;
}

/** Human message for one Ajv error, naming the field first: `shortName: must match pattern ...`. */
export function describeValidationError(error: FastifySchemaValidationError, part: RequestPart): string {
  const path = pointerToField(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params['missingProperty'] === 'string') {
    return `${join(path, params['missingProperty'])}: is required`;
  }
  // `dependencies: { from: ['to'] }`: fields that only make sense together.
  if (
    error.keyword === 'dependencies' &&
    typeof params['missingProperty'] === 'string' &&
    typeof params['property'] === 'string'
  ) {
    return `${join(path, params['missingProperty'])}: is required with ${params['property']}`;
  }
  if (error.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string') {
    return `${join(path, params['additionalProperty'])}: is not allowed`;
  }
  // Ajv (verbose) attaches the schema that failed; prefer its caller-facing message if any.
  const parentSchema = (error as { parentSchema?: Record<string, unknown> }).parentSchema;
  const custom = parentSchema?.[ERROR_MESSAGE_KEYWORD];
  const message = typeof custom === 'string' ? custom : (error.message ?? 'is invalid');
  return `${path || PART_NAMES[part]}: ${message}`;
}

/** Fastify `schemaErrorFormatter`: the first error decides the message (Ajv stops at one). */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], part: RequestPart): Error {
  const first = errors[0];
  return new Error(first ? describeValidationError(first, part) : `${PART_NAMES[part]}: is invalid`);
}
