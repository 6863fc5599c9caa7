// Two backend addresses the public origin must serve as they are (API.md "Workouts" and "Calendar
// sync"): the member's private calendar feed, which calendar apps fetch by its address, and the
// calendar providers' OAuth redirects, whose answer (a redirect to the web calendar page) passes
// through untouched. Only these exact shapes are forwarded, rebuilt from what the patterns
// captured; anything else under /api/calendar (`..`, an encoded slash, another provider or file)
// is a 404 that never reaches the backend. Neither needs the browser's session, so cookies and
// Authorization are never passed on: the feed's address is its own credential, and the provider's
// redirect only hands the calendar page a grant that the signed-in member then completes.
import type { RequestHandler } from 'express';
import { forward } from './forward.js';

/** Where the proxy is mounted (case-sensitive: other spellings are not the backend's addresses). */
export const CALENDAR_PREFIX = '/api/calendar';

/** The feed's path: its token is 43 base64url characters (API.md "The feed's token"). */
export const FEED_PATH_PATTERN = /\/api\/calendar\/feed\/([A-Za-z0-9_-]{43})\.ics$/;
const FEED = /^\/feed\/([A-Za-z0-9_-]{43})\.ics$/;
const CALLBACK = /^\/(google|outlook)\/callback$/;

const NOT_FOUND = { status: false, content: 'Not found.' } as const;

// What a calendar app or a browser may send that the answer depends on; nothing that identifies them.
const FEED_REQUEST_HEADERS = ['accept', 'if-none-match', 'if-modified-since'];
const CALLBACK_REQUEST_HEADERS = ['accept'];
// The backend's own caching, privacy and indexing rules for these answers, and the redirect.
const RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
  'location',
  'referrer-policy',
  'x-robots-tag',
  'x-content-type-options',
  // A 429 (the backend's per-address feed limit) says when to come back.
  'retry-after',
];

export function calendarProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  return async (req, res) => {
    // Express matches the mount case-insensitively and leaves req.url as the client sent it.
    if (!req.originalUrl.startsWith(`${CALENDAR_PREFIX}/`)) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    const queryAt = req.url.indexOf('?');
    const rawPath = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    const feed = FEED.exec(rawPath);
    const callback = CALLBACK.exec(rawPath);
    if (!feed && !callback) {
      res.status(404).json(NOT_FOUND);
      return;
    }
    // A callback is GET only: the backend uses its state up on any request that reaches it.
    const methods = feed ? ['GET', 'HEAD'] : ['GET'];
    if (!methods.includes(req.method)) {
      res
        .set('Allow', methods.join(', '))
        .status(405)
        .json({ status: false, content: 'Method not allowed.' });
      return;
    }
    const upstreamPath = feed
      ? `${CALENDAR_PREFIX}/feed/${feed[1]}.ics`
      : // The provider's parameters (code, state, error, …) are the backend's to read.
        `${CALENDAR_PREFIX}/${callback?.[1]}/callback${queryAt === -1 ? '' : req.url.slice(queryAt)}`;
    await forward(req, res, {
      upstreamUrl: `${backendUrl}${upstreamPath}`,
      timeoutMs,
      requestHeaders: feed ? FEED_REQUEST_HEADERS : CALLBACK_REQUEST_HEADERS,
      responseHeaders: RESPONSE_HEADERS,
      unavailableMessage: 'The calendar is unavailable right now. Please try again shortly.',
      redirect: 'manual',
    });
  };
}
