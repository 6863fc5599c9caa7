// Relay cursor connections. Two kinds:
// - a REST list that pages by itself (it answers a page and the cursor of the next one):
//   `connectionFromRestPage` passes its cursors through, wrapped so they stay opaque, and the
//   connection's endCursor / hasNextPage come from the REST answer. Forward paging only
//   (`first`/`after`), as REST cursors go;
// - the fallback for a REST list that does not page (it answers everything at once; today the
//   studio list, GET /api/basic/webStudiosInfo): `connectionFromUnpagedList` slices the whole list
//   in memory (the Relay connection spec's ApplyCursorsToEdges), cursors being offsets into it.
// `first`/`last` are capped at MAX_PAGE_SIZE either way.
import { userInputError } from '../errors/index.js';

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

/** A validated page request: what connectionFromUnpagedList slices by. */
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
 * One page of `list`, a REST list that does not page (the whole list is in hand). hasPreviousPage /
 * hasNextPage say whether items exist before/after the page in either paging direction (the spec
 * allows this when it is cheap, and here it is).
 */
export function connectionFromUnpagedList<T>(list: readonly T[], page: PageRequest): Connection<T> {
  let start = 0;
  let end = list.length;
  if (page.after !== null) start = Math.min(end, page.after + 1);
  if (page.before !== null) end = Math.max(start, Math.min(end, page.before));
  if (page.first !== null) end = Math.min(end, start + page.first);
  if (page.last !== null) start = Math.max(start, end - page.last);

  const edges = list
    .slice(start, end)
    .map((node, index) => ({ cursor: offsetToCursor(start + index), node }));
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

// ---- REST lists that page by themselves ------------------------------------------------------

const REST_CURSOR_PREFIX = 'rest:';
/** What a REST cursor may hold to be passed back: nothing that could mean more in a query string. */
const REST_CURSOR = /^[A-Za-z0-9_.:=-]{1,256}$/;

export function restCursorToCursor(restCursor: string): string {
  return Buffer.from(`${REST_CURSOR_PREFIX}${restCursor}`, 'utf8').toString('base64');
}

/** The REST cursor a connection cursor wraps; BAD_USER_INPUT for anything we did not issue. */
export function cursorToRestCursor(cursor: string, argument: string): string {
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const restCursor = decoded.startsWith(REST_CURSOR_PREFIX) ? decoded.slice(REST_CURSOR_PREFIX.length) : '';
  if (!REST_CURSOR.test(restCursor)) throw userInputError(`\`${argument}\` is not a valid cursor.`);
  return restCursor;
}

/** A validated forward page request for a REST list that pages: what to ask REST for. */
export interface RestPageRequest {
  /** How many items to ask for (MAX_PAGE_SIZE when the client did not say). */
  first: number;
  /** The REST cursor to continue after; null for the first page. */
  after: string | null;
}

/** Checks paging arguments for a REST-paged list before anything is loaded (a bad request costs no call). */
export function parseRestPageArgs(args: ConnectionArgs): RestPageRequest {
  if (args.last != null || args.before != null)
    throw userInputError('This list pages forward only: use `first` and `after`.');
  return {
    first: pageSize(args.first, 'first') ?? MAX_PAGE_SIZE,
    after: args.after == null ? null : cursorToRestCursor(args.after, 'after'),
  };
}

/** One page as a REST list that pages answered it. */
export interface RestPage<T> {
  /** The page's items, in the list's order. */
  items: readonly T[];
  /** The REST cursor that continues right after `item` (for its edge's cursor). */
  cursorOf(item: T): string;
  /** The REST cursor of the next page; null when this page is the last. */
  nextCursor: string | null;
  /** The whole list's size when REST tells it; null otherwise. */
  totalCount: number | null;
}

export interface RestConnection<T> {
  edges: Edge<T>[];
  pageInfo: PageInfo;
  totalCount: number | null;
}

/**
 * A REST page as a connection: edge cursors and endCursor wrap REST's own cursors, hasNextPage is
 * whether REST gave a next cursor (never an in-memory guess), hasPreviousPage whether the request
 * continued after a cursor. At most `request.first` items are shown, should REST answer more.
 */
export function connectionFromRestPage<T>(page: RestPage<T>, request: RestPageRequest): RestConnection<T> {
  const shown = page.items.slice(0, request.first);
  const edges = shown.map((node) => ({ cursor: restCursorToCursor(page.cursorOf(node)), node }));
  const cutShort = shown.length < page.items.length;
  const last = shown[shown.length - 1];
  return {
    edges,
    pageInfo: {
      hasPreviousPage: request.after !== null,
      hasNextPage: cutShort || page.nextCursor !== null,
      startCursor: edges[0]?.cursor ?? null,
      // REST's next-page cursor, unless fewer items are shown than it answered.
      endCursor:
        last === undefined
          ? null
          : cutShort || page.nextCursor === null
            ? restCursorToCursor(page.cursorOf(last))
            : restCursorToCursor(page.nextCursor),
    },
    totalCount: page.totalCount,
  };
}
