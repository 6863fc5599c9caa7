// The SSE parser and the event decoder: the wire edge cases the backend (or a proxy) may produce.
import { decodeDomainEvent, parseEventId } from '../src/events/models.js';
import { SseParser, type SseMessage } from '../src/events/sse.js';

function parse(chunks: (string | Uint8Array)[]): {
  messages: SseMessage[];
  retries: number[];
  comments: string[];
} {
  const messages: SseMessage[] = [];
  const retries: number[] = [];
  const comments: string[] = [];
  const parser = new SseParser({
    message: (m) => messages.push(m),
    retry: (ms) => retries.push(ms),
    comment: (c) => comments.push(c),
  });
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return { messages, retries, comments };
}

test('a plain message: id, event, data', () => {
  expect(parse(['id: 7\nevent: liveclass.created\ndata: {"a":1}\n\n']).messages).toEqual([
    { id: '7', event: 'liveclass.created', data: '{"a":1}' },
  ]);
});

test('multi-line data is joined with newlines; one leading space is removed, others kept', () => {
  expect(parse(['data: first\ndata:second\ndata:  third\ndata\n\n']).messages).toEqual([
    { id: null, event: 'message', data: 'first\nsecond\n third\n' },
  ]);
});

test('CRLF, CR and LF line endings, also split between chunks', () => {
  const { messages } = parse(['id: 1\r\ndata: a\r', '\n\r\nid: 2\rdata: b\r\r', 'id: 3\ndata: c\n', '\n']);
  expect(messages.map((m) => [m.id, m.data])).toEqual([
    ['1', 'a'],
    ['2', 'b'],
    ['3', 'c'],
  ]);
});

test('a message split at every byte, with multi-byte UTF-8, parses the same', () => {
  const text = 'id: 9\nevent: liveclass.changed\ndata: {"title":"Yoga — café ☕ 🧘"}\n\n';
  const bytes = new TextEncoder().encode(text);
  const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
  expect(parse(chunks).messages).toEqual([
    { id: '9', event: 'liveclass.changed', data: '{"title":"Yoga — café ☕ 🧘"}' },
  ]);
});

test('comments (pings) are reported and dispatch nothing; retry takes digits only', () => {
  const { messages, retries, comments } = parse([': ping\n\n:\n\nretry: 2500\nretry: 12x\nretry\n\n']);
  expect(messages).toEqual([]);
  expect(comments).toEqual(['ping', '']);
  expect(retries).toEqual([2500]);
});

test('a leading BOM is skipped; unknown fields and blank-data blocks dispatch nothing; an empty data line does', () => {
  const { messages } = parse(['\uFEFFid: 4\nfoo: bar\n\nevent: x\n\ndata:\n\n']);
  // The id persists for later messages of the connection (SSE "last event ID buffer").
  expect(messages).toEqual([{ id: '4', event: 'message', data: '' }]);
});

test('an id containing NUL is ignored; an event type does not leak into the next message', () => {
  const { messages } = parse(['id: 5\nevent: a\ndata: 1\n\nid: 6\0x\ndata: 2\n\n']);
  expect(messages).toEqual([
    { id: '5', event: 'a', data: '1' },
    { id: '5', event: 'message', data: '2' },
  ]);
});

test('an id-only block is reported as such (a head announcement), never a half-received one', () => {
  const heads: string[] = [];
  const parser = new SseParser({ message: () => undefined, idOnly: (id) => heads.push(id) });
  parser.push('id: 41\n\nid: 42\ndata: x\n\n: ping\n\nid: 43\n');
  parser.end();
  expect(heads).toEqual(['41']);
});

test('the opening block the backend could send, `retry:` and the head id together, reports both', () => {
  const heads: string[] = [];
  const retries: number[] = [];
  const parser = new SseParser({
    message: () => undefined,
    idOnly: (id) => heads.push(id),
    retry: (ms) => retries.push(ms),
  });
  parser.push('retry: 2000\nid: 17\n\n');
  expect([heads, retries]).toEqual([['17'], [2000]]);
});

test('an unterminated message at the end of the stream is dropped', () => {
  expect(parse(['id: 1\ndata: whole\n\nid: 2\ndata: half']).messages.map((m) => m.id)).toEqual(['1']);
});

describe('decodeDomainEvent', () => {
  const body = {
    id: 3,
    type: 'liveclass.cancelled',
    occurredAt: '2026-11-22T10:00:00Z',
    subject: { kind: 'liveclass', id: 42 },
    audienceUserIds: null,
    payload: { x: 1 },
  };

  test('reads the contract, frozen', () => {
    const decoded = decodeDomainEvent('3', 'liveclass.cancelled', JSON.stringify(body));
    expect(decoded).toEqual({ ok: true, event: body });
    if (decoded.ok) {
      expect(Object.isFrozen(decoded.event)).toBe(true);
      expect(Object.isFrozen(decoded.event.payload)).toBe(true);
    }
  });

  test('the SSE id wins; the SSE event fills a missing type', () => {
    const decoded = decodeDomainEvent(
      '8',
      'liveclass.created',
      JSON.stringify({ ...body, id: undefined, type: undefined }),
    );
    expect(decoded.ok && [decoded.event.id, decoded.event.type]).toEqual([8, 'liveclass.created']);
  });

  test('refuses what cannot be delivered safely', () => {
    expect(decodeDomainEvent('1', 'x', 'not json')).toMatchObject({ ok: false });
    expect(decodeDomainEvent(null, 'x', JSON.stringify({ ...body, id: 'abc' }))).toMatchObject({
      ok: false,
      reason: 'no integer id',
    });
    expect(decodeDomainEvent('1', 'x', JSON.stringify({ ...body, subject: null }))).toMatchObject({
      ok: false,
    });
    expect(decodeDomainEvent('1', 'x', JSON.stringify({ ...body, audienceUserIds: ['7'] }))).toMatchObject({
      ok: false,
    });
  });

  test('a private type with no audience field is visible to nobody, never public', () => {
    const decoded = decodeDomainEvent(
      '1',
      'friend.requested',
      JSON.stringify({ ...body, type: 'friend.requested', audienceUserIds: undefined }),
    );
    expect(decoded.ok && decoded.event.audienceUserIds).toEqual([]);
    // A member's own live-class booking too: only the documented public types default to public.
    const booked = decodeDomainEvent(
      '2',
      'liveclass.booked',
      JSON.stringify({ ...body, type: 'liveclass.booked', audienceUserIds: undefined }),
    );
    expect(booked.ok && booked.event.audienceUserIds).toEqual([]);
    const created = decodeDomainEvent(
      '3',
      'liveclass.created',
      JSON.stringify({ ...body, type: 'liveclass.created', audienceUserIds: undefined }),
    );
    expect(created.ok && created.event.audienceUserIds).toBeNull();
  });

  test('parseEventId', () => {
    expect(parseEventId('12')).toBe(12);
    expect(parseEventId(' 12 ')).toBe(12);
    expect(parseEventId('0')).toBeNull();
    expect(parseEventId('-1')).toBeNull();
    expect(parseEventId('1e3')).toBeNull();
    expect(parseEventId(null)).toBeNull();
  });
});
