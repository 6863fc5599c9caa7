// A stand-in for the backend's `GET /api/events/stream` (server-sent events), on node:http: checks
// the bearer token, replays what a reconnecting client missed (Last-Event-ID), and can drop,
// silence or refuse connections so the gateway's EventStream can be tested against each case.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The token the fake stream wants unless a test sets another (a test value, like a generated one). */
export const TEST_EVENTS_STREAM_TOKEN = 'test-events-stream-token-0123456789abcdef';

export interface FakeEvent {
  id: number;
  type: string;
  occurredAt: string;
  subject: { kind: string; id: number | string };
  audienceUserIds: number[] | null;
  payload: unknown;
}

export interface SeenStreamRequest {
  path: string;
  authorization: string | undefined;
  lastEventId: string | undefined;
  accept: string | undefined;
}

export class FakeEventStream {
  /** Every event emitted so far, in id order: what a resuming client gets replayed from. */
  readonly events: FakeEvent[] = [];
  readonly requests: SeenStreamRequest[] = [];
  token = TEST_EVENTS_STREAM_TOKEN;
  /** Answer every stream request with this status (and a JSON body) instead of streaming. */
  refuseWith: number | null = null;
  /** Answer 200 with the stream's headers, then never write a byte (no events, no pings). */
  silent = false;
  /** Also replay this many events at or before Last-Event-ID (an at-least-once server); the client must drop them. */
  replayOverlap = 0;
  /**
   * On a connection without Last-Event-ID, first send the current head as an id-only frame
   * (`id: <last id>`), so a client that drops before its first event still resumes correctly.
   */
  announceHead = false;
  /** Sent as `retry:` when a stream opens. */
  retryMs: number | null = null;
  private server: Server | undefined;
  private port = 0;
  private readonly open = new Set<ServerResponse>();

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get streamUrl(): string {
    return `${this.url}/api/events/stream`;
  }

  /** Streams currently open. */
  get connections(): number {
    return this.open.size;
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => this.handle(req, res));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    this.open.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Adds the next event (id = last + 1 unless given) and sends it to every open stream. */
  emit(partial: Partial<FakeEvent> = {}): FakeEvent {
    const id = partial.id ?? (this.events.at(-1)?.id ?? 0) + 1;
    const event: FakeEvent = {
      id,
      type: 'liveclass.changed',
      occurredAt: new Date(1_700_000_000_000 + id * 1000).toISOString(),
      subject: { kind: 'liveclass', id: 100 + id },
      audienceUserIds: null,
      payload: { liveClassId: 100 + id },
      ...partial,
    };
    this.events.push(event);
    this.broadcast(FakeEventStream.frame(event));
    return event;
  }

  /** Writes raw text to every open stream. */
  broadcast(text: string): void {
    for (const res of this.open) res.write(text);
  }

  ping(): void {
    this.broadcast(': ping\n\n');
  }

  /** Cuts every open stream's socket, as a crashed backend or a network fault would. */
  dropAll(): void {
    for (const res of this.open) res.socket?.destroy();
    this.open.clear();
  }

  /** The SSE frame of an event, as the backend writes it. */
  static frame(event: FakeEvent): string {
    return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const lastEventId = header(req, 'last-event-id');
    this.requests.push({
      path,
      authorization: header(req, 'authorization'),
      lastEventId,
      accept: header(req, 'accept'),
    });
    if (req.method !== 'GET' || path !== '/api/events/stream') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: false, content: 'Not found.' }));
      return;
    }
    if (this.refuseWith !== null) {
      res
        .writeHead(this.refuseWith, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: false, content: 'refused' }));
      return;
    }
    if (header(req, 'authorization') !== `Bearer ${this.token}`) {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: false, content: 'Bad stream token.' }));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    if (this.silent) return; // headers, then not a byte: a hung backend or a dead proxy
    if (this.retryMs !== null) res.write(`retry: ${this.retryMs}\n\n`);
    if (lastEventId === undefined && this.announceHead) res.write(`id: ${this.events.at(-1)?.id ?? 0}\n\n`);
    if (lastEventId !== undefined) {
      const after = Number(lastEventId);
      let first = this.events.findIndex((event) => event.id > after);
      if (first === -1) first = this.events.length;
      for (const event of this.events.slice(Math.max(0, first - this.replayOverlap)))
        res.write(FakeEventStream.frame(event));
    }
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Polls until `check` is true (or throws after `timeoutMs`). */
export async function waitFor(check: () => boolean, timeoutMs = 3_000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
