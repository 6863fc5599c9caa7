// Live updates written as frames built once per answer: a client receives exactly the message
// `ws.send` would have sent (any size, any characters), in order with everything else on the
// socket, with or without permessage-deflate; the fan-out writes large groups in slices and closes
// a socket that stops reading instead of queueing for it without end.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, parse, type ExecutionResult } from 'graphql';
import WebSocket, { WebSocketServer } from 'ws';
import type { CallerInfo } from '../src/context.js';
import { SubscriberOverflowError } from '../src/events/index.js';
import type { GatewayContext } from '../src/graph/context.js';
import { NextMessageWriter, SharedAnswer } from '../src/shared-frames.js';
import { SubscriptionFanout, type FanoutTicket } from '../src/subscription-fanout.js';

interface Pair {
  server: WebSocket;
  stream: Duplex;
  client: WebSocket;
  received: { text: string; binary: boolean }[];
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listen(perMessageDeflate: boolean): Promise<{ url: string; wss: WebSocketServer }> {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http, perMessageDeflate });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of wss.clients) socket.terminate();
        wss.close();
        http.close(() => resolve());
      }),
  );
  return { url: `ws://127.0.0.1:${(http.address() as AddressInfo).port}`, wss };
}

/** Connections are made one at a time, so each client is paired with its own server socket. */
async function connect(
  url: string,
  wss: WebSocketServer,
  clientOptions: WebSocket.ClientOptions = {},
): Promise<Pair> {
  const accepted = new Promise<{ server: WebSocket; stream: Duplex }>((resolve) =>
    wss.once('connection', (server, req) => resolve({ server, stream: req.socket })),
  );
  const client = new WebSocket(url, clientOptions);
  const received: Pair['received'] = [];
  client.on('message', (data, binary) => {
    received.push({ text: Buffer.isBuffer(data) ? data.toString('utf8') : String(data), binary });
  });
  await new Promise<void>((resolve, reject) => {
    client.once('open', () => resolve());
    client.once('error', reject);
  });
  return { ...(await accepted), client, received };
}

async function connectMany(count: number, url: string, wss: WebSocketServer): Promise<Pair[]> {
  const pairs: Pair[] = [];
  for (let i = 0; i < count; i += 1) pairs.push(await connect(url, wss));
  return pairs;
}

