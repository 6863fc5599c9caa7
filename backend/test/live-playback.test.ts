import { createHmac } from 'node:crypto';
import { TEST_SECRETS } from './support/app.js';
import { MINUTE } from './support/accounts.js';
import { subscribed } from './support/payments.js';
import { call, content, createClass, member, useLiveWorld } from './support/live.js';

/**
 * The stand-in stream page (GET /media/live/{id}) opens only from the signed, expiring URL the
 * channel call hands a member who may watch: expiring 30 minutes after the class ends, and at
 * least an hour after it was handed out. Its script and style stay public.
 */

const w = useLiveWorld();
let subscriber: string;

beforeAll(async () => {
  const { token } = await member(w);
  await subscribed(w.app, `Bearer ${token}`, { packageId: 'streamfit_monthly' });
  subscriber = token;
}, 120_000);

const EXPIRED_TEXT = 'This stream link has expired. Rejoin the class from your StreamFit schedule.';
const PLAYER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const sign = (id: number | string, expires: number | string): string =>
  createHmac('sha256', TEST_SECRETS.playbackUrlSecret).update(`${id}.${expires}`).digest('base64url');

async function playbackUrl(liveClassId: number): Promise<URL> {
  const response = await call(w.app, 'POST', `/api/livestream/channel/channelId/${liveClassId}`, subscriber);
  expect(response.statusCode).toBe(200);
  const { channelId, playbackUrl } = content<{ channelId: string; playbackUrl: string }>(response);
  expect(channelId).toBe(`streamfit-live-${liveClassId}`);
  expect(playbackUrl).toMatch(
    new RegExp(`^/media/live/${liveClassId}\\?expires=[1-9][0-9]*&signature=[A-Za-z0-9_-]{43}$`),
  );
  return new URL(playbackUrl, 'http://backend');
}

const open = (url: URL | string) =>
  w.app.inject({ method: 'GET', url: typeof url === 'string' ? url : `${url.pathname}${url.search}` });

function expectExpiredPage(response: Awaited<ReturnType<typeof open>>): void {
  expect(response.statusCode).toBe(403);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['content-security-policy']).toBe(PLAYER_CSP);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toContain(EXPIRED_TEXT);
  expect(response.body).not.toContain('<script');
  expect(response.body).not.toMatch(/https?:\/\//);
}

describe('the channel hands out a signed, expiring URL', () => {
  test('signed with PLAYBACK_URL_SECRET over "<id>.<expires>", expiring 30 minutes after the class ends', async () => {
    const live = await createClass(w, { minutesDuration: 45 }, 24 * 60);
    const url = await playbackUrl(live.id);
    const expires = Number(url.searchParams.get('expires'));
    const end = Date.parse(live.scheduledDatetime) + 45 * MINUTE;
    expect(expires).toBe(Math.ceil((end + 30 * MINUTE) / 1000));
    expect(url.searchParams.get('signature')).toBe(sign(live.id, expires));
  });

  test('and at least an hour from now, for a class about to end', async () => {
    const live = await createClass(w, { minutesDuration: 20 }, 10);
    w.clock.advance(25 * MINUTE);
    const url = await playbackUrl(live.id);
    expect(Number(url.searchParams.get('expires'))).toBe(
      Math.ceil((w.clock.current.getTime() + 60 * MINUTE) / 1000),
    );
  });
});

describe('GET /media/live/{id}', () => {
  test('opens with the signed URL until it expires, then answers the expired page (403)', async () => {
    const live = await createClass(w, { minutesDuration: 30 }, 60);
    const url = await playbackUrl(live.id);
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<canvas');
    w.clock.current = new Date(Number(url.searchParams.get('expires')) * 1000 - 1000);
    expect((await open(url)).statusCode).toBe(200);
    w.clock.advance(1000);
    expectExpiredPage(await open(url));
  });

  test('a URL for another class, a changed expiry or signature, or missing parts: the expired page', async () => {
    const [live, other] = [await createClass(w), await createClass(w)];
    const url = await playbackUrl(live.id);
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const tampered of [
      `/media/live/${other.id}?expires=${expires}&signature=${signature}`,
      `/media/live/${live.id}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/media/live/${live.id}?expires=${expires}&signature=${flipped}`,
      `/media/live/${live.id}?expires=${expires}&signature=${signature.slice(0, 20)}`,
      `/media/live/${live.id}?expires=${expires}`,
      `/media/live/${live.id}?signature=${signature}`,
      `/media/live/${live.id}`,
      `/media/live/${live.id}?expires=soon&signature=${signature}`,
      `/media/live/${live.id}?expires=${expires}&expires=${expires}&signature=${signature}`,
    ]) {
      expectExpiredPage(await open(tampered));
    }
  });

  test('a correctly signed URL for a class that does not exist is still a 404; a bad id a 400', async () => {
    const expires = Math.ceil(w.clock.current.getTime() / 1000) + 3600;
    expect(
      (await open(`/media/live/99999999?expires=${expires}&signature=${sign(99999999, expires)}`)).statusCode,
    ).toBe(404);
    expect((await open('/media/live/abc')).statusCode).toBe(400);
  });

  test('its script and style stay public', async () => {
    expect((await open('/media/live/player.js')).statusCode).toBe(200);
    expect((await open('/media/live/player.css')).statusCode).toBe(200);
  });
});
