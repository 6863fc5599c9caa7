// The public catalogue cache follows the backend: a `catalogue.changed` event (written whenever a
// catalogue table changes) clears the whole cache at once on every gateway, so the next studio list
// or class type list is read again, however long the cache would have kept it.
import { EventHub, EventStream } from '../src/events/index.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';

const STUDIOS = '/api/basic/webStudiosInfo';
const CLASS_TYPES = '/api/basic/classTypes';
const QUERY = '{ studios(first: 1) { totalCount } classTypes { name } }';

let backend: FakeBackend;
let server: FakeEventStream;
const gateways: { gw: TestGateway; hub: EventHub; stream: EventStream; heard: (string | null)[] }[] = [];

beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
  server = new FakeEventStream();
  await server.start();
  for (let i = 0; i < 2; i += 1) {
    const { hub, stream } = followEventStream(server);
    const heard: (string | null)[] = [];
    hub.onCatalogueChanged((table) => heard.push(table));
    // A cache that would keep answers for an hour: only the event can make the gateway read again.
    gateways.push({
      gw: await startGateway(backend, { eventHub: hub, catalogueCacheTtlMs: 3_600_000 }),
      hub,
      stream,
      heard,
    });
  }
  await waitFor(() => server.connections === 2, 3_000, 'both streams connected');
});
afterAll(async () => {
  for (const { gw, hub, stream } of gateways) {
    await stream.stop();
    hub.close();
    await gw.close();
  }
  await server.stop();
  await backend.stop();
});

async function readCatalogue(gw: TestGateway): Promise<void> {
  const reply = await gw.query(QUERY);
  expect(reply.body.errors).toBeUndefined();
}

test('catalogue.changed clears the whole catalogue cache on every gateway at once', async () => {
  for (const { gw } of gateways) {
    await readCatalogue(gw);
    await readCatalogue(gw);
  }
  // Each gateway read the studio list and the class types once; the second reads came from its cache.
  expect(backend.count(STUDIOS)).toBe(2);
  expect(backend.count(CLASS_TYPES)).toBe(2);

  server.emit({
    type: 'catalogue.changed',
    subject: { kind: 'studio', id: 'studios' },
    audienceUserIds: null,
    payload: { table: 'studios' },
  });
  await waitFor(
    () => gateways.every(({ heard }) => heard.length === 1),
    3_000,
    'both gateways heard the change',
  );
  expect(gateways.map(({ heard }) => heard)).toEqual([['studios'], ['studios']]);

  for (const { gw } of gateways) await readCatalogue(gw);
  // The whole cache went, not only the table named: studios and class types are both read again.
  expect(backend.count(STUDIOS)).toBe(4);
  expect(backend.count(CLASS_TYPES)).toBe(4);
});

test('the event is the gateway’s own: no live-update subscription receives it', async () => {
  const [{ hub }] = gateways as [(typeof gateways)[number]];
  const subscription = hub.subscribe({ viewerId: null, types: ['catalogue.changed'] });
  hub.publish({
    id: 999,
    type: 'catalogue.changed',
    occurredAt: new Date().toISOString(),
    subject: { kind: 'class_type', id: 'class_types' },
    audienceUserIds: null,
    payload: { table: 'class_types' },
  });
  expect(subscription.pending).toBe(0);
  await subscription.return?.();
});
