import { createHash } from 'node:crypto';
import { seedStaff, STAFF_EMAIL } from '../src/accounts/seed.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { login, outbox, signUp, withToken } from './support/accounts.js';
import { openStream } from './support/sse.js';

/**
 * Sessions end everywhere: logging out and every password change write a `session.ended` event
 * (in the revoking transaction) naming the ended tokens' hashes, so every gateway can close the
 * member's open WebSockets.
 */

let t: TestApp;
let addressCounter = 0;
const newAddress = (): string => `192.0.2.${++addressCounter}`;

beforeAll(async () => {
  t = await startTestApp({ eventsPingMs: 60_000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

interface EventRow {
  type: string;
  subject_kind: string;
  subject_id: string;
  audience_user_ids: number[];
  payload: { tokenHashes: string[] };
}

async function sessionEvents(userId: number): Promise<EventRow[]> {
  return t.database.db.query<EventRow>(
    `SELECT type, subject_kind, subject_id, audience_user_ids, payload FROM events
     WHERE type = 'session.ended' AND subject_id = $1 ORDER BY id`,
    [String(userId)],
  );
}

async function logIn(email: string, password: string): Promise<string> {
  const response = await login(t.app, email, password, { address: newAddress() });
  return json<Envelope<{ authToken: string }>>(response).content.authToken;
}

describe('logout', () => {
  test('records session.ended for the one token, hashed as auth_tokens stores it, for the member only', async () => {
    const { authToken, user, info } = await signUp(t.app);
    const other = await logIn(info.email, info.password);
    expect((await withToken(t.app, 'POST', '/api/user/logout', authToken)).statusCode).toBe(200);

    const events = await sessionEvents(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      subject_kind: 'user',
      subject_id: String(user.id),
      payload: { tokenHashes: [sha256(authToken)] },
    });
    expect(events[0]?.audience_user_ids.map(Number)).toEqual([user.id]);
    const [stored] = await t.database.db.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM auth_tokens WHERE token_hash = $1',
      [sha256(authToken)],
    );
    expect(stored?.revoked_at).not.toBeNull();
    // The member's other session goes on.
    expect((await withToken(t.app, 'GET', '/api/user/me', other)).statusCode).toBe(200);
  });

  test('an ended session cannot log out again, and writes no second event', async () => {
    const { authToken, user } = await signUp(t.app);
    await withToken(t.app, 'POST', '/api/user/logout', authToken);
    expect((await withToken(t.app, 'POST', '/api/user/logout', authToken)).statusCode).toBe(401);
    expect(await sessionEvents(user.id)).toHaveLength(1);
  });

  test('the event reaches the gateways on the event stream, to the member only', async () => {
    const { authToken, user } = await signUp(t.app);
    const stream = await openStream(t.app);
    try {
      await withToken(t.app, 'POST', '/api/user/logout', authToken);
      const [message] = await stream.waitFor(1);
      expect(message?.event).toBe('session.ended');
      expect(JSON.parse(message?.data ?? '{}')).toMatchObject({
        type: 'session.ended',
        subject: { kind: 'user', id: String(user.id) },
        audienceUserIds: [user.id],
        payload: { tokenHashes: [sha256(authToken)] },
      });
    } finally {
      stream.close();
    }
  });
});

describe('a password change', () => {
  test('a completed password reset ends every session of the account with one event naming them all', async () => {
    const { authToken, user, info } = await signUp(t.app);
    const second = await logIn(info.email, info.password);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: info.email },
    });
    expect(reset.statusCode).toBe(200);
    // Asking for a link ends nothing.
    expect(await sessionEvents(user.id)).toHaveLength(0);
    const [mail] = await outbox(t.app, info.email);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password/complete',
      payload: { token, password: 'a new password here' },
    });
    expect(completed.statusCode).toBe(200);
    const events = await sessionEvents(user.id);
    expect(events).toHaveLength(1);
    expect([...(events[0]?.payload.tokenHashes ?? [])].sort()).toEqual(
      [authToken, second].map(sha256).sort(),
    );
    expect(events[0]?.audience_user_ids.map(Number)).toEqual([user.id]);
  });

  test("the staff seed's new password ends every session of the account, with one event", async () => {
    await seedStaff(t.database.db, 'first staff password');
    const sessions = [
      await logIn(STAFF_EMAIL, 'first staff password'),
      await logIn(STAFF_EMAIL, 'first staff password'),
    ];
    const [staff] = await t.database.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      STAFF_EMAIL,
    ]);
    expect(await seedStaff(t.database.db, 'second staff password')).toBe('password updated');
    for (const token of sessions)
      expect((await withToken(t.app, 'GET', '/api/user/me', token)).statusCode).toBe(401);
    const events = await sessionEvents(staff!.id);
    expect(events).toHaveLength(1);
    expect([...(events[0]?.payload.tokenHashes ?? [])].sort()).toEqual(sessions.map(sha256).sort());
    // The same password again changes nothing and ends nothing.
    const kept = await logIn(STAFF_EMAIL, 'second staff password');
    expect(await seedStaff(t.database.db, 'second staff password')).toBe('unchanged');
    expect((await withToken(t.app, 'GET', '/api/user/me', kept)).statusCode).toBe(200);
    expect(await sessionEvents(staff!.id)).toHaveLength(1);
  });
});

describe('atomic with the revocation', () => {
  test('no event without the revocation: a logout that fails writes neither', async () => {
    const { authToken, user } = await signUp(t.app);
    const db = t.database.db;
    // A failure inside the logout's transaction: the events table refusing this member's event.
    await db.exec(`
      CREATE OR REPLACE FUNCTION refuse_session_event() RETURNS trigger AS $$
      BEGIN
        IF NEW.type = 'session.ended' AND NEW.subject_id = '${user.id}' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_session_event BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION refuse_session_event();`);
    try {
      expect((await withToken(t.app, 'POST', '/api/user/logout', authToken)).statusCode).toBe(500);
      expect((await withToken(t.app, 'GET', '/api/user/me', authToken)).statusCode).toBe(200);
      expect(await sessionEvents(user.id)).toHaveLength(0);
    } finally {
      await db.exec('DROP TRIGGER refuse_session_event ON events; DROP FUNCTION refuse_session_event();');
    }
  });
});
