import type { LightMyRequestResponse } from 'fastify';
import {
  drawHero,
  drawStudioLogo,
  escapeXml,
  initialsOf,
  type StudioArt,
} from '../src/studios/media/index.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { xmlProblems } from './support/xml.js';

interface WebStudio {
  name: string;
  slug: string;
  logoUrl: string;
  hero: string;
  combinedLogo: string;
  img2: string;
  aboutImg: string;
  howItWorks: string;
  faviconUrl: string | null;
  instructors: { name: string; imageUrl: string }[];
}

let testApp: TestApp;
let studios: WebStudio[];

async function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'GET', url, headers });
}

function expectSvg(response: LightMyRequestResponse, url: string): void {
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=86400');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  const body = response.body;
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(body.endsWith('</svg>')).toBe(true);
  // Self-contained: the namespace is the only URL, and nothing can run.
  expect(body.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
  expect(body).not.toMatch(/<script|href=|@import|url\((?!#)/i);
  expect({ url, problems: xmlProblems(body) }).toEqual({ url, problems: [] });
}

function sizeOf(svg: string): string {
  const match = /^<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
  return match ? `${match[1]}x${match[2]}` : 'unknown';
}

beforeAll(async () => {
  testApp = await startTestApp();
  studios = json<Envelope<WebStudio[]>>(await get('/api/basic/webStudiosInfo')).content;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('studio images', () => {
  test('every image URL the API hands out serves a well-formed, self-contained SVG', async () => {
    let served = 0;
    for (const studio of studios) {
      const urls = [
        studio.logoUrl,
        studio.hero,
        studio.combinedLogo,
        studio.img2,
        studio.aboutImg,
        studio.howItWorks,
        `/media/studios/${studio.slug}/favicon.svg`,
        ...studio.instructors.map((instructor) => instructor.imageUrl),
      ];
      for (const url of urls) {
        expectSvg(await get(url), url);
        served++;
      }
    }
    expect(served).toBeGreaterThan(studios.length * 7);
  });

  test('sizes: hero 1600×700, illustrations 800×600, favicon 64×64, portraits 400×400', async () => {
    const studio = studios.find((s) => s.slug === 'bkpilates');
    if (!studio) throw new Error('bkpilates missing');
    expect(sizeOf((await get(studio.hero)).body)).toBe('1600x700');
    for (const url of [studio.img2, studio.aboutImg, studio.howItWorks])
      expect(sizeOf((await get(url)).body)).toBe('800x600');
    expect(sizeOf((await get('/media/studios/bkpilates/favicon.svg')).body)).toBe('64x64');
    expect(sizeOf((await get('/media/studios/bkpilates/instructors/0.svg')).body)).toBe('400x400');
  });

  test('deterministic per studio, different between studios', async () => {
    const heroes = new Set<string>();
    for (const studio of studios) {
      const first = (await get(studio.hero)).body;
      const second = (await get(studio.hero)).body;
      expect(second).toBe(first);
      heroes.add(first);
    }
    expect(heroes.size).toBe(studios.length);
  });

  test('the logo carries the studio name and its brand colour', async () => {
    const body = (await get('/media/studios/baristudio/logo.svg')).body;
    expect(body).toContain('BARI STUDIO');
    expect(body).toContain('#c2185b');
    const playlist = (await get('/media/studios/playlistyoga/logo.svg')).body;
    expect(playlist).toContain('PLAYLIST. YOGA');
  });

  test('a matching If-None-Match gets 304 without a body', async () => {
    const first = await get('/media/studios/bkpilates/hero.svg');
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await get('/media/studios/bkpilates/hero.svg', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('brand and default images', () => {
  test.each(['/media/brand/logo.svg', '/media/brand/favicon.svg'])(
    '%s is StreamFit in #9ac8b9',
    async (url) => {
      const response = await get(url);
      expectSvg(response, url);
      expect(response.body).toContain('#9ac8b9');
    },
  );

  test('/media/instructors/default.svg', async () => {
    expectSvg(await get('/media/instructors/default.svg'), '/media/instructors/default.svg');
  });
});

describe('media not found', () => {
  test.each([
    ['/media/studios/nosuchstudio/hero.svg', "No studio with slug 'nosuchstudio'."],
    ['/media/studios/bkpilates/banner.svg', 'No such image: /media/studios/bkpilates/banner.svg'],
    ['/media/studios/bkpilates/hero.png', 'No such image: /media/studios/bkpilates/hero.png'],
    [
      '/media/studios/bkpilates/instructors/9.svg',
      'No such image: /media/studios/bkpilates/instructors/9.svg',
    ],
    [
      '/media/studios/bkpilates/instructors/01.svg',
      'No such image: /media/studios/bkpilates/instructors/01.svg',
    ],
    // Bari's third instructor has no photo: the API points at the default image instead.
    [
      '/media/studios/baristudio/instructors/2.svg',
      'No such image: /media/studios/baristudio/instructors/2.svg',
    ],
    ['/media/instructors/someone.svg', 'No such image: /media/instructors/someone.svg'],
    ['/media/brand/nope.svg', 'No such image: /media/brand/nope.svg'],
    ['/media/brand/toString.svg', 'No such image: /media/brand/toString.svg'],
    ['/media/nothing', 'No such route: GET /media/nothing'],
  ])('%s → 404 envelope', async (url, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ status: false, content: message });
  });

  test('a malformed slug is a 400 naming the field', async () => {
    const response = await get('/media/studios/bad%20slug/hero.svg');
    expect(response.statusCode).toBe(400);
    expect(json<Envelope<string>>(response).content).toMatch(/^slug: /);
  });
});

describe('drawing helpers', () => {
  const studio: StudioArt = {
    name: `Tom & Jerry's <Gym> "Best"`,
    slug: 'tomjerry',
    brandColor: 'ffbe0b',
    classTypes: ['Boxing'],
    equipment: [],
  };

  test('text put into SVG is escaped', () => {
    const logo = drawStudioLogo(studio);
    expect(logo).toContain('TOM &amp; JERRY&apos;S &lt;GYM&gt; &quot;BEST&quot;');
    expect(logo).not.toContain('<GYM>');
    expect(xmlProblems(logo)).toEqual([]);
    expect(xmlProblems(drawHero(studio))).toEqual([]);
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });

  test('the checker itself catches broken markup', () => {
    expect(xmlProblems('<svg><g></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><text>a & b</text></svg>')).not.toEqual([]);
    expect(xmlProblems('<svg><text>a < b</text></svg>')).not.toEqual([]);
  });

  test.each([
    ['MamaSoul', 'MS'],
    ['The Dailey Method', 'DM'],
    ['modelFIT', 'MF'],
    ['PLAYLIST. Yoga', 'PY'],
    ['Rowgatta', 'RO'],
    ['Box + Burn', 'BB'],
  ])('initials of %s are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