async function until(check: () => boolean, what: string, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Answers of every length class of a WebSocket frame, with characters of 1 to 4 UTF-8 bytes. */
const ANSWERS = [
  {},
  { data: { ok: true } },
  { data: { title: 'Yoga à l’aube — 晨练 🧘', n: 1 } },
  { data: { text: 'x'.repeat(200) } },
  { data: { text: 'é'.repeat(20_000) } },
  { data: { text: '🧘'.repeat(20_000) } },
  { data: { text: 'y'.repeat(70_000) } },
].map((value) => JSON.stringify(value));

const expected = (id: string, payload: string) =>
  `{"id":${JSON.stringify(id)},"type":"next","payload":${payload}}`;

describe('NextMessageWriter', () => {
  test('a client receives exactly the text ws.send sends, for every frame length and character', async () => {
    const { url, wss } = await listen(false);
    const framed = await connect(url, wss);
    const plain = await connect(url, wss);
    const writer = new NextMessageWriter(framed.server, 'op-"1"', framed.stream);
    expect(writer.framed).toBe(true);
    for (const text of ANSWERS) {
      expect(writer.write(new SharedAnswer(text))).toBe(true);
      plain.server.send(expected('op-"1"', text));
    }
    await until(() => framed.received.length === ANSWERS.length, 'framed messages');
    await until(() => plain.received.length === ANSWERS.length, 'sent messages');
    expect(framed.received).toEqual(plain.received);
    expect(framed.received.map((message) => message.binary)).toEqual(ANSWERS.map(() => false));
    expect(framed.received.map((message) => message.text)).toEqual(
      ANSWERS.map((text) => expected('op-"1"', text)),
    );
  });

  test('frames and ws.send messages arrive in the order they were written', async () => {
    const { url, wss } = await listen(false);
    const pair = await connect(url, wss);
    const writer = new NextMessageWriter(pair.server, '7', pair.stream);
    writer.write(new SharedAnswer('{"data":1}'));
    pair.server.send('{"id":"7","type":"complete"}');
    writer.write(new SharedAnswer(JSON.stringify({ text: 'z'.repeat(30_000) })));
    pair.server.send('{"type":"pong"}');
    await until(() => pair.received.length === 4, 'four messages');
    expect(pair.received.map((message) => message.text.slice(0, 28))).toEqual([
      '{"id":"7","type":"next","pay',
      '{"id":"7","type":"complete"}',
      '{"id":"7","type":"next","pay',
      '{"type":"pong"}',
    ]);
  });

  test('a socket that negotiated permessage-deflate is sent through ws (compressed), the same text', async () => {
    const { url, wss } = await listen(true);
    const pair = await connect(url, wss, { perMessageDeflate: true });
    expect(pair.server.extensions).toContain('permessage-deflate');
    const writer = new NextMessageWriter(pair.server, 'a', pair.stream);
    expect(writer.framed).toBe(false);
    for (const text of ANSWERS) writer.write(new SharedAnswer(text));
    await until(() => pair.received.length === ANSWERS.length, 'messages');
    expect(pair.received.map((message) => message.text)).toEqual(ANSWERS.map((text) => expected('a', text)));
  });

  test('a client offering permessage-deflate to a server without it is sent frames', async () => {
    const { url, wss } = await listen(false);
    const pair = await connect(url, wss, { perMessageDeflate: true });
    expect(pair.server.extensions).toBe('');
    const writer = new NextMessageWriter(pair.server, 'b', pair.stream);
    expect(writer.framed).toBe(true);
    writer.write(new SharedAnswer(ANSWERS[2]!));
    await until(() => pair.received.length === 1, 'message');
    expect(pair.received[0]!.text).toBe(expected('b', ANSWERS[2]!));
  });

  test('a socket that holds frames queued never sees them overwritten by the next sockets’ frames', async () => {
    const { url, wss } = await listen(false);
    const slow = await connect(url, wss);
    const others = await connectMany(3, url, wss);
    const slowClient = (slow.client as unknown as { _socket: Duplex })._socket;
    slowClient.pause();
    const writers = [slow, ...others].map(
      (pair, index) => new NextMessageWriter(pair.server, `w${index}`, pair.stream),
    );
    // Enough small answers that the slow socket's operating-system buffers fill and frames queue here.
    const texts = Array.from({ length: 2000 }, (_, i) =>
      JSON.stringify({ data: { i, text: `${i}`.repeat(2000) } }),
    );
    for (const text of texts) {
      const answer = new SharedAnswer(text);
      for (const writer of writers) writer.write(answer);
    }
    expect(slow.server.bufferedAmount).toBeGreaterThan(0);
    slowClient.resume();
    for (const pair of [slow, ...others])
      await until(() => pair.received.length === texts.length, 'every answer', 20_000);
    [slow, ...others].forEach((pair, index) => {
      expect(pair.received.map((message) => message.text)).toEqual(
        texts.map((text) => expected(`w${index}`, text)),
      );
    });
  }, 30_000);

  test('nothing is written to a socket that is closing', async () => {
    const { url, wss } = await listen(false);
    const pair = await connect(url, wss);
    const writer = new NextMessageWriter(pair.server, 'c', pair.stream);
    pair.server.close(1000, 'bye');
    expect(writer.write(new SharedAnswer('{}'))).toBe(false);
    await new Promise<void>((resolve) => pair.client.once('close', () => resolve()));
    expect(pair.received).toEqual([]);
  });
});

/** A schema whose one subscription yields what the test pushes. */
function pushSchema() {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        pushed: {
          type: GraphQLString,
          subscribe: async function* () {
            while (!ended) {
              if (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
              while (queue.length > 0) yield { pushed: queue.shift() };
            }
          },
        },
      },
    }),
  });
  return {
    schema,
    push(value: string) {
      queue.push(value);
      wake?.();
      wake = null;
    },
    end() {
      ended = true;
      wake?.();
    },
  };
}

function fanoutFor(schema: GraphQLSchema, options: { queueSize?: number; sliceSize?: number } = {}) {
  const context = { renew() {} } as unknown as GatewayContext; // the schema reads nothing from it
  return new SubscriptionFanout({
    schema,
    createContext: (_caller: CallerInfo) => context,
    format: (result: ExecutionResult) => ({ ...(result.data ? { data: result.data } : {}) }),
    ...options,
  });
}

