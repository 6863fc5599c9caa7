// /media/* is drawn by the backend (API.md "Media"); the gateway passes it through so a browser
// needs one origin. Bodies are streamed, and status, type and cache headers pass unchanged; so do
// byte ranges (a video element seeks with Range, the backend answers 206 or 416).
// Only what lies under the backend's /media/ is ever fetched: the path is checked segment by
// segment and the upstream URL rebuilt from those segments, so no spelling of `..` can reach
// another backend route.
import type { RequestHandler } from 'express';
import { forward } from './forward.js';

// The backend's CSP and nosniff keep a drawn SVG opened on its own from running anything.
const PASSED_RESPONSE_HEADERS = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'accept-ranges',
  'content-range',
  // A 503 while the backend still makes its video media says when to come back.
  'retry-after',
];
const PASSED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'accept', 'range', 'if-range'];

export const BAD_MEDIA_PATH_MESSAGE = 'Bad media path.';

/** Characters no media name has: controls, and `%` left over after one decoding (a double-encoded path). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const REFUSED_IN_SEGMENT = /[\u0000-\u001f\u007f%\\/]/;

/**
 * The segments of a media path (what follows /media, query string excluded), each decoded once;
 * null when any is refused: empty (`//`, a trailing `/`), `.` or `..` (however encoded), an
 * encoded slash or backslash, a backslash, a control character, a malformed escape or invalid
 * UTF-8 (overlong `%c0%ae` included), or a `%` that survives decoding (double encoding).
 */
export function mediaSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/') || rawPath.length < 2) return null;
  // Checked before decoding: once decoded they could no longer be told from a real separator.
  if (/%(2f|5c)/i.test(rawPath) || rawPath.includes('\\')) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || REFUSED_IN_SEGMENT.test(segment))
      return null;
    segments.push(segment);
  }
  return segments;
}

export function mediaProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ status: false, content: 'Media is read-only.' });
      return;
    }
    // req.url is what follows the /media mount, exactly as the client sent it (never decoded by express).
    const queryAt = req.url.indexOf('?');
    const rawPath = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    const query = queryAt === -1 ? '' : req.url.slice(queryAt);
    const segments = mediaSegments(rawPath);
    if (segments === null) {
      res.status(400).json({ status: false, content: BAD_MEDIA_PATH_MESSAGE });
      return;
    }
    // The timeout is for the backend to answer; a long video then streams for as long as it plays,
    // and stops when the browser goes away.
    await forward(req, res, {
      upstreamUrl: `${backendUrl}/media/${segments.map(encodeURIComponent).join('/')}${query}`,
      timeoutMs,
      requestHeaders: PASSED_REQUEST_HEADERS,
      responseHeaders: PASSED_RESPONSE_HEADERS,
      unavailableMessage: 'Media is unavailable right now.',
      // Playlists and drawings are text; video segments and photos are sent as they are.
      compress: true,
    });
  };
}
