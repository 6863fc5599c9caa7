// A tiny stand-in for the REST backend (backend/API.md): serves fixture studios in the contract's
// shapes, counts requests, and can be slowed down, taken down and brought back, or made to fail.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeAccounts } from './fake-accounts.js';
import { FakeLibrary } from './fake-library.js';
import { FakeLive } from './fake-live.js';
import { FakePayments } from './fake-payments.js';
import { FakeSocial } from './fake-social.js';
import { FakeWorkouts } from './fake-workouts.js';
import { allStudios, classTypes } from './fixtures.js';

export interface SeenRequest {
  method: string;
  path: string;
  /** The query string, with its `?` ('' when none). */
  search: string;
  authorization: string | undefined;
  requestId: string | undefined;
  /** The client address the gateway reported (X-Forwarded-For). */
  forwardedFor: string | undefined;
  /** A Cookie header (the gateway never forwards the browser's). */
  cookie: string | undefined;
  /** The Idempotency-Key header of a purchase. */
  idempotencyKey: string | undefined;
  /** The JSON body; undefined when none or not JSON. */
  body: unknown;
}

export interface ScriptedResponse {
  status: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  /** How many requests get this answer; unlimited when absent. */
  times?: number;
  /** Extra response headers (e.g. a 429's Retry-After). */
  headers?: Record<string, string>;
}

