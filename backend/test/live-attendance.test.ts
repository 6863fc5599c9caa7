import { MINUTE } from './support/accounts.js';
import { subscribed } from './support/payments.js';
import {
  call,
  cancelClass,
  content,
  createClass,
  failureOf,
  liveRows,
  member,
  useLiveWorld,
} from './support/live.js';

/** Joining a class (attendance), leaving it, the livestream channel and the stand-in stream page. */

const w = useLiveWorld();
let subscriber: string;

beforeAll(async () => {
  subscriber = (await member(w)).token;
  await subscribed(w.app, `Bearer ${subscriber}`, { packageId: 'streamfit_monthly' });
}, 120_000);

interface Attendance {
  attendanceId: number;
  liveClassId: number;
  joinedAt: string;
  leftAt: string | null;
  cameraOn: boolean | null;
  cameraOnDurationSeconds: number | null;
}

const join = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/events/live-class', token, body);
const leave = (token: string, id: unknown, body: Record<string, unknown>) =>
  call(w.app, 'PATCH', `/api/events/live-class/${String(id)}`, token, body);

describe('attendance', () => {
  test('opens 60 minutes before the start and closes when the class ends', async () => {
    const live = await createClass(w, { minutesDuration: 30 }, 90);
    const before = await liveRows(w.db);
    expect(failureOf(await join(subscriber, { liveClassId: live.id }))).toEqual({
      statusCode: 409,
      status: false,
      code: 'class_not_live',
      content: 'This class opens 60 minutes before it starts.',
    });
    expect(await liveRows(w.db)).toEqual(before);
    w.clock.advance(31 * MINUTE);
    const joined = await join(subscriber, {
      liveClassId: live.id,
      userAgent: 'Mozilla/5.0 (test)',
      browser: 'Firefox',
    });
    expect(joined.statusCode).toBe(201);
    const attendance = content<Attendance>(joined);
    expect(attendance).toEqual({
      attendanceId: expect.any(Number),
      liveClassId: live.id,
      joinedAt: w.clock.current.toISOString(),
      leftAt: null,
      cameraOn: null,
      cameraOnDurationSeconds: null,
    });
    w.clock.advance(60 * MINUTE);
    const left = await leave(subscriber, attendance.attendanceId, {
      cameraOn: true,
      cameraOnDurationSeconds: 1800,
    });
    expect(left.statusCode).toBe(200);
    expect(content(left)).toEqual({
      ...attendance,
      leftAt: w.clock.current.toISOString(),
      cameraOn: true,
      cameraOnDurationSeconds: 1800,
    });
    // Under way: joining again is fine (a new attendance); once over, refused.
    expect((await join(subscriber, { liveClassId: live.id })).statusCode).toBe(201);
    w.clock.advance(28 * MINUTE);
    expect((await join(subscriber, { liveClassId: live.id })).statusCode).toBe(201);
    w.clock.advance(2 * MINUTE);
    const rows = await liveRows(w.db);
    expect(failureOf(await join(subscriber, { liveClassId: live.id }))).toMatchObject({
      statusCode: 409,
      code: 'class_ended',
    });
    expect(await liveRows(w.db)).toEqual(rows);
  });

  test('refusals: no access (402 with the class), unknown, cancelled, bad input; leaving someone else’s or for too long', async () => {
    const live = await createClass(w, {}, 10);
    const cancelled = await createClass(w, {}, 10);
    await cancelClass(w, cancelled.id);
    const { token: outsider } = await member(w);
    const attendance = content<Attendance>(await join(subscriber, { liveClassId: live.id }));
    const before = await liveRows(w.db);
    const noAccess = failureOf(await join(outsider, { liveClassId: live.id }));
    expect(noAccess).toMatchObject({ statusCode: 402, code: 'payment_required', liveClass: live });
    expect(failureOf(await join(subscriber, { liveClassId: 99999999 }))).toMatchObject({
      statusCode: 404,
      content: 'liveClassId: no such live class',
    });
    expect(failureOf(await join(subscriber, { liveClassId: cancelled.id }))).toMatchObject({
      statusCode: 409,
      code: 'class_cancelled',
    });
    expect(
      failureOf(await join(subscriber, { liveClassId: live.id, userAgent: 'x'.repeat(501) })).content,
    ).toMatch(/^userAgent: /);
    expect(
      failureOf(await join(subscriber, { liveClassId: live.id, browser: 'x'.repeat(101) })).content,
    ).toMatch(/^browser: /);
    expect(failureOf(await join(subscriber, {})).content).toBe('liveClassId: is required');
    expect((await join('nope', { liveClassId: live.id })).statusCode).toBe(401);

    const id = attendance.attendanceId;
    expect(
      failureOf(await leave(outsider, id, { cameraOn: false, cameraOnDurationSeconds: 0 })),
    ).toMatchObject({
      statusCode: 404,
      content: 'attendanceId: no such attendance',
    });
    expect(
      failureOf(await leave(subscriber, 99999999, { cameraOn: false, cameraOnDurationSeconds: 0 }))
        .statusCode,
    ).toBe(404);
    expect(
      failureOf(await leave(subscriber, 'abc', { cameraOn: false, cameraOnDurationSeconds: 0 })).content,
    ).toMatch(/^attendanceId: /);
    const badBodies: Array<[Record<string, unknown>, RegExp]> = [
      [{ cameraOn: true, cameraOnDurationSeconds: -1 }, /^cameraOnDurationSeconds: /],
      [{ cameraOn: true, cameraOnDurationSeconds: 1.5 }, /^cameraOnDurationSeconds: /],
      [{ cameraOn: true, cameraOnDurationSeconds: 3600 }, /^cameraOnDurationSeconds: is longer than/],
      [{ cameraOn: 'maybe', cameraOnDurationSeconds: 0 }, /^cameraOn: /],
      [{ cameraOnDurationSeconds: 0 }, /^cameraOn: is required/],
    ];
    for (const [body, message] of badBodies) {
      const response = failureOf(await leave(subscriber, id, body));
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      expect(response.content).toMatch(message);
    }
    expect(await liveRows(w.db)).toEqual(before);
  });
});

