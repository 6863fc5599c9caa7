// Smaller JSON answers for clients that ask (Accept-Encoding): the catalogue and the library's lists
// are tens of kilobytes. Only whole JSON answers to reads are compressed: streams (the event stream,
// video media) pass as they are, never held back; and answers to writes, which hand out session
// tokens and links, are never compressed, so their size tells nothing about a secret (BREACH).
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than the work costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The coding to answer with: the highest weighted of br and gzip in Accept-Encoding (q=0 refuses
 * one; `*` stands for those not named), brotli first on a tie; identity when none is acceptable.
 */
export function chooseEncoding(header: string | undefined): ContentCoding | 'identity' {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((param) => param.trim().split('=')).find(([key]) => key === 'q');
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentCoding | 'identity' = 'identity';
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

function isJson(type: unknown): boolean {
  const value = String(type ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  return value === 'application/json' || value.endsWith('+json');
}

function withVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-encoding'))
    return values.join(', ');
  return [...values, 'Accept-Encoding'].join(', ');
}

/** Compresses whole JSON answers to GET and HEAD, for clients that take br or gzip. */
export function registerCompression(
  app: FastifyInstance,
  thresholdBytes = COMPRESSION_THRESHOLD_BYTES,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (reply.getHeader('content-encoding') !== undefined || !isJson(reply.getHeader('content-type')))
      return payload;
    reply.header('vary', withVary(reply.getHeader('vary')));
    const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    if (body.length < thresholdBytes) return payload;
    const coding = chooseEncoding(request.headers['accept-encoding']);
    if (coding === 'identity') return payload;
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    // Another representation, so another tag.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && etag.endsWith('"'))
      reply.header('etag', `${etag.slice(0, -1)}-${coding}"`);
    return coding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: 5,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : gzipSync(body, { level: 6 });
  });
}
