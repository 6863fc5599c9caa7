// The gateway's ONE connection to the backend's event stream:
// `GET {BACKEND_URL}/api/events/stream` with `Authorization: Bearer <EVENTS_STREAM_TOKEN>`.
//
// - Events are handed to listeners in stream order, each id at most once: an event whose id is not
//   above the last delivered one is dropped (a replay after a reconnect, a second copy).
// - When the connection ends for any reason (the server closes it, a network error, the stall
//   watchdog, a refused request) it reconnects after a capped exponential backoff with jitter, and
//   sends `Last-Event-ID: <last delivered id>` so the backend replays exactly what was missed.
// - The stall watchdog: no byte at all (not even the 15 s `: ping`) for `stallTimeoutMs` counts as a
//   dead connection. It also bounds how long the response headers may take.
// - Failures are logged once per kind in a row (a backend without the stream answers 404 on every
//   attempt: one warning, then quiet backoff), and "connected" is logged when it comes back.
import { decodeDomainEvent, parseEventId, type DomainEvent, type EventStreamHealth } from './models.js';
import { SseParser } from './sse.js';

export type EventLogger = Pick<Console, 'info' | 'warn' | 'error'>;
export type EventListener = (event: DomainEvent) => void;

export interface EventStreamOptions {
  /** The stream's full URL, e.g. http://127.0.0.1:4001/api/events/stream. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token: string;
  logger: EventLogger;
  /** Resume after this id (sent as Last-Event-ID on the first connection); default: only new events. */
  lastEventId?: number | null;
  /** First reconnection delay; the server's `retry:` replaces it. Default 1000. */
  initialDelayMs?: number;
  /** Cap of the backoff. Default 30000. */
  maxDelayMs?: number;
  /** Share of each delay that is random, 0–1 (0.5: the delay is 50–100 % of the nominal). Default 0.5. */
  jitter?: number;
  /** No bytes for this long → reconnect. Default 45000 (three missed 15 s pings). */
  stallTimeoutMs?: number;
  /** For tests: the randomness of the jitter. */
  random?: () => number;
  /** A name in log lines (several streams in one test process). */
  name?: string;
}

class StreamEnded extends Error {}

export class EventStream {
  private readonly listeners = new Set<EventListener>();
  private readonly initialDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly jitter: number;
  private readonly stallTimeoutMs: number;
  private readonly random: () => number;
  private readonly label: string;

  private lastEventId: number | null;
  private serverRetryMs: number | null = null;
  private failures = 0;
  private connections = 0;
  private delivered = 0;
  private duplicatesDropped = 0;
  private state: EventStreamHealth['state'] = 'idle';
  private lastError: string | null = null;
  private lastLogged: string | null = null;
  private connectedSince: Date | null = null;

  private running: Promise<void> | null = null;
  private stopped = false;
  private abort: AbortController | null = null;
  private wake: (() => void) | null = null;

  constructor(private readonly options: EventStreamOptions) {
    this.lastEventId = options.lastEventId ?? null;
    this.initialDelayMs = options.initialDelayMs ?? 1_000;
    this.maxDelayMs = Math.max(options.maxDelayMs ?? 30_000, this.initialDelayMs);
    this.jitter = Math.min(Math.max(options.jitter ?? 0.5, 0), 1);
    this.stallTimeoutMs = options.stallTimeoutMs ?? 45_000;
    this.random = options.random ?? Math.random;
    this.label = options.name ? `events[${options.name}]` : 'events';
  }

  /** Adds a listener for every delivered event; returns its removal. A throwing listener is logged, never breaks the stream. */
  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Opens the connection (and keeps it open until stop()). Calling it again does nothing. */
  start(): void {
    if (this.running || this.stopped) return;
    this.running = this.run();
  }

  /** Closes the connection and stops reconnecting; resolves when nothing is left running. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.state = 'stopped';
    this.connectedSince = null;
    this.abort?.abort(new StreamEnded('stopped'));
    this.wake?.();
    await this.running;
  }

  /** The id of the last delivered event: the Last-Event-ID of the next connection. */
  get cursor(): number | null {
    return this.lastEventId;
  }

  health(): EventStreamHealth {
    return {
      state: this.state,
      connected: this.state === 'connected',
      lastEventId: this.lastEventId,
      reconnects: Math.max(this.connections - 1, 0),
      delivered: this.delivered,
      duplicatesDropped: this.duplicatesDropped,
      lastError: this.lastError,
      connectedSince: this.connectedSince?.toISOString() ?? null,
    };
  }

