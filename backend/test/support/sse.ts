import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { TEST_SECRETS } from './app.js';

export interface SseMessage {
  id: string | undefined;
  event: string | undefined;
  data: string;
}

export interface SseClient {
  status: number;
  headers: IncomingMessage['headers'];
  messages: SseMessage[];
  comments: string[];
  /** Resolves once `count` messages arrived in total (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<SseMessage[]>;
  /** Resolves once a comment line matching `text` arrived. */
  waitForComment(text: string, timeoutMs?: number): Promise<void>;
  body(): Promise<string>;
  close(): void;
}

export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the app is not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/** Opens GET /api/events/stream on a listening app and parses what arrives. */
export function openStream(
  app: FastifyInstance,
  options: { token?: string | null; lastEventId?: string; query?: string } = {},
): Promise<SseClient> {
  const headers: Record<string, string> = {};
  const token = options.token === undefined ? TEST_SECRETS.eventsStreamToken : options.token;
  if (token !== null) headers['authorization'] = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl(app)}/api/events/stream${options.query ?? ''}`, { headers }, (res) => {
      res.setEncoding('utf8');
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      let raw = '';
      let buffer = '';
      const listeners = new Set<() => void>();
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const message: SseMessage = { id: undefined, event: undefined, data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) message.id = line.slice(4);
            else if (line.startsWith('event: ')) message.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              message.data += line.slice(6);
              hasData = true;
            }
          }
          if (hasData) messages.push(message);
        }
        for (const listener of [...listeners]) listener();
      });
      const ended = new Promise<string>((done) => {
        res.on('end', () => done(raw));
        res.on('close', () => done(raw));
      });
      const waitUntil = (check: () => boolean, what: string, timeoutMs: number): Promise<void> =>
        new Promise((done, fail) => {
          if (check()) return done();
          const timer = setTimeout(() => {
            listeners.delete(listener);
            fail(
              new Error(
                `timed out waiting for ${what}; got ids ${messages
                  .map((m) => m.id)
                  .join(',')
                  .slice(0, 500)}`,
              ),
            );
          }, timeoutMs);
          const listener = (): void => {
            if (!check()) return;
            clearTimeout(timer);
            listeners.delete(listener);
            done();
          };
          listeners.add(listener);
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        messages,
        comments,
        async waitFor(count, timeoutMs = 5_000) {
          await waitUntil(() => messages.length >= count, `${count} messages`, timeoutMs);
          return messages;
        },
        waitForComment: (text, timeoutMs = 5_000) =>
          waitUntil(() => comments.includes(text), `comment ${text}`, timeoutMs),
        body: () => ended,
        close: () => {
          req.destroy();
          res.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
