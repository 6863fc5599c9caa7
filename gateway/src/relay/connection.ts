// Relay cursor connections. Two kinds:
// - a REST list that pages by itself (it answers a page and the cursor of the next one):
//   `connectionFromRestPage` passes its cursors through, wrapped so they stay opaque, and the
//   connection's endCursor / hasNextPage come from the REST answer. Forward paging only
//   (`first`/`after`), as REST cursors go;
// - the fallback for a REST list that does not page (it answers everything at once; today the
//   studio list, GET /api/basic/webStudiosInfo): `connectionFromUnpagedList` slices the whole list
//   in memory (the Relay connection spec's ApplyCursorsToEdges), cursors being offsets into it;
// - a whole list in hand that changes while it is paged (the member's bookings): `connectionByKey`
//   pages it by sort key, so its cursors survive items added or removed, and a mutation can hand
//   out the edge of a new item (`edgeByKey`).
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

// ---- in-memory lists that change while a client pages them ----------------------------------

/** A position in a sorted list: its sort key, compared field by field (ISO instants compare as text). */
export type SortKey = readonly (string | number)[];

const KEY_CURSOR_PREFIX = 'key:';

export function sortKeyToCursor(key: SortKey): string {
  return Buffer.from(`${KEY_CURSOR_PREFIX}${JSON.stringify(key)}`, 'utf8').toString('base64');
}

/** The sort key a cursor stands for; BAD_USER_INPUT for anything we did not issue. */
export function cursorToSortKey(cursor: string, argument: string): SortKey {
  const decoded = /^[A-Za-z0-9+/]{1,1024}={0,2}$/.test(cursor)
    ? Buffer.from(cursor, 'base64').toString('utf8')
    : '';
  if (decoded.startsWith(KEY_CURSOR_PREFIX)) {
    try {
      const key: unknown = JSON.parse(decoded.slice(KEY_CURSOR_PREFIX.length));
      if (
        Array.isArray(key) &&
        key.length > 0 &&
        key.length <= 4 &&
        key.every((part) => (typeof part === 'string' && part.length <= 64) || Number.isSafeInteger(part))
      )
        return key as SortKey;
    } catch {
      // Not JSON: falls through to the error below.
    }
  }
  throw userInputError(`\`${argument}\` is not a valid cursor.`);
}

export function compareSortKeys(a: SortKey, b: SortKey): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const [left, right] = [a[index], b[index]];
    if (left === right) continue;
    if (typeof left === 'number' && typeof right === 'number') return left - right;
    return String(left) < String(right) ? -1 : 1;
  }
  return a.length - b.length;
}

/** A validated forward page request over a sorted list: how many, after which key. */
export interface KeyPageRequest {
  first: number;
  after: SortKey | null;
}

/** Checks paging arguments before anything is loaded (a bad request costs no call). */
export function parseKeyPageArgs(args: ConnectionArgs): KeyPageRequest {
  if (args.last != null || args.before != null)
    throw userInputError('This list pages forward only: use `first` and `after`.');
  return {
    first: pageSize(args.first, 'first') ?? MAX_PAGE_SIZE,
    after: args.after == null ? null : cursorToSortKey(args.after, 'after'),
  };
}

/** The edge of one item of a key-paged list: what a mutation hands a client to insert (`@appendEdge`). */
export function edgeByKey<T>(node: T, keyOf: (item: T) => SortKey): Edge<T> {
  return { cursor: sortKeyToCursor(keyOf(node)), node };
}

/**
 * One page of a list sorted by `keyOf`, whose cursors are sort keys rather than offsets: an item
 * added or removed before the cursor (a booking made or cancelled on another screen) neither skips
 * nor repeats an item on the next page, and a mutation can give the edge of a new item without
 * knowing where the client's pages stand.
 */
export function connectionByKey<T>(
  sorted: readonly T[],
  request: KeyPageRequest,
  keyOf: (item: T) => SortKey,
): Connection<T> {
  const after = request.after;
  const start = after === null ? 0 : sorted.findIndex((item) => compareSortKeys(keyOf(item), after) > 0);
  const from = start === -1 ? sorted.length : start;
  const end = Math.min(sorted.length, from + request.first);
  const edges = sorted.slice(from, end).map((node) => edgeByKey(node, keyOf));
  return {
    edges,
    pageInfo: {
      hasPreviousPage: from > 0,
      hasNextPage: end < sorted.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: sorted.length,
  };
}
