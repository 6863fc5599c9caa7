// EventHub: per-viewer filtering (a member never receives another member's private events),
// public events to everyone, bounded queues, and cleanup when a subscription ends.
import { EventHub, SubscriberOverflowError, visibleTo } from '../src/events/hub.js';
import type { DomainEvent } from '../src/events/models.js';

let nextId = 1;
function event(partial: Partial<DomainEvent> = {}): DomainEvent {
  const id = partial.id ?? nextId++;
  return {
    id,
    type: 'liveclass.changed',
    occurredAt: '2026-11-22T10:00:00Z',
    subject: { kind: 'liveclass', id },
    audienceUserIds: null,
    payload: {},
    ...partial,
  };
}

/** Reads what is already queued (never waits for more). */
async function drain(subscription: AsyncIterator<DomainEvent> & { pending: number }): Promise<number[]> {
  const ids: number[] = [];
  while (subscription.pending > 0) {
    const next = await subscription.next();
    if (next.done) break;
    ids.push(next.value.id);
  }
  return ids;
}

const A = 101;
const B = 202;

test('visibleTo: public to everyone, private only to the listed users', () => {
  expect(visibleTo({ audienceUserIds: null }, null)).toBe(true);
  expect(visibleTo({ audienceUserIds: null }, A)).toBe(true);
  expect(visibleTo({ audienceUserIds: [A] }, A)).toBe(true);
  expect(visibleTo({ audienceUserIds: [A] }, B)).toBe(false);
  expect(visibleTo({ audienceUserIds: [A, B] }, B)).toBe(true);
  expect(visibleTo({ audienceUserIds: [A] }, null)).toBe(false);
  expect(visibleTo({ audienceUserIds: [] }, A)).toBe(false);
});

test('member A never receives B’s private event; public events reach everyone, signed out included', async () => {
  const hub = new EventHub();
  const a = hub.subscribe({ viewerId: A });
  const b = hub.subscribe({ viewerId: B });
  const anonymous = hub.subscribe({ viewerId: null });

  const pub = event();
  const toB = event({ type: 'friend.requested', audienceUserIds: [B] });
  const toA = event({ type: 'friend.requested', audienceUserIds: [A] });
  const toBoth = event({ type: 'friend.accepted', audienceUserIds: [A, B] });
  for (const e of [pub, toB, toA, toBoth]) hub.publish(e);

  expect(await drain(a)).toEqual([pub.id, toA.id, toBoth.id]);
  expect(await drain(b)).toEqual([pub.id, toB.id, toBoth.id]);
  expect(await drain(anonymous)).toEqual([pub.id]);
});

test('a custom filter cannot widen visibility; types narrow the events', async () => {
  const hub = new EventHub();
  const greedy = hub.subscribe({ viewerId: A, filter: () => true });
  const liveOnly = hub.subscribe({ viewerId: B, types: ['liveclass.created', 'liveclass.cancelled'] });
  const created = event({ type: 'liveclass.created' });
  const changed = event({ type: 'liveclass.changed' });
  const privateB = event({ type: 'liveclass.cancelled', audienceUserIds: [B] });
  for (const e of [created, changed, privateB]) hub.publish(e);
  expect(await drain(greedy)).toEqual([created.id, changed.id]);
  expect(await drain(liveOnly)).toEqual([created.id, privateB.id]);
});

test('events arrive in publish order to a waiting reader and to a queued one', async () => {
  const hub = new EventHub();
  const subscription = hub.subscribe({ viewerId: null });
  const waiting = subscription.next();
  const first = event();
  const second = event();
  const third = event();
  hub.publish(first);
  hub.publish(second);
  hub.publish(third);
  expect(await waiting).toEqual({ done: false, value: first });
  expect(await drain(subscription)).toEqual([second.id, third.id]);
});

test('works with for await, and return() (what graphql-ws calls on complete) frees the subscriber', async () => {
  const hub = new EventHub();
  const subscription = hub.subscribe({ viewerId: A });
  expect(hub.size).toBe(1);
  const seen: number[] = [];
  const loop = (async () => {
    for await (const e of subscription) {
      seen.push(e.id);
      if (seen.length === 2) break; // calls return()
    }
  })();
  const one = event();
  const two = event();
  hub.publish(one);
  await Promise.resolve();
  hub.publish(two);
  await loop;
  expect(seen).toEqual([one.id, two.id]);
  expect(hub.size).toBe(0);
  expect(subscription.closed).toBe(true);
  hub.publish(event());
  expect(subscription.pending).toBe(0);
  expect(await subscription.next()).toEqual({ done: true, value: undefined });
});

test('return() while a read waits ends that read; queued events are released', async () => {
  const hub = new EventHub();
  const waitingSub = hub.subscribe({ viewerId: null });
  const queuedSub = hub.subscribe({ viewerId: null });
  const pending = waitingSub.next();
  await waitingSub.return?.();
  expect(await pending).toEqual({ done: true, value: undefined });
  hub.publish(event());
  expect(queuedSub.pending).toBe(1);
  await queuedSub.return?.();
  expect(queuedSub.pending).toBe(0);
  expect(hub.size).toBe(0);
});

test('a slow consumer is closed with SubscriberOverflowError, never silently thinned; others are unaffected', async () => {
  const hub = new EventHub({ queueSize: 3 });
  const slow = hub.subscribe({ viewerId: null });
  const fast = hub.subscribe({ viewerId: null, queueSize: 100 });
  for (let i = 0; i < 4; i += 1) hub.publish(event());
  expect(slow.closed).toBe(true);
  expect(hub.size).toBe(1);
  await expect(slow.next()).rejects.toBeInstanceOf(SubscriberOverflowError);
  expect(await slow.next()).toEqual({ done: true, value: undefined });
  expect(await drain(fast)).toHaveLength(4);
});

test('an overflow while a read waits cannot happen (the reader takes the event); a throwing filter closes only its subscriber', async () => {
  const hub = new EventHub({ queueSize: 2 });
  const reading = hub.subscribe({ viewerId: null });
  const read = reading.next();
  hub.publish(event());
  hub.publish(event());
  expect(reading.closed).toBe(false);
  expect((await read).done).toBe(false);

  const broken = hub.subscribe({
    viewerId: null,
    filter: () => {
      throw new Error('bad filter');
    },
  });
  hub.publish(event());
  await expect(broken.next()).rejects.toThrow('bad filter');
  expect(hub.size).toBe(1);
});

test('close() ends every subscription (shutdown)', async () => {
  const hub = new EventHub();
  const one = hub.subscribe({ viewerId: A });
  const two = hub.subscribe({ viewerId: B });
  const waiting = one.next();
  hub.close();
  expect(await waiting).toEqual({ done: true, value: undefined });
  expect(await two.next()).toEqual({ done: true, value: undefined });
  expect(hub.size).toBe(0);
});