describe('the livestream channel and its page', () => {
  test('a member who may watch gets the channel; others 402, unknown 404, cancelled 409', async () => {
    const live = await createClass(w);
    const cancelled = await createClass(w);
    await cancelClass(w, cancelled.id);
    const { token: outsider } = await member(w);
    const response = await call(w.app, 'POST', `/api/livestream/channel/channelId/${live.id}`, subscriber);
    expect(response.statusCode).toBe(200);
    expect(content(response)).toEqual({
      channelId: `streamfit-live-${live.id}`,
      playbackUrl: expect.stringMatching(
        new RegExp(`^/media/live/${live.id}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`),
      ),
    });
    expect(
      failureOf(await call(w.app, 'POST', `/api/livestream/channel/channelId/${live.id}`, outsider)),
    ).toMatchObject({ statusCode: 402, liveClass: live });
    expect(
      failureOf(await call(w.app, 'POST', '/api/livestream/channel/channelId/99999999', subscriber))
        .statusCode,
    ).toBe(404);
    expect(
      failureOf(await call(w.app, 'POST', `/api/livestream/channel/channelId/${cancelled.id}`, subscriber)),
    ).toMatchObject({ statusCode: 409, code: 'class_cancelled' });
    expect((await call(w.app, 'POST', `/api/livestream/channel/channelId/${live.id}`)).statusCode).toBe(401);
  });

  test('GET /media/live/{id}: a self-contained page under a strict CSP, its script and style same-origin; 404 unknown', async () => {
    const live = await createClass(w, { title: 'Ride </script><b>', instructor: 'Jane "JD" Doe' });
    // The page opens from the signed URL the channel hands out (live-playback.test.ts tests the signature).
    const { playbackUrl } = content<{ playbackUrl: string }>(
      await call(w.app, 'POST', `/api/livestream/channel/channelId/${live.id}`, subscriber),
    );
    const page = await call(w.app, 'GET', playbackUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).toContain('<canvas');
    expect(page.body).toContain('src="/media/live/player.js"');
    expect(page.body).not.toMatch(/https?:\/\//);
    // The class rides along as inert JSON that cannot close its script element.
    expect(page.body.match(/<\/script>/g)).toHaveLength(2);
    const json = /<script type="application\/json" id="live-class">(.*)<\/script>/.exec(page.body)![1]!;
    expect(JSON.parse(json)).toEqual(live);
    const script = await call(w.app, 'GET', '/media/live/player.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("'LIVE'");
    expect(script.body).toContain('Starts at ');
    expect(script.body).toContain('This class has ended');
    expect(script.body).not.toMatch(/https?:\/\//);
    expect((await call(w.app, 'GET', '/media/live/player.css')).statusCode).toBe(200);
    expect((await call(w.app, 'GET', '/media/live/abc')).statusCode).toBe(400);
  });
});
