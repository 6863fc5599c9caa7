// GET /healthz: the gateway is up (ok: true) and whether it can reach the backend right now. The
// gateway stays healthy while the backend is down, so a load balancer keeps it for when it returns.
import type { RequestHandler } from 'express';
import { eventStreamHealth } from '../events/index.js';

export function healthHandler(backendUrl: string, timeoutMs: number): RequestHandler {
  return async (_req, res) => {
    const started = Date.now();
    let upstream: Record<string, unknown>;
    try {
      const answer = await fetch(`${backendUrl}/api/health`, { signal: AbortSignal.timeout(Math.min(timeoutMs, 2_000)) });
      const body: unknown = await answer.json().catch(() => null);
      const content = body && typeof body === 'object' ? (body as { content?: unknown }).content : undefined;
      upstream = {
        reachable: true,
        ok: answer.ok,
        status: answer.status,
        latencyMs: Date.now() - started,
        ...(content && typeof content === 'object' ? { backend: content } : {}),
      };
    } catch {
      upstream = { reachable: false, ok: false, latencyMs: Date.now() - started };
    }
    // The backend event stream (live updates), when this process holds one: connected, lastEventId, reconnects, …
    const events = eventStreamHealth();
    res.set('Cache-Control', 'no-store').json({ ok: true, upstream, ...(events ? { events } : {}) });
  };
}
