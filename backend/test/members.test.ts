import type { LightMyRequestResponse } from 'fastify';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { register, signUp, TestClock, userInfo } from './support/accounts.js';

/** Other members' public faces (GET /api/members?ids=): first name, last-name initial, home studio, nothing more. */

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface ApiMember {
  id: number;
  firstName: string;
  lastNameInitial: string;
  studioId: number | null;
}

const members = (ids: string | undefined, token?: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'GET',
    url: ids === undefined ? '/api/members' : `/api/members?ids=${ids}`,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'auth_tokens', 'events'])
    counts[table] = (
      await t.database.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)
    )[0]!.n;
  return counts;
}

describe('GET /api/members?ids=', () => {
  test('the known ids in id order, each once: first name, upper-case initial, home studio and no other field', async () => {
    const viewer = await signUp(t.app);
    const ada = await signUp(t.app, { firstName: 'Ada', lastName: 'lovelace' });
    const emile = await signUp(t.app, { firstName: 'Émile', lastName: 'écrivain' });
    const studioMember = await register(
      t.app,
      { userInfo: userInfo({ firstName: 'Bari', lastName: 'Member' }) },
      '/api/user/register/baristudio',
    );
    expect(studioMember.statusCode).toBe(201);
    const bari =
      json<Envelope<{ user: { id: number; studioId: number; email: string } }>>(studioMember).content.user;
    expect(bari.studioId).toEqual(expect.any(Number));

    const ids = [bari.id, 99999999, ada.user.id, emile.user.id, ada.user.id];
    const response = await members(ids.join(','), viewer.authToken);
    expect(response.statusCode).toBe(200);
    const body = json<Envelope<{ members: ApiMember[] }>>(response);
    expect(body.status).toBe(true);
    expect(Object.keys(body.content)).toEqual(['members']);
    expect(body.content.members).toEqual(
      [
        { id: ada.user.id, firstName: 'Ada', lastNameInitial: 'L', studioId: null },
        { id: emile.user.id, firstName: 'Émile', lastNameInitial: 'É', studioId: null },
        { id: bari.id, firstName: 'Bari', lastNameInitial: 'M', studioId: bari.studioId },
      ].sort((a, b) => a.id - b.id),
    );
    for (const face of body.content.members)
      expect(Object.keys(face).sort()).toEqual(['firstName', 'id', 'lastNameInitial', 'studioId']);
    // Never the e-mail, the full last name or anything about the account.
    for (const secret of [ada.user.email, emile.user.email, bari.email, 'lovelace', 'écrivain', 'Member'])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toMatch(/email|lastName"|userType|accountType|accessType|password|birthday/);
  });

  test("a member with no last name has the initial ''; a member may read their own face", async () => {
    const viewer = await signUp(t.app, { firstName: 'Solo', lastName: 'Self' });
    const nameless = await signUp(t.app, { firstName: 'Cher' });
    await t.database.db.query("UPDATE users SET last_name = '' WHERE id = $1", [nameless.user.id]);
    const response = await members(`${nameless.user.id},${viewer.user.id}`, viewer.authToken);
    expect(json<Envelope<{ members: ApiMember[] }>>(response).content.members).toEqual([
      { id: viewer.user.id, firstName: 'Solo', lastNameInitial: 'S', studioId: null },
      { id: nameless.user.id, firstName: 'Cher', lastNameInitial: '', studioId: null },
    ]);
    const unknown = await members('99999998,99999999', viewer.authToken);
    expect(json(unknown)).toEqual({ status: true, content: { members: [] } });
  });

  test('bad ids are a 400 naming ids, without a session a 401; nothing changes', async () => {
    const viewer = await signUp(t.app);
    const before = await rowCounts();
    for (const bad of [
      '',
      'abc',
      '1,,2',
      '0',
      '-1',
      '1.5',
      '01',
      '1,2,',
      '99999999999',
      '2147483648',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const refused = json<{ status: boolean; content: string }>(await members(bad, viewer.authToken));
      expect({ bad, refused }).toEqual({
        bad,
        refused: expect.objectContaining({
          status: false,
          content: 'ids: must be a comma-separated list of 1 to 100 positive integers',
        }),
      });
      expect((await members(bad, viewer.authToken)).statusCode).toBe(400);
    }
    const missing = await members(undefined, viewer.authToken);
    expect(missing.statusCode).toBe(400);
    expect(json(missing)).toEqual({ status: false, content: 'ids: is required' });
    const hundred = await members(Array.from({ length: 100 }, (_, i) => i + 1).join(','), viewer.authToken);
    expect(hundred.statusCode).toBe(200);

    for (const token of [undefined, 'not-a-token']) {
      const refused = await members(String(viewer.user.id), token);
      expect(refused.statusCode).toBe(401);
      expect(json(refused)).toEqual({
        status: false,
        content: 'Your session has ended. Please log in again.',
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
