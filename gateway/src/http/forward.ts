// Passes one request through to the backend and its answer back to the browser, for the few backend
// addresses the public origin serves as they are (media, the calendar feed, the calendar providers'
// redirects). Only the headers named are passed either way, so a browser's cookies and
// Authorization never reach the backend unless a caller names them, and nothing the backend keeps
// to itself reaches the browser. Bodies are streamed.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';

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
}

export async function forward(req: Request, res: Response, options: ForwardOptions): Promise<void> {
  const headers: Record<string, string> = { 'accept-encoding': 'identity' };
  for (const name of options.requestHeaders) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
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
  for (const name of options.responseHeaders) {
    const value = upstream.headers.get(name);
    if (value !== null) res.setHeader(name, value);
  }
  if (!upstream.body || req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    // Readable.fromWeb's parameter type comes from node:stream/web, fetch's body from the DOM lib.
    await pipeline(
      Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream<Uint8Array>),
      res,
    );
  } catch {
    // The backend or the browser went away mid-body; the headers are sent, so just end it.
    res.destroy();
  }
}