const PUSHED = parse('subscription { pushed }');

function ticketFor(pair: Pair, id: string): FanoutTicket {
  return {
    fanout: true,
    key: 'pushed',
    document: PUSHED,
    operationName: null,
    variables: null,
    caller: {},
    viewer: null,
    socket: pair.server,
    stream: pair.stream,
    id,
  };
}

describe('SubscriptionFanout', () => {
  test('every member of a group receives every answer, in order, with its own id', async () => {
    const pushes = pushSchema();
    cleanups.push(() => pushes.end());
    const fanout = fanoutFor(pushes.schema, { sliceSize: 2 });
    const { url, wss } = await listen(false);
    const pairs = await connectMany(5, url, wss);
    await Promise.all(pairs.map((pair, index) => fanout.join(ticketFor(pair, `s${index}`))));
    expect(fanout.stats).toMatchObject({ groups: 1, subscribers: 5 });
    pushes.push('first');
    pushes.push('second ✓');
    await until(() => pairs.every((pair) => pair.received.length === 2), 'two answers each');
    pairs.forEach((pair, index) => {
      expect(pair.received.map((message) => message.text)).toEqual([
        expected(`s${index}`, '{"data":{"pushed":"first"}}'),
        expected(`s${index}`, '{"data":{"pushed":"second ✓"}}'),
      ]);
    });
    expect(fanout.stats).toMatchObject({ executions: 2, deliveries: 10 });
  });

  test('a large group is written in slices: the event loop gets a turn between them', async () => {
    const pushes = pushSchema();
    cleanups.push(() => pushes.end());
    const fanout = fanoutFor(pushes.schema, { sliceSize: 2 });
    const { url, wss } = await listen(false);
    const pairs = await connectMany(6, url, wss);
    await Promise.all(pairs.map((pair, index) => fanout.join(ticketFor(pair, `s${index}`))));
    const order: string[] = [];
    pairs.forEach((pair, index) => {
      const write = pair.stream.write.bind(pair.stream) as (chunk: unknown) => boolean;
      pair.stream.write = ((chunk: unknown) => {
        order.push(`socket ${index}`);
        if (index === 0) setImmediate(() => order.push('turn'));
        return write(chunk);
      }) as typeof pair.stream.write;
    });
    pushes.push('one');
    await until(() => pairs.every((pair) => pair.received.length === 1), 'an answer each');
    expect(order).toEqual(['socket 0', 'socket 1', 'turn', 'socket 2', 'socket 3', 'socket 4', 'socket 5']);
  });

  test('a socket that stops reading is closed with SubscriberOverflowError; the others keep receiving', async () => {
    const pushes = pushSchema();
    cleanups.push(() => pushes.end());
    const fanout = fanoutFor(pushes.schema, { queueSize: 3 });
    const { url, wss } = await listen(false);
    const slow = await connect(url, wss);
    const fast = await connect(url, wss);
    const slowMember = await fanout.join(ticketFor(slow, 'slow'));
    await fanout.join(ticketFor(fast, 'fast'));
    if (!(Symbol.asyncIterator in slowMember)) throw new Error('refused');
    const slowEnd = slowMember.next();
    // The slow client reads nothing: the operating system's buffers fill, then this process's.
    (slow.client as unknown as { _socket: Duplex })._socket.pause();
    let overflowed = false;
    slowEnd.catch(() => (overflowed = true));
    // Answers at the pace the fast client takes them, until the slow one is let go.
    const big = 'w'.repeat(256 * 1024);
    let sent = 0;
    while (!overflowed && sent < 400) {
      pushes.push(`${sent} ${big}`);
      sent += 1;
      await until(() => fast.received.length === sent, `answer ${sent} to the fast client`);
    }
    await expect(slowEnd).rejects.toBeInstanceOf(SubscriberOverflowError);
    // Never more than queueSize answers (and the one being taken) held for it in this process.
    expect(slow.server.bufferedAmount).toBeLessThanOrEqual(4 * (big.length + 100));
    pushes.push('after');
    await until(() => fast.received.length === sent + 1, 'the next answer to the fast client');
    expect(fanout.stats.subscribers).toBe(1);
  }, 30_000);
});
