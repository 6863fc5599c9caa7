// Raw graphql-ws sockets (protocol graphql-transport-ws) to the gateway, so a test can misbehave in
// ways a well-behaved client library never would, and see exactly how the gateway answers.
import WebSocket from 'ws';
import { newClientAddress, stack } from './client.js';

export interface Socket {
  ws: WebSocket;
  /** Messages received so far, parsed. */
  messages: Array<{ type: string; id?: string; payload?: unknown }>;
  /** Resolves with the close code and reason when the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** Waits for a message matching `test` (or fails after `timeoutMs`). */
  next(
    test: (message: { type: string; id?: string; payload?: unknown }) => boolean,
    timeoutMs?: number,
  ): Promise<{ type: string; id?: string; payload?: unknown }>;
  close(): void;
}

export interface OpenOptions {
  /** X-Forwarded-For of the upgrade request (default: a new browser address). */
  address?: string;
  /** Answers to the upgrade that are not a WebSocket (e.g. 429) resolve `refused` instead. */
  headers?: Record<string, string>;
}

/** Opens a socket; resolves once it is open, or with the HTTP status the upgrade was refused with. */
export function openSocket(
  options: OpenOptions = {},
): Promise<Socket | { refused: number; retryAfter: string | undefined }> {
  const { port } = stack();
  const ws = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
    headers: { 'x-forwarded-for': options.address ?? newClientAddress(), ...options.headers },
  });
  const messages: Socket['messages'] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: WebSocket.RawData) => {
    messages.push(JSON.parse(data.toString()) as Socket['messages'][number]);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => {
      resolve({ refused: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined });
      res.resume();
      ws.terminate();
    });
    ws.once('error', reject);
    ws.once('open', () => {
      ws.off('error', reject);
      ws.on('error', () => undefined);
      resolve({
        ws,
        messages,
        closed,
        send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
        next: (test, timeoutMs = 10_000) =>
          new Promise((resolveNext, rejectNext) => {
            const check = () => {
              const found = messages.find(test);
              if (!found) return;
              messages.splice(messages.indexOf(found), 1);
              waiters.delete(check);
              clearTimeout(timer);
              resolveNext(found);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rejectNext(
                new Error(
                  `no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 300)}`,
                ),
              );
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
        close: () => ws.close(),
      });
    });
  });
}

export function isSocket(value: Socket | { refused: number }): value is Socket {
  return 'ws' in value;
}

/** Opens a socket and completes the connection_init handshake (with a token when given). */
export async function connect(options: OpenOptions & { token?: string } = {}): Promise<Socket> {
  const opened = await openSocket(options);
  if (!isSocket(opened)) throw new Error(`the upgrade was refused with ${opened.refused}`);
  opened.send({ type: 'connection_init', payload: options.token ? { authToken: options.token } : {} });
  await opened.next((m) => m.type === 'connection_ack');
  return opened;
}