export class FakeBackend {
  readonly requests: SeenRequest[] = [];
  /** Delay before answering API calls. */
  delayMs = 0;
  /** Answer GET /api/events/stream with an open, quiet server-sent event stream (for a spawned gateway). */
  holdEventStream = false;
  studios = allStudios;
  /** Users and sessions for the /api/user routes. */
  readonly accounts = new FakeAccounts(
    (shortName) => this.studios.find((s) => s.shortName === shortName)?.id ?? null,
  );
  /** Plans, cards, promo codes, subscriptions, day passes and products for the payment routes. */
  readonly payments = new FakePayments(this.accounts, () => this.studios);
  /** Live classes, bookings, per-class payments, attendance, broadcasts and workouts. */
  readonly live = new FakeLive(this.accounts, () => this.studios);
  /** The on-demand library: videos, programs, favorites, history, playback events, planned videos. */
  readonly library = new FakeLibrary(this.accounts, this.live, () => this.studios, classTypes, this.payments);
  /** The workout calendar (over the live part's rows), its feed and the calendar-sync connections. */
  readonly workouts = new FakeWorkouts(this.accounts, this.live, this.library);
  /** Friends, requests, messages, the fitness profile and progress. */
  readonly social = new FakeSocial(this.accounts, this.live);
  private server: Server | undefined;
  private port = 0;
  private readonly scripted = new Map<string, ScriptedResponse>();

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => void this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
  }

  /** Stops listening; the port stays reserved for `start()` to come back on. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Answers `METHOD path` (path without query) with a scripted response instead of the fixture. */
  script(method: string, path: string, response: ScriptedResponse): void {
    this.scripted.set(`${method} ${path}`, response);
  }

  reset(): void {
    this.requests.length = 0;
    this.scripted.clear();
    this.delayMs = 0;
    this.studios = allStudios;
    this.accounts.reset();
    this.payments.reset();
    this.live.reset();
    this.library.reset();
    this.workouts.reset();
    this.social.reset();
  }

  /** How many requests reached `path` (query string ignored). */
  count(path: string, method?: string): number {
    return this.requests.filter((r) => r.path === path && (method === undefined || r.method === method))
      .length;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://backend.local');
    const method = req.method ?? 'GET';
    const auth = req.headers.authorization;
    const requestId = req.headers['x-request-id'];
    const forwardedFor = req.headers['x-forwarded-for'];
    const cookie = req.headers.cookie;
    const idempotencyKey = req.headers['idempotency-key'];
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: unknown;
    try {
      body = chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    this.requests.push({
      method,
      path: url.pathname,
      search: url.search,
      authorization: auth,
      requestId: typeof requestId === 'string' ? requestId : undefined,
      forwardedFor: typeof forwardedFor === 'string' ? forwardedFor : undefined,
      cookie,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body,
    });
    if (this.holdEventStream && method === 'GET' && url.pathname === '/api/events/stream') {
      // An event stream that stays open and quiet, as a connected backend's does between events.
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
      res.write(': connected\n\n');
      return;
    }
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (res.destroyed) return;

    const key = `${method} ${url.pathname}`;
    const scripted = this.scripted.get(key);
    if (scripted) {
      if (scripted.times !== undefined) {
        scripted.times -= 1;
        if (scripted.times <= 0) this.scripted.delete(key);
      }
      if (scripted.text !== undefined) {
        res
          .writeHead(scripted.status, { 'content-type': 'text/plain', ...scripted.headers })
          .end(scripted.text);
      } else {
        res
          .writeHead(scripted.status, { 'content-type': 'application/json', ...scripted.headers })
          .end(JSON.stringify(scripted.body));
      }
      return;
    }

    if (method === 'GET' && url.pathname === '/api/basic/webStudiosInfo') {
      const ids = url.searchParams.get('ids');
      const wanted = ids ? new Set(ids.split(',').map(Number)) : null;
      return this.json(res, 200, {
        status: true,
        content: this.studios.filter((s) => !wanted || wanted.has(s.id)),
      });
    }
    if (method === 'POST' && url.pathname === '/api/basic/classTypes') {
      return this.json(res, 200, { status: true, content: classTypes });
    }
    const raw = this.workouts.serve(method, url);
    if (raw) {
      res.writeHead(raw.status, raw.headers).end(method === 'HEAD' ? undefined : raw.text);
      return;
    }
    // Before accounts: it answers POST /api/user/me (the fitness profile) and /api/user/save.
    const social = this.social.handle(method, url, body, auth);
    if (social) return this.json(res, social.status, social.body);
    const workouts = this.workouts.handle(method, url, body, auth);
    if (workouts) return this.json(res, workouts.status, workouts.body);
    // Before live: it answers the /api/workout/ call the library adds (dailyWorkout).
    const library = this.library.handle(
      method,
      url,
      body,
      auth,
      typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    );
    if (library) return this.json(res, library.status, library.body);
    const live = this.live.handle(method, url, body, auth);
    if (live) return this.json(res, live.status, live.body);
    // Payments first: it answers GET /api/user/subscription with the membership shape payments reads.
    const payment = this.payments.handle(
      method,
      url,
      body,
      auth,
      typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    );
    if (payment) return this.json(res, payment.status, payment.body);
    const account = this.accounts.handle(method, url, body, auth);
    if (account) return this.json(res, account.status, account.body);
    if (method === 'GET' && url.pathname === '/api/health') {
      return this.json(res, 200, { status: true, content: { database: 'pglite', version: 'test' } });
    }
    if (method === 'GET' && url.pathname.startsWith('/media/')) {
      if (url.pathname === '/media/brand/logo.svg') {
        res.writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
          etag: '"logo-1"',
          'content-security-policy': "default-src 'none'",
          'x-content-type-options': 'nosniff',
          'x-internal-only': 'not for browsers',
        });
        res.end('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
        return;
      }
      const live = /^\/media\/live\/(\d+)$/.exec(url.pathname);
      if (live && url.searchParams.has('expires') && url.searchParams.has('signature')) {
        // The signed player page (its own CSP and frame rules, which the gateway passes on).
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
          'x-content-type-options': 'nosniff',
        });
        res.end(`<!doctype html><title>live ${live[1]}</title>`);
        return;
      }
      return this.json(res, 404, { status: false, content: `No such media: ${url.pathname}` });
    }
    this.json(res, 404, { status: false, content: `No such route: ${method} ${url.pathname}` });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    // With its length, as the backend (fastify) sends a JSON answer.
    const text = JSON.stringify(body);
    res
      .writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
      .end(text);
  }
}
