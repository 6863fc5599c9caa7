// GET /healthz for load balancers: 200 { ok: true } while the backend and its database answer,
// 503 { ok: false } when they do not (a gateway that cannot serve is taken out of rotation, which
// is the truth during an outage). The details (upstream latency, backend version, event stream)
// are only for requests made on this machine itself: a loopback TCP peer, and no proxy header (a
// reverse proxy on this machine forwards browsers' requests from loopback too).
// GET /livez: the process is alive, always 200 { ok: true }.
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { isSchema } from 'graphql';
import { eventStreamHealth } from '../events/index.js';

/** Headers a proxy adds to what it forwards: such a request is a browser's, wherever it came from. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-forwarded-host',
  'x-forwarded-proto',
  'via',
] as const;

/** Whether a request gets only the public answer: a peer off this machine, or anything forwarded. */
export function publicHealth(
  peer: string | undefined,
  headers: Readonly<Record<string, unknown>> = {},
): boolean {
  if (PROXY_HEADERS.some((name) => headers[name] !== undefined)) return true;
  const address = (peer ?? '').replace(/^::ffff:/i, '');
  if (isIP(address) === 4) return !address.startsWith('127.');
  return address !== '::1';
}

/**
 * How graphql-js runs in this process: `development` checks, on every type test, that objects come
 * from this copy of graphql (a third slower); `production` (NODE_ENV=production when graphql is
 * first loaded) does not. Found by what that check does: an object that only looks like a schema
 * makes it throw, where production mode simply answers no.
 */
export function graphqlMode(): 'production' | 'development' {
  const lookalike = { [Symbol.toStringTag]: 'GraphQLSchema' };
  try {
    isSchema(lookalike);
    return 'production';
  } catch {
    return 'development';
  }
}

export function livenessHandler(): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ ok: true });
  };
}

export function healthHandler(backendUrl: string, timeoutMs: number): RequestHandler {
  return async (req, res) => {
    const started = Date.now();
    let upstream: Record<string, unknown>;
    let ok: boolean;
    try {
      const answer = await fetch(`${backendUrl}/api/health`, {
        signal: AbortSignal.timeout(Math.min(timeoutMs, 2_000)),
      });
      const body: unknown = await answer.json().catch(() => null);
      const content = body && typeof body === 'object' ? (body as { content?: unknown }).content : undefined;
      // The backend answers its health with a 2xx only when its database answers too.
      ok = answer.ok;
      upstream = {
        reachable: true,
        ok: answer.ok,
        status: answer.status,
        latencyMs: Date.now() - started,
        ...(content && typeof content === 'object' ? { backend: content } : {}),
      };
    } catch {
      ok = false;
      upstream = { reachable: false, ok: false, latencyMs: Date.now() - started };
    }
    res.set('Cache-Control', 'no-store').status(ok ? 200 : 503);
    if (publicHealth(req.socket.remoteAddress, req.headers)) {
      res.json({ ok });
      return;
    }
    // The backend event stream (live updates), when this process holds one: connected, lastEventId, reconnects, …
    const events = eventStreamHealth();
    res.json({ ok, upstream, graphqlMode: graphqlMode(), ...(events ? { events } : {}) });
  };
}
