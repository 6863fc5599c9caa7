// Relay cursor connections over an ordered list (the Relay connection spec's ApplyCursorsToEdges).
// Cursors are opaque offsets into the list; `first`/`last` are capped at MAX_PAGE_SIZE.
import { userInputError } from '../errors.js';

export const MAX_PAGE_SIZE = 100;

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface Edge<T> {
  cursor: string;
  node: T;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number;
}

const CURSOR_PREFIX = 'offset:';

export function offsetToCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`, 'utf8').toString('base64');
}

/** The offset a cursor stands for; BAD_USER_INPUT for anything we did not issue. */
export function cursorToOffset(cursor: string, argument: string): number {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const match = /^offset:(0|[1-9][0-9]{0,8})$/.exec(decoded);
  if (!match?.[1]) throw userInputError(`\`${argument}\` is not a valid cursor.`);
  return Number(match[1]);
}

function pageSize(value: number | null | undefined, argument: string): number | null {
  if (value === null || value === undefined) return null;
  if (value < 0 || value > MAX_PAGE_SIZE) {
    throw userInputError(`\`${argument}\` must be between 0 and ${MAX_PAGE_SIZE}, got ${value}.`);
  }
  return value;
}

/** A validated page request: what connectionFromList slices by. */
export interface PageRequest {
  first: number | null;
  last: number | null;
  after: number | null;
  before: number | null;
}

/**
 * Checks paging arguments before anything is loaded, so a bad request costs no REST call.
 * Without `first` or `last` the page is the first MAX_PAGE_SIZE items.
 */
export function parseConnectionArgs(args: ConnectionArgs): PageRequest {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  return {
    first: first === null && last === null ? MAX_PAGE_SIZE : first,
    last,
    after: args.after == null ? null : cursorToOffset(args.after, 'after'),
    before: args.before == null ? null : cursorToOffset(args.before, 'before'),
  };
}

/**
 * One page of `list`. hasPreviousPage/hasNextPage say whether items exist before/after the page in
 * either paging direction (the spec allows this when it is cheap, and here it is).
 */
export function connectionFromList<T>(list: readonly T[], page: PageRequest): Connection<T> {
  let start = 0;
  let end = list.length;
  if (page.after !== null) start = Math.min(end, page.after + 1);
  if (page.before !== null) end = Math.max(start, Math.min(end, page.before));
  if (page.first !== null) end = Math.min(end, start + page.first);
  if (page.last !== null) start = Math.max(start, end - page.last);

  const edges = list.slice(start, end).map((node, index) => ({ cursor: offsetToCursor(start + index), node }));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < list.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: list.length,
  };
}
