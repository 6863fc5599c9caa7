// The DateTime scalar: an ISO 8601 date-time in UTC (`2026-11-22T14:05:00.000Z`). The backend
// already sends that form, so its strings pass through unchanged; a Date is written the same way.
// Anything else is a gateway bug or a malformed answer, and fails the field rather than sending
// a value clients would misread.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** Date and time with seconds, optional fraction, and `Z` or an offset. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

/** Whether `value` is ISO text Date can read (not month 13, not 25:00). */
function isIso(value: string): boolean {
  // Date.parse: the check without a Date object apiece (every class of a week has its times).
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

function parseIso(value: string): Date | null {
  return isIso(value) ? new Date(value) : null;
}

function serialize(value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new GraphQLError('DateTime cannot represent an invalid date.');
    return value.toISOString();
  }
  if (typeof value === 'string' && isIso(value)) return value;
  throw new GraphQLError(
    `DateTime cannot represent ${typeof value === 'string' ? `'${value.slice(0, 40)}'` : typeof value}.`,
  );
}

function parse(value: unknown): Date {
  const date = typeof value === 'string' ? parseIso(value) : null;
  if (date === null)
    throw new GraphQLError('DateTime must be an ISO 8601 date-time such as 2026-11-22T14:05:00.000Z.');
  return date;
}

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An ISO 8601 date-time in UTC, for example `2026-11-22T14:05:00.000Z`.',
  serialize,
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING)
      throw new GraphQLError('DateTime must be written as a string.', { nodes: ast });
    return parse(ast.value);
  },
});
