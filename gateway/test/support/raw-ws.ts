// A graphql-ws connection driven message by message over a raw `ws` socket: tests see every
// message, the close code and reason, and an upgrade the gateway refused before any WebSocket.
import WebSocket from 'ws';

export interface RawMessage {
  type: string;
  id?: string;
  payload?: unknown;
}

export interface RawConnection {
  socket: WebSocket;
  messages: RawMessage[];
  send(message: RawMessage): void;
  /** Resolves with the first message matching `check` (already received or still to come). */
  next(check: (message: RawMessage) => boolean, timeoutMs?: number): Promise<RawMessage>;
  /** Resolves when the socket closes, with the server's code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export type Opened =
  | { ok: true; connection: RawConnection }
  | { ok: false; status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** Opens a socket at `<gateway>/graphql` (graphql-transport-ws); a refused upgrade resolves with its HTTP answer. */
export function openRaw(gatewayUrl: string, headers: Record<string, string> = {}): Promise<Opened> {
  const socket = new WebSocket(`${gatewayUrl.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers,
  });
  const messages: RawMessage[] = [];
  const waiters: { check: (m: RawMessage) => boolean; resolve: (m: RawMessage) => void }[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as RawMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.check(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const connection: RawConnection = {
    socket,
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (check, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const found = messages.find(check);
        if (found) return resolve(found);
        const timer = setTimeout(
          () => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)),
          timeoutMs,
        );
        waiters.push({
          check,
          resolve: (message) => {
            clearTimeout(timer);
            resolve(message);
          },
        });
      }),
    close: async () => {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close(1000);
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ ok: true, connection }));
    socket.once('unexpected-response', (_req, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          ok: false,
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    socket.once('error', (error) => {
      if (socket.readyState !== WebSocket.OPEN) reject(error);
    });
  });
}

/** Opens and initialises a connection (connection_init with these params), waiting for the ack. */
export async function openInitialised(
  gatewayUrl: string,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<RawConnection> {
  const opened = await openRaw(gatewayUrl, headers);
  if (!opened.ok) throw new Error(`upgrade refused with ${opened.status}`);
  opened.connection.send({ type: 'connection_init', payload: params });
  await opened.connection.next((m) => m.type === 'connection_ack');
  return opened.connection;
}
