// Smaller answers for slow connections: the web build's static files are sent as the brotli or gzip
// copies the build made next to them, and answers made per request (GraphQL JSON, HTML, media
// playlists and drawings) are compressed as they are sent. Only text is compressed: video segments
// and photos are compressed already. Nothing that streams (the live updates, a video) is ever held
// back to be compressed whole.
//
// What keeps compression from leaking secrets (BREACH): the member's session token is never ambient
// (no cookies: the app sends it in an Authorization header), so a foreign page cannot make a browser
// send a signed-in request and watch the answer's size; cross-site GraphQL requests are refused
// (Apollo's CSRF check); and mutation answers, where session tokens and links are handed out, are
// never compressed (see `keepUncompressed`).
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { Transform } from 'node:stream';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';

export type ContentCoding = 'br' | 'gzip';

/** The server's order of preference when the browser weighs codings alike: brotli is smaller. */
export const CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/** Below this a compressed answer saves less than its headers and the work cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Where a build's precompressed copy of a file lives, per coding. */
export const PRECOMPRESSED_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The coding to answer with, from an Accept-Encoding header: the highest weighted of `offered`
 * (q=0 refuses one; `*` stands for codings not named), ties going to the server's order; identity
 * when none is acceptable or the header is absent.
 */
export function chooseEncoding(
  header: string | undefined,
  offered: readonly ContentCoding[] = CODINGS,
): ContentCoding | 'identity' {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') {
        const parsed = Number(value);
        weight = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    weights.set(name.trim(), weight);
  }
  let best: ContentCoding | 'identity' = 'identity';
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Text a browser reads; never images other than drawings, video, audio or event streams. */
export function isCompressibleType(contentType: string | undefined | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type === 'text/event-stream') return false;
  return (
    type.startsWith('text/') ||
    type === 'image/svg+xml' ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/javascript' ||
    type === 'application/xml' ||
    type === 'application/vnd.apple.mpegurl' ||
    type === 'application/x-mpegurl'
  );
}

/** Adds Accept-Encoding to the answer's Vary (once), so a cache keeps one copy per coding. */
export function varyOnEncoding(res: Response): void {
  const current = res.getHeader('Vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-encoding')) return;
  res.setHeader('Vary', [...values, 'Accept-Encoding'].join(', '));
}

/** The ETag of a coded copy: another representation, so another tag (`"x"` → `"x-br"`). */
export function codedEtag(etag: string, coding: ContentCoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${coding}"` : etag;
}

/** The identity tags behind a browser's If-None-Match, so the backend can still answer 304. */
export function identityEtags(ifNoneMatch: string): string {
  return ifNoneMatch.replace(/-(br|gzip)"/g, '"');
}

const STATIC_TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.json',
  '.svg',
  '.txt',
  '.map',
  '.webmanifest',
]);

/** Whether a built file may have precompressed copies (text only). */
export function isPrecompressible(path: string): boolean {
  return STATIC_TEXT.has(extname(path).toLowerCase());
}

/**
 * The precompressed copies of one built file, in the server's order of preference: only those at
 * least as new as the file, so a file edited where it is deployed (meta.json's disable setting) is
 * never answered with the build's older copy.
 */
function copiesOf(file: string): ContentCoding[] {
  const changed = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (changed === undefined) return [];
  return CODINGS.filter(
    (coding) =>
      (statSync(`${file}${PRECOMPRESSED_SUFFIX[coding]}`, { throwIfNoEntry: false })?.mtimeMs ?? -1) >=
      changed,
  );
}

export interface StaticFileOptions {
  headers?: Record<string, string>;
  /** Passed on when the file cannot be read (sendFile's error). */
  onError?: (error: Error) => void;
}

/**
 * Sends a built file, or its brotli/gzip copy when the browser takes it. A byte range is always
 * served from the file itself (its ranges are the ones a player or a resumed download means), and
 * a coded copy never offers ranges. Content-Type is the file's own; the ETag, made from the copy
 * sent, differs per coding, so a 304 is only ever given for the copy the browser holds.
 */
