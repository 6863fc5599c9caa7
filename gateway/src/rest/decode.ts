// Small readers for REST payloads: the backend is a separate service, so its answers are checked
// at the edge rather than trusted. A shape the gateway cannot use becomes UPSTREAM_ERROR.
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors/index.js';

export type Json = Record<string, unknown>;

export function malformed(what: string): GraphQLError {
  return new GraphQLError('The StreamFit service answered in a shape the gateway cannot read.', {
    extensions: { code: ErrorCode.UpstreamError, malformed: what },
  });
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw malformed(what);
  return value;
}

export function object(value: unknown, what: string): Json {
  if (!isObject(value)) throw malformed(what);
  return value;
}

export function positiveInt(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) throw malformed(what);
  return value;
}

/** A string, or `fallback` when absent or not a string. */
export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** A non-blank string, or null. */
export function optionalStr(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

export function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}

/** A date-time the gateway can compare and send on: ISO text that Date parses. */
export function isoTime(value: unknown, what: string): string {
  const text = str(value);
  if (text.trim() === '' || Number.isNaN(Date.parse(text))) throw malformed(what);
  return text;
}
