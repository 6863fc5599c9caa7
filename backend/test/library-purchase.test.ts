import type { LightMyRequestResponse } from 'fastify';
import {
  ALREADY_INCLUDED_IN_PLAN_MESSAGE,
  ALREADY_OWNED_MESSAGE,
} from '../src/class-payments/video-purchase.js';
import { cardToken, charges, DECLINED, expectFailure, mailSubjects, subscribed } from './support/payments.js';
import { call, content, member, startLiveWorld, type LiveWorld } from './support/live.js';

/** An on-demand class bought on its own: the credit's price charged and spent on the class, once. */

let w: LiveWorld;

beforeAll(async () => {
  w = await startLiveWorld();
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

interface Video {
  id: number;
  title: string;
  studio_id: number;
  studio_name: string;
}

async function videoAt(offset: number): Promise<Video> {
  const [row] = await w.db.query<Video>(
    `SELECT v.id, v.title, v.studio_id, s.name AS studio_name FROM videos v JOIN studios s ON s.id = v.studio_id
      ORDER BY v.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!row) throw new Error('no video');
  return row;
}

function purchase(
  token: string | undefined,
  videoId: number | string,
  body?: unknown,
  key?: string,
): Promise<LightMyRequestResponse> {
  return w.app.inject({
    method: 'POST',
    url: `/api/video/${videoId}/purchase`,
    headers: {
      ...(token === undefined ? {} : { authorization: token }),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function canWatch(token: string, videoId: number): Promise<boolean> {
  return content<{ canWatch: boolean }>(await call(w.app, 'GET', `/api/video/${videoId}`, token)).canWatch;
}

/** What a purchase writes: a refused one leaves every count as it was. */
async function purchaseRows(userId: number) {
  const count = async (sql: string): Promise<number> =>
    (await w.db.query<{ n: number }>(sql, [userId]))[0]?.n ?? -1;
  return {
    unlocks: await count('SELECT count(*)::int AS n FROM video_unlocks WHERE user_id = $1'),
    charges: await count('SELECT count(*)::int AS n FROM charges WHERE user_id = $1'),
    mails: await count('SELECT count(*)::int AS n FROM outbox_emails WHERE user_id = $1'),
    providerCharges: await count(
      `SELECT count(*)::int AS n FROM local_provider_charges WHERE idempotency_key LIKE 'video:' || $1 || ':%'`,
    ),
  };
}

test('a member without a plan buys a class: charged $4.99 once, the class is theirs, a receipt comes', async () => {
  const m = await member(w);
  const video = await videoAt(3);
  expect(await canWatch(m.token, video.id)).toBe(false);

  const response = await purchase(m.token, video.id, { token: await cardToken(w.app) });
  expect(response.statusCode).toBe(201);
  const bought = content<{
    unlock: { videoId: number; unlockedAt: string; productId: number };
    charged: { amount: number; chargeId: string };
  }>(response);
  expect(bought.unlock).toEqual({ videoId: video.id, unlockedAt: expect.any(String), productId: 4 });
  expect(bought.charged).toEqual({ amount: 4.99, chargeId: expect.stringMatching(/^ch_/) });

  const view = content<{ canWatch: boolean; playback: { hlsUrl: string } | null }>(
    await call(w.app, 'GET', `/api/video/${video.id}`, m.token),
  );
  expect(view.canWatch).toBe(true);
  expect(view.playback?.hlsUrl).toMatch(new RegExp(`^/media/videos/${video.id}/master\\.m3u8\\?`));
  // Only that class: the next one is still locked.
  expect(await canWatch(m.token, (await videoAt(4)).id)).toBe(false);

  const [charge] = await charges(w.app, m.token);
  expect(charge).toMatchObject({
    id: bought.charged.chargeId,
    amount: 4.99,
    kind: 'video',
    status: 'succeeded',
    description: expect.stringContaining(video.title),
  });
  const [unlock] = await w.db.query<{ source: string; amount_cents: number; charge_ref: string }>(
    `SELECT u.source, u.amount_cents, c.reference AS charge_ref FROM video_unlocks u JOIN charges c ON c.id = u.charge_id
      WHERE u.user_id = $1 AND u.video_id = $2`,
    [m.id, video.id],
  );
  expect(unlock).toEqual({ source: 'credit', amount_cents: 499, charge_ref: bought.charged.chargeId });
  expect((await mailSubjects(w.db, m.id)).filter((subject) => /receipt/i.test(subject))).toHaveLength(1);

  // The receipt names the class's studio.
  const receipt = content<{ studio: { name: string } | null }>(
    await call(w.app, 'GET', `/api/user/charges/${bought.charged.chargeId}`, m.token),
  );
  expect(receipt.studio?.name).toBe(video.studio_name);

  // Buying it again charges nothing: it is already theirs.
  const before = await purchaseRows(m.id);
  const again = await purchase(m.token, video.id, { token: await cardToken(w.app) });
  expectFailure(again, 409, 'already_owned', ALREADY_OWNED_MESSAGE);
  expect(await purchaseRows(m.id)).toEqual(before);
});

test('the offer says what one class costs, to anyone', async () => {
  const offer = await call(w.app, 'GET', '/api/video/purchase-offer');
  expect(offer.statusCode).toBe(200);
  expect(content(offer)).toEqual({
    productId: 4,
    title: 'On-Demand Class Credit',
    description: expect.any(String),
    price: 4.99,
    currency: 'usd',
  });
});

test('a saved card pays for the next class; another member cannot use it', async () => {
  const m = await member(w);
  await purchase(m.token, (await videoAt(10)).id, { token: await cardToken(w.app) });
  const [card] = await w.db.query<{ id: string }>('SELECT id FROM payment_sources WHERE user_id = $1', [
    m.id,
  ]);
  const next = await videoAt(11);
  const paid = await purchase(m.token, next.id, { paymentMethodId: card!.id });
  expect(paid.statusCode).toBe(201);
  expect(await canWatch(m.token, next.id)).toBe(true);

  const other = await member(w);
  const before = await purchaseRows(other.id);
  expectFailure(
    await purchase(other.token, next.id, { paymentMethodId: card!.id }),
    400,
    'invalid_card_token',
  );
  expect(await purchaseRows(other.id)).toEqual(before);
  expect(await canWatch(other.token, next.id)).toBe(false);
});

test('an Idempotency-Key replays the first answer; a double click charges once', async () => {
  const m = await member(w);
  const video = await videoAt(20);
  const body = { token: await cardToken(w.app) };
  const first = await purchase(m.token, video.id, body, 'buy-class-20');
  const repeat = await purchase(m.token, video.id, body, 'buy-class-20');
  expect(first.statusCode).toBe(201);
  expect(repeat.statusCode).toBe(201);
  expect(repeat.body).toBe(first.body);
  expect(repeat.headers['idempotent-replayed']).toBe('true');
  expectFailure(
    await purchase(m.token, (await videoAt(21)).id, body, 'buy-class-20'),
    409,
    'idempotency_conflict',
  );

  // Two submits at once without a key: one buys, the other finds the class already theirs.
  const n = await member(w);
  const token = await cardToken(w.app);
  const answers = await Promise.all([
    purchase(n.token, video.id, { token }),
    purchase(n.token, video.id, { token }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  expect((await purchaseRows(n.id)).charges).toBe(1);
  expect((await purchaseRows(n.id)).providerCharges).toBe(1);
});

test('a subscriber is told the plan already includes the class, and nothing is charged', async () => {
  const m = await member(w);
  await subscribed(w.app, m.token, { packageId: 'streamfit_monthly' });
  const before = await purchaseRows(m.id);
  expectFailure(
    await purchase(m.token, (await videoAt(5)).id, { token: await cardToken(w.app) }),
    409,
    'already_included',
    ALREADY_INCLUDED_IN_PLAN_MESSAGE,
  );
  expect(await purchaseRows(m.id)).toEqual(before);
});

test('a declined card unlocks nothing and stores no charge', async () => {
  const m = await member(w);
  const video = await videoAt(6);
  const before = await purchaseRows(m.id);
  const declined = await purchase(m.token, video.id, { token: await cardToken(w.app, DECLINED) });
  expect(declined.statusCode).toBe(402);
  expect(JSON.parse(declined.body)).toMatchObject({ status: false, code: 'card_declined' });
  const after = await purchaseRows(m.id);
  expect([after.unlocks, after.charges, after.mails]).toEqual([before.unlocks, before.charges, before.mails]);
  expect(await canWatch(m.token, video.id)).toBe(false);
});

test('bad input is refused with a clear message and changes nothing', async () => {
  const m = await member(w);
  const video = await videoAt(7);
  const token = await cardToken(w.app);
  const before = await purchaseRows(m.id);
  const cases: Array<[LightMyRequestResponse, number, RegExp]> = [
    [await purchase(undefined, video.id, { token }), 401, /./],
    [await purchase(m.token, 999_999, { token }), 404, /^id: no such video$/],
    [await purchase(m.token, 0, { token }), 400, /id/],
    [await purchase(m.token, 'abc', { token }), 400, /id/],
    [await purchase(m.token, '-1', { token }), 400, /id/],
    [await purchase(m.token, video.id, {}), 400, /^token: is required: \$4\.99 is due now$/],
    [await purchase(m.token, video.id, { token: 'tok_not_a_real_one' }), 400, /token/],
    [await purchase(m.token, video.id, { token, paymentMethodId: 'card_x' }), 400, /either token or/],
    [await purchase(m.token, video.id, { paymentMethodId: 'tok_x' }), 400, /paymentMethodId/],
    [await purchase(m.token, video.id, { token: 42 }), 400, /token/],
    [await purchase(m.token, video.id, [token]), 400, /body/],
    [await purchase(m.token, video.id, { token: 'x'.repeat(300) }), 400, /token/],
    [await purchase(m.token, video.id, { token }, 'bad key with spaces'), 400, /idempotency-key/i],
  ];
  for (const [response, status, message] of cases) {
    const body = JSON.parse(response.body) as { status: boolean; content: string };
    expect([response.statusCode, body.status]).toEqual([status, false]);
    expect(body.content).toMatch(message);
  }
  expect(await purchaseRows(m.id)).toEqual(before);
  expect(await canWatch(m.token, video.id)).toBe(false);
});
