import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRange } from './range.js';

export interface FileAnswer {
  type: string;
  cacheControl: string;
  /** Known to the caller (the format version and what the file is): a strong validator without hashing. */
  etagSeed: string;
}

/** A strong ETag from what the file is, its size and its time (whole seconds, like Last-Modified). */
function etagOf(seed: string, size: number, mtimeMs: number): string {
  return `"${seed}-${size.toString(36)}-${Math.floor(mtimeMs / 1000).toString(36)}"`;
}

/**
 * If-Range holds when it names this very version: the strong ETag, or the exact Last-Modified date
 * (RFC 9110 §13.1.5). Otherwise the Range is dropped and the whole, newer file goes out.
 */
function ifRangeHolds(ifRange: string | undefined, etag: string, lastModified: string): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === etag;
  return value === lastModified;
}

/**
 * Sends a file from disk with byte ranges (206, 416), validators (ETag, Last-Modified, 304 on a
 * matching If-None-Match) and nosniff. The caller has already checked the path lies under the media folder.
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  answer: FileAnswer,
): Promise<FastifyReply> {
  const info = await stat(path);
  const size = info.size;
  const etag = etagOf(answer.etagSeed, size, info.mtimeMs);
  const lastModified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', lastModified)
    .header('cache-control', answer.cacheControl)
    .header('x-content-type-options', 'nosniff')
    .type(answer.type);
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch !== undefined &&
    ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  )
    return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const ifRangeText = Array.isArray(ifRange) ? ifRange[0] : ifRange;
  const range = ifRangeHolds(ifRangeText, etag, lastModified)
    ? parseRange(request.headers.range, size)
    : ({ kind: 'whole' } as const);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${size}`)
      .type('text/plain; charset=utf-8')
      .send('Range not satisfiable');
  }
  if (range.kind === 'part') {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(createReadStream(path, { start: range.start, end: range.end }));
  }
  reply.code(200).header('content-length', size);
  return reply.send(createReadStream(path));
}
