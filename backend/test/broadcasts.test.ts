import { MINUTE } from './support/accounts.js';
import {
  call,
  cancelClass,
  content,
  createClass,
  eventsOf,
  failureOf,
  liveRows,
  member,
  useLiveWorld,
  studioId,
} from './support/live.js';

/** The broadcast registry: instructors and staff register the stream id a class is broadcast under. */

const w = useLiveWorld();

interface Broadcast {
  streamId: string;
  liveClassId: number;
  createdAt: string;
  createdByUserId: number;
}

const create = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/rest/v2/broadcasts/create', token, body);
const end = (token: string, streamId: string) =>
  call(w.app, 'DELETE', `/rest/v2/broadcasts/${streamId}`, token);

test('create → public broadcast.started; a stream id in use is a 409 changing nothing; delete → broadcast.ended; the id is free again', async () => {
  const live = await createClass(w);
  const response = await create(w.instructorToken, {
    streamId: 'bari-ride_1',
    subFolder: `instructor_streams/${live.id}`,
  });
  expect(response.statusCode).toBe(201);
  const broadcast = content<Broadcast>(response);
  const [instructor] = await w.db.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'instructor@streamfit.app'",
  );
  expect(broadcast).toEqual({
    streamId: 'bari-ride_1',
    liveClassId: live.id,
    createdAt: w.clock.current.toISOString(),
    createdByUserId: instructor!.id,
  });
  const started = await eventsOf(w.db, 'broadcast.started');
  expect(started[started.length - 1]).toEqual({
    audience_user_ids: null,
    subject_kind: 'liveclass',
    subject_id: String(live.id),
    payload: { liveClassId: live.id },
  });

  const before = await liveRows(w.db);
  const other = await createClass(w);
  const afterCreate = await liveRows(w.db);
  const inUse = await create(w.staffToken, {
    streamId: 'bari-ride_1',
    subFolder: `instructor_streams/${other.id}`,
  });
  expect(failureOf(inUse)).toEqual({
    statusCode: 409,
    status: false,
    code: 'stream_id_in_use',
    content: 'Stream id is already being used. Please change stream id or keep it empty',
  });
  expect(await liveRows(w.db)).toEqual(afterCreate);
  expect(afterCreate['broadcasts']).toBe(before['broadcasts']);

  const ended = await end(w.instructorToken, 'bari-ride_1');
  expect(ended.statusCode).toBe(200);
  expect(content(ended)).toEqual({ streamId: 'bari-ride_1' });
  const endedEvents = await eventsOf(w.db, 'broadcast.ended');
  expect(endedEvents[endedEvents.length - 1]).toEqual({
    audience_user_ids: null,
    subject_kind: 'liveclass',
    subject_id: String(live.id),
    payload: { liveClassId: live.id },
  });
  const rows = await liveRows(w.db);
  expect(failureOf(await end(w.instructorToken, 'bari-ride_1'))).toMatchObject({
    statusCode: 404,
    content: 'streamId: no such broadcast',
  });
  expect(await liveRows(w.db)).toEqual(rows);
  expect(
    (await create(w.staffToken, { streamId: 'bari-ride_1', subFolder: `instructor_streams/${other.id}` }))
      .statusCode,
  ).toBe(201);
});

test('an empty or missing stream id gets a generated one', async () => {
  const live = await createClass(w);
  const a = content<Broadcast>(
    await create(w.staffToken, { streamId: '', subFolder: `instructor_streams/${live.id}` }),
  );
  const b = content<Broadcast>(await create(w.staffToken, { subFolder: `instructor_streams/${live.id}` }));
  expect(a.streamId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  expect(b.streamId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  expect(a.streamId).not.toBe(b.streamId);
});

test('refusals change nothing: bad fields, members, other studios, unknown, cancelled and ended classes', async () => {
  const live = await createClass(w, {}, 10);
  const elsewhere = await createClass(w, { studioId: await studioId(w.db, 'bkpilates') });
  const cancelled = await createClass(w);
  await cancelClass(w, cancelled.id);
  const { token: memberToken } = await member(w);
  const staffBroadcast = content<Broadcast>(
    await create(w.staffToken, { streamId: 'elsewhere-1', subFolder: `instructor_streams/${elsewhere.id}` }),
  );
  const before = await liveRows(w.db);
  const forbidden = "Only the class's instructors and studio staff can broadcast.";
  const cases: Array<[string, Record<string, unknown>, number, string | undefined, string | RegExp]> = [
    [
      w.staffToken,
      { streamId: 'has space', subFolder: `instructor_streams/${live.id}` },
      400,
      undefined,
      'streamId: use letters, digits, - and _ (at most 64)',
    ],
    [
      w.staffToken,
      { streamId: 'x'.repeat(65), subFolder: `instructor_streams/${live.id}` },
      400,
      undefined,
      /^streamId: /,
    ],
    [
      w.staffToken,
      { subFolder: `other/${live.id}` },
      400,
      undefined,
      'subFolder: must be instructor_streams/{liveClassId}',
    ],
    [w.staffToken, { subFolder: 'instructor_streams/abc' }, 400, undefined, /^subFolder: /],
    [w.staffToken, {}, 400, undefined, 'subFolder: is required'],
    [memberToken, { subFolder: `instructor_streams/${live.id}` }, 403, 'forbidden', forbidden],
    [w.instructorToken, { subFolder: `instructor_streams/${elsewhere.id}` }, 403, 'forbidden', forbidden],
    [
      w.staffToken,
      { subFolder: 'instructor_streams/99999999' },
      404,
      'not_found',
      'subFolder: no such live class',
    ],
    [
      w.staffToken,
      { subFolder: `instructor_streams/${cancelled.id}` },
      409,
      'class_cancelled',
      'This live class was cancelled.',
    ],
  ];
  for (const [token, body, status, code, message] of cases) {
    const response = failureOf(await create(token, body));
    expect({ body, status: response.statusCode, code: response.code }).toEqual({ body, status, code });
    if (typeof message === 'string') expect(response.content).toBe(message);
    else expect(response.content).toMatch(message);
  }
  expect(failureOf(await end(memberToken, staffBroadcast.streamId))).toMatchObject({
    statusCode: 403,
    content: forbidden,
  });
  expect(failureOf(await end(w.instructorToken, staffBroadcast.streamId))).toMatchObject({
    statusCode: 403,
    content: forbidden,
  });
  expect(failureOf(await end(w.staffToken, 'bad%20id')).statusCode).toBe(400);
  expect(
    (
      await call(w.app, 'POST', '/rest/v2/broadcasts/create', undefined, {
        subFolder: `instructor_streams/${live.id}`,
      })
    ).statusCode,
  ).toBe(401);
  w.clock.advance(60 * MINUTE);
  expect(failureOf(await create(w.staffToken, { subFolder: `instructor_streams/${live.id}` }))).toMatchObject(
    { statusCode: 409, code: 'class_ended' },
  );
  expect(await liveRows(w.db)).toEqual(before);
});