  /** The nominal delay before reconnect attempt number `failures` (0-based), before jitter. */
  nominalDelayMs(failures: number): number {
    const base = this.serverRetryMs ?? this.initialDelayMs;
    return Math.min(this.maxDelayMs, base * 2 ** Math.min(failures, 30));
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const healthy = await this.connectOnce();
      if (this.stopped) break;
      // A connection that carried anything (an event or a ping) was good: start the backoff over.
      if (healthy) this.failures = 0;
      const nominal = this.nominalDelayMs(this.failures);
      this.failures += 1;
      const delay = Math.round(nominal * (1 - this.jitter * this.random()));
      this.state = 'backoff';
      await this.sleep(delay);
    }
    this.state = 'stopped';
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /** One connection, until it ends. Resolves true when it received at least one complete message or comment. */
  private async connectOnce(): Promise<boolean> {
    const abort = new AbortController();
    this.abort = abort;
    this.connections += 1;
    this.state = 'connecting';
    let healthy = false;
    let watchdog: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(
        () => abort.abort(new StreamEnded(`stalled: nothing received for ${this.stallTimeoutMs} ms`)),
        this.stallTimeoutMs,
      );
    };

    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      authorization: `Bearer ${this.options.token}`,
      'cache-control': 'no-store',
    };
    if (this.lastEventId !== null) headers['last-event-id'] = String(this.lastEventId);

    const parser = new SseParser({
      message: (message) => {
        healthy = true;
        this.receive(message.id, message.event, message.data);
      },
      comment: () => {
        healthy = true;
      },
      idOnly: (id) => this.adoptHead(id),
      retry: (ms) => {
        this.serverRetryMs = Math.min(Math.max(ms, 100), this.maxDelayMs);
      },
    });

    try {
      arm();
      const response = await fetch(this.options.url, { headers, signal: abort.signal });
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        throw new StreamEnded(refusal(response.status));
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.toLowerCase().startsWith('text/event-stream')) {
        await response.body?.cancel().catch(() => undefined);
        throw new StreamEnded(`the backend answered ${type || 'no content type'}, not text/event-stream`);
      }
      if (!response.body) throw new StreamEnded('the backend sent no body');

      this.state = 'connected';
      this.connectedSince = new Date();
      this.lastLogged = null;
      this.lastError = null;
      this.options.logger.info(
        `${this.label}: connected to ${this.options.url}${this.lastEventId === null ? '' : ` (resuming after event ${this.lastEventId})`}`,
      );
      arm();
      for await (const chunk of response.body) {
        arm();
        parser.push(chunk);
        if (this.stopped) break;
      }
      parser.end();
      throw new StreamEnded('the backend closed the stream');
    } catch (error) {
      parser.end();
      if (this.stopped) return healthy;
      const reason =
        abort.signal.aborted && abort.signal.reason instanceof StreamEnded ? abort.signal.reason : error;
      this.failed(reason instanceof StreamEnded ? reason.message : `connection failed: ${describe(error)}`);
      return healthy;
    } finally {
      clearTimeout(watchdog);
      this.connectedSince = null;
      if (!abort.signal.aborted) abort.abort(new StreamEnded('done'));
      if (this.abort === abort) this.abort = null;
    }
  }

  /**
   * Before anything was delivered the stream has no cursor, so a drop would lose what was sent in
   * between. A backend may announce its head on open with an id-only frame (`id: 41` + blank line,
   * standard SSE: sets the last event ID, dispatches nothing); the stream then resumes from there.
   */
  private adoptHead(raw: string | null): void {
    if (this.lastEventId !== null || raw === null) return;
    const head = raw.trim() === '0' ? 0 : parseEventId(raw);
    if (head !== null) this.lastEventId = head;
  }

  /** Records why a connection ended; logs it when it differs from the last logged reason. */
  private failed(reason: string): void {
    this.lastError = reason;
    if (reason === this.lastLogged) return;
    this.lastLogged = reason;
    this.options.logger.warn(
      `${this.label}: ${reason}; reconnecting with backoff (further identical failures are not logged)`,
    );
  }

  private receive(sseId: string | null, type: string, data: string): void {
    const decoded = decodeDomainEvent(sseId, type, data);
    if (!decoded.ok) {
      // A message the gateway cannot read is skipped, but its id still counts as seen so the
      // stream does not replay it on every reconnect.
      const id = parseEventId(sseId);
      if (id !== null && (this.lastEventId === null || id > this.lastEventId)) this.lastEventId = id;
      this.options.logger.warn(
        `${this.label}: skipped message${id === null ? '' : ` ${id}`} (${decoded.reason})`,
      );
      return;
    }
    const event = decoded.event;
    if (this.lastEventId !== null && event.id <= this.lastEventId) {
      this.duplicatesDropped += 1;
      return;
    }
    this.lastEventId = event.id;
    this.delivered += 1;
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        this.options.logger.error(`${this.label}: a listener failed on event ${event.id}`, describe(error));
      }
    }
  }
}

function refusal(status: number): string {
  if (status === 401 || status === 403)
    return `the backend refused the stream token (HTTP ${status}); check EVENTS_STREAM_TOKEN`;
  if (status === 404) return 'the backend has no event stream (HTTP 404)';
  return `the backend answered HTTP ${status}`;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    const code =
      cause && typeof cause === 'object' && 'code' in cause
        ? String((cause as { code: unknown }).code)
        : null;
    return code ? `${error.message} (${code})` : error.message;
  }
  return String(error);
}