export function sendBuiltFile(req: Request, res: Response, file: string, options: StaticFileOptions = {}) {
  const done = (error?: Error) => {
    if (error) options.onError?.(error);
  };
  const copies = isPrecompressible(file) ? copiesOf(file) : [];
  if (copies.length > 0) varyOnEncoding(res);
  const coding = req.headers.range ? 'identity' : chooseEncoding(req.get('accept-encoding'), copies);
  if (coding === 'identity') {
    res.sendFile(file, { headers: options.headers }, done);
    return;
  }
  res.type(extname(file));
  res.setHeader('Content-Encoding', coding);
  res.sendFile(
    `${file}${PRECOMPRESSED_SUFFIX[coding]}`,
    { headers: options.headers, acceptRanges: false },
    done,
  );
}

/**
 * The web build's static files with their precompressed copies; anything else (no copy, a range,
 * a browser taking neither coding, an address that is not a file) goes on to express.static.
 */
export function precompressedStatic(webDist: string, cacheControl: (file: string) => string): RequestHandler {
  const root = normalize(webDist + sep);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPrecompressible(req.path)) return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Hidden files and folders (the build's manifest) are never served; express.static refuses them too.
    if (path.includes('\0') || path.split('/').some((segment) => segment.startsWith('.'))) return next();
    const file = normalize(join(webDist, path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) return next();
    if (copiesOf(file).length === 0) return next();
    sendBuiltFile(req, res, file, {
      headers: { 'Cache-Control': cacheControl(file) },
      onError: (error) => next(error),
    });
  };
}

/** Whether the answer's type already says UTF-8 (what res.send would add to a text body's type). */
function hasUtf8Charset(res: Response): boolean {
  return /;\s*charset=utf-8\s*(;|$)/i.test(String(res.getHeader('Content-Type')));
}

const keptUncompressed = new WeakSet<Response>();

/** This answer is sent as it is (a mutation's: it may hand out a session token). */
export function keepUncompressed(res: Response): void {
  keptUncompressed.add(res);
}

/** Compresses one whole answer body (they are small: a GraphQL answer, a page). */
export function compressBody(body: Buffer, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // Quality 5: most of brotli's gain at a small cost per answer.
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 6 });
}

/**
 * Compresses answers sent whole with res.send/res.json (GraphQL JSON, HTML pages, JSON errors)
 * when the browser takes a coding, the body is text and worth it. Answers written piece by piece
 * (res.write: incremental GraphQL delivery, proxied media) never pass through here, so nothing
 * that streams is held back. Express then makes the ETag from the coded body: one per coding.
 */
export function compressSentAnswers(thresholdBytes = COMPRESSION_THRESHOLD_BYTES): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    const compressingSend = (body?: unknown): Response => {
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
      if (res.getHeader('Content-Encoding') !== undefined || keptUncompressed.has(res)) return send(body);
      if (res.statusCode === 204 || res.statusCode === 304) return send(body);
      // res.send calls a string without a type HTML; keep that, as the coded Buffer would lose it.
      if (typeof body === 'string' && res.getHeader('Content-Type') === undefined) res.type('html');
      if (!isCompressibleType(String(res.getHeader('Content-Type')))) return send(body);
      varyOnEncoding(res);
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      if (bytes.length < thresholdBytes) return send(body);
      const coding = chooseEncoding(req.get('accept-encoding'));
      // Sent as is: the bytes already made, not made again from the text by res.send (which would
      // only add a charset the type already names).
      if (coding === 'identity') return send(hasUtf8Charset(res) ? bytes : body);
      res.setHeader('Content-Encoding', coding);
      res.removeHeader('Content-Length');
      return send(compressBody(bytes, coding));
    };
    res.send = compressingSend as Response['send'];
    next();
  };
}

/** A streaming compressor for a proxied text body (playlists, drawings): bytes go on as they come. */
export function compressingStream(coding: ContentCoding): Transform {
  return coding === 'br'
    ? createBrotliCompress({
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        },
      })
    : createGzip({ level: 6 });
}
