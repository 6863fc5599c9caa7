import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BadRequestError } from './errors.js';

/**
 * The text checks every domain shares: control characters (refused at the edge, for every
 * request), e-mail addresses, and the names people type (members' names, class titles, instructors).
 */

/** Control characters, except tab, newline and carriage return (which a text in a body may hold). */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_IN_BODY = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Every control character: parameters and query values are one line, never formatted text. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_ANYWHERE = /[\u0000-\u001f\u007f]/;

/**
 * Parsed JSON, parameters and the query (the parsers build these without Object.prototype);
 * not a raw body (a Buffer for a signed webhook), which is bytes, not text.
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value);
}

/** A UTF-16 surrogate without its pair: not a character at all (JSON lets `\ud800` through). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path (`userInfo.firstName`, `items.0`) of the first string (or key) `bad` says yes to, or
 * undefined. `root` names a value that is itself a string, or an object whose own key holds one.
 */
function findString(
  value: unknown,
  root: string,
  bad: (text: string) => boolean,
  path = '',
): string | undefined {
  if (typeof value === 'string') return bad(value) ? path || root : undefined;
  const at = (key: string): string => (path ? `${path}.${key}` : key);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findString(item, root, bad, at(String(index)));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (bad(key)) return path || root;
    const found = findString(item, root, bad, at(key));
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The path of the first string holding a control character, or undefined. `formatted` allows tab,
 * newline and carriage return (bodies).
 */
export function findControlCharacter(value: unknown, root: string, formatted: boolean): string | undefined {
  const pattern = formatted ? CONTROL_IN_BODY : CONTROL_ANYWHERE;
  return findString(value, root, (text) => pattern.test(text));
}

/** The path of the first string that is not valid Unicode text (a lone surrogate), or undefined. */
export function findMalformedText(value: unknown, root: string): string | undefined {
  return findString(value, root, (text) => LONE_SURROGATE.test(text));
}

/**
 * Refuses, before validation and before any domain sees it, a request with a control character in
 * a parameter, the query or a body string: 400 `<field path>: must not contain control characters`;
 * and one with text that is not valid Unicode: 400 `<field path>: must be valid text`.
 * (PostgreSQL cannot even store a NUL in text, so one would otherwise surface as a 500; a lone
 * surrogate would be stored as U+FFFD, so the member would read back something they never typed.)
 */
export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const control =
      findControlCharacter(request.params, 'params', false) ??
      findControlCharacter(request.query, 'query', false) ??
      findControlCharacter(request.body, 'body', true);
    if (control !== undefined) throw new BadRequestError(`${control}: must not contain control characters`);
    const malformed =
      findMalformedText(request.params, 'params') ??
      findMalformedText(request.query, 'query') ??
      findMalformedText(request.body, 'body');
    if (malformed !== undefined) throw new BadRequestError(`${malformed}: must be valid text`);
  });
}

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

/**
 * The WHATWG HTML "valid e-mail address" (what `<input type=email>` accepts), with at least one
 * dot in the domain: no quotes, brackets, spaces or markup can get in.
 */
const EMAIL_SHAPE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Characters that show nothing or turn the text's direction: a name holding one can pass for
 * another (or flip the text around it) wherever it is shown, in mail and on staff screens.
 */
const INVISIBLE_OR_DIRECTIONAL = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/** Trims and lowercases an e-mail address, or refuses it: 400 `<field>: must be a valid e-mail address`. */
export function normaliseEmail(value: string, field: string): string {
  const email = value.trim().toLowerCase();
  if (email === '') throw new BadRequestError(`${field}: must not be empty`);
  if (email.length > MAX_EMAIL_LENGTH) {
    throw new BadRequestError(`${field}: must be at most ${MAX_EMAIL_LENGTH} characters`);
  }
  if (!EMAIL_SHAPE.test(email)) throw new BadRequestError(`${field}: must be a valid e-mail address`);
  return email;
}

/** Refuses invisible and text-direction characters in a text people read as a name or title. */
export function checkVisibleText(value: string, field: string): string {
  if (INVISIBLE_OR_DIRECTIONAL.test(value)) {
    throw new BadRequestError(`${field}: must not contain invisible or text-direction characters`);
  }
  return value;
}

/** A person's name: trimmed, 1–100 characters, no control, invisible or text-direction characters. */
export function normaliseName(value: string, field: string): string {
  // Checked before trimming, which would quietly drop a byte-order mark (U+FEFF) at either end.
  const name = checkVisibleText(value, field).trim();
  if (name === '') throw new BadRequestError(`${field}: must not be empty`);
  if ([...name].length > MAX_NAME_LENGTH) {
    throw new BadRequestError(`${field}: must be at most ${MAX_NAME_LENGTH} characters`);
  }
  if (CONTROL_ANYWHERE.test(name)) throw new BadRequestError(`${field}: must not contain control characters`);
  return name;
}
