// /media/* is drawn by the backend (API.md "Media"); the gateway passes it through so a browser
// needs one origin. Bodies are streamed, and status, type and cache headers pass unchanged.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { RequestHandler } from 'express';

// The backend's CSP and nosniff keep a drawn SVG opened on its own from running anything.
const PASSED_RESPONSE_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'expires', 'vary', 'content-security-policy', 'x-content-type-options'];
const PASSED_REQUEST_HEADERS = ['if-none-match', 'if-modified-since', 'accept'];

export function mediaProxy(backendUrl: string, timeoutMs: number): RequestHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).json({ status: false, content: 'Media is read-only.' });
      return;
    }
    const headers: Record<string, string> = { 'accept-encoding': 'identity' };
    for (const name of PASSED_REQUEST_HEADERS) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }

    let upstream: Response;
    try {
      upstream = await fetch(`${backendUrl}${req.originalUrl}`, {
        method: req.method,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      res.status(502).json({ status: false, content: 'Media is unavailable right now.' });
      return;
    }

    res.status(upstream.status);
    for (const name of PASSED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) res.setHeader(name, value);
    }
    if (!upstream.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    try {
      // Readable.fromWeb's parameter type comes from node:stream/web, fetch's body from the DOM lib.
      await pipeline(Readable.fromWeb(upstream.body as import('node:stream/web').ReadableStream<Uint8Array>), res);
    } catch {
      // The backend or the browser went away mid-body; the headers are sent, so just end it.
      res.destroy();
    }
  };
}
