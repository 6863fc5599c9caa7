// Passes one request through to the backend and its answer back to the browser, for the few backend
// addresses the public origin serves as they are (media, the calendar feed, the calendar providers'
// redirects). Only the headers named are passed either way, so a browser's cookies and
// Authorization never reach the backend unless a caller names them, and nothing the backend keeps
// to itself reaches the browser. Bodies are streamed.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import {
  chooseEncoding,
  type ContentCoding,
  codedEtag,
  COMPRESSION_THRESHOLD_BYTES,
  compressingStream,
  identityEtags,
  isCompressibleType,
  varyOnEncoding,
} from './compression.js';

export interface ForwardOptions {
  /** The backend address, built by the caller from checked parts only. */
  upstreamUrl: string;
  /** How long the backend has to answer (a long body then streams for as long as it takes). */
  timeoutMs: number;
  /** Request headers passed on from the browser (lower case). */
  requestHeaders: readonly string[];
  /** Response headers passed back from the backend (lower case). */
  responseHeaders: readonly string[];
  /** The 502's text when the backend cannot be reached. */
  unavailableMessage: string;
  /** 'manual': the backend's redirect is the browser's to follow (its Location passed as it is). */
  redirect?: 'follow' | 'manual';
  /**
   * Text answers (playlists, drawings) are compressed on their way to a browser that takes it,
   * streamed as they come; video and photos never are.
   */
  compress?: boolean;
}

/**
 * The coding a proxied answer goes out in. A byte range is always of the original (a coded copy is
 * another representation). A 304 names the copy the browser said it holds.
 */
function codingFor(req: Request, upstream: globalThis.Response): ContentCoding | 'identity' {
  if (upstream.headers.has('content-encoding') || req.get('range')) return 'identity';
  const coding = chooseEncoding(req.get('accept-encoding'));
  if (coding === 'identity') return coding;
  if (upstream.status === 304) {
    const etag = upstream.headers.get('etag');
    return etag && (req.get('if-none-match') ?? '').includes(codedEtag(etag, coding)) ? coding : 'identity';
  }
  // A small drawing whose length is known is not worth it; a playlist's length is not known.
  const length = Number(upstream.headers.get('content-length') ?? Infinity);
  return upstream.status === 200 &&
    isCompressibleType(upstream.headers.get('content-type')) &&
    length >= COMPRESSION_THRESHOLD_BYTES
    ? coding
    : 'identity';
}

export async function forward(req: Request, res: Response, options: ForwardOptions): Promise<void> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const name of options.requestHeaders) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  // The backend knows its own (uncompressed) tags: a coded copy's tag is asked for as the original.
  if (options.compress && headers['if-none-match'])
    headers['if-none-match'] = identityEtags(headers['if-none-match']);
  // Who asked (behind trusted proxies, the browser), as the REST client sends it: the backend
  // limits per address, and its development-only routes refuse anything forwarded.
  if (req.ip) headers['x-forwarded-for'] = req.ip;

  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), options.timeoutMs);
  res.on('close', () => abort.abort());
  let upstream: globalThis.Response;
  try {
    upstream = await fetch(options.upstreamUrl, {
      method: req.method,
      headers,
      signal: abort.signal,
      redirect: options.redirect ?? 'follow',
    });
  } catch {
    res.status(502).json({ status: false, content: options.unavailableMessage });
    return;
  } finally {
    clearTimeout(timer);
  }

  res.status(upstream.status);
  const coding = options.compress ? codingFor(req, upstream) : 'identity';
  if (options.compress && (coding !== 'identity' || isCompressibleType(upstream.headers.get('content-type'))))
    varyOnEncoding(res);
  for (const name of options.responseHeaders) {
    const value = upstream.headers.get(name);
    if (value === null) continue;
    if (coding !== 'identity' && (name === 'content-length' || name === 'accept-ranges')) continue;
    res.setHeader(name, coding !== 'identity' && name === 'etag' ? codedEtag(value, coding) : value);
  }
  if (coding !== 'identity' && upstream.status !== 304) res.setHeader('Content-Encoding', coding);
  if (!upstream.body || req.method === 'HEAD' || upstream.status === 304) {
    res.end();
    return;
  }
  try {
    // Readable.fromWeb's parameter type comes from node:stream/web, fetch's body from the DOM lib.
    const body = Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream<Uint8Array>);
    if (coding === 'identity') await pipeline(body, res);
    else await pipeline(body, compressingStream(coding), res);
  } catch {
    // The backend or the browser went away mid-body; the headers are sent, so just end it.
    res.destroy();
  }
}
