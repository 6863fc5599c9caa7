import type { LightMyRequestResponse } from 'fastify';
import { STUDIO_SEEDS } from '../src/studios/seed-data.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';

// The product's enumerations, written out here rather than imported, so the test checks the source.
const SPEC_CLASS_TYPES = [
  'Pilates',
  'Strength',
  'Cardio',
  'Boxing',
  'Meditation',
  'HIIT',
  'Running/Treadmill',
  'Martial Arts',
  'Barre',
  'Sculpt',
  'Yoga',
  'Dance',
  'Stretching',
  'Bootcamp',
  'Mobility',
  'Cycling',
  'Kids',
];
const CATALOGUE_CLASS_TYPES = [
  'Mindbody',
  'Full Body',
  'Tone',
  'Endurance',
  'Rowing',
  'HILIT',
  'Prenatal & Postnatal',
  'CrossFit',
  'Barbell',
  'CrossHIIT',
  'Stretches',
  'WOOM Experience I',
  'WOOM Experience II',
  'WOOM Experience III',
];
const EQUIPMENT_KEYS = [
  'dumbells',
  'kettlebell',
  'barbell',
  'yogaMat',
  'pilatesCircle',
  'inflatableBall',
  'balletBarre',
  'block',
  'slidingDiscs',
  'foamRoller',
  'stationaryBike',
  'treadmill',
  'resistanceBand',
];
const SPEC_STUDIO_NAMES = [
  'Bari Studio',
  'BK Pilates',
  'StreamFit',
  'Body Space',
  'Chloe Kernaghan Yoga',
  'The Dailey Method',
  'The Fhitting Room',
  'Hit House',
  'IntenSati',
  'MamaSoul',
  'Masterskya',
  'Mind Fresh',
  'MNTSTUDIO',
  'modelFIT',
  'PLAYLIST. Yoga',
  'Punch Pedal House',
  'Rowgatta',
  'SALT Fitness',
  'Solace',
  'Stretched',
  'Switch Playground',
  'The Space Between',
  'The Studio',
  'Trooper Fitness',
  'Willy B CrossFit',
  'Wright Fit',
  'Woom Center',
  'Yoga Vida',
];

const WEB_STUDIO_KEYS = [
  'about',
  'aboutImg',
  'classTypes',
  'closingH1',
  'closingH2',
  'colorCode',
  'combinedLogo',
  'contactEmail',
  'equipment',
  'faviconUrl',
  'feedback',
  'headerDescription',
  'headerTitle',
  'hero',
  'howItWorks',
  'id',
  'img2',
  'instructors',
  'introH1',
  'introH2',
  'isOnWhiteLabel',
  'levels',
  'logoUrl',
  'name',
  'pageTitle',
  'shortName',
  'slug',
  'summary',
  'trialEnabled',
  'webStudioImgUrl',
  'whitelabelDomain',
];

interface WebStudio {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  about: string;
  summary: string;
  classTypes: string[];
  equipment: string[];
  levels: string;
  instructors: { name: string; bio: string; imageUrl: string }[];
  feedback: { name: string; feedback: string }[];
  logoUrl: string;
  hero: string;
  combinedLogo: string;
  img2: string;
  aboutImg: string;
  howItWorks: string;
  webStudioImgUrl: string[];
  headerTitle: string;
  headerDescription: string;
  introH1: string;
  introH2: string;
  closingH1: string;
  closingH2: string;
  contactEmail: string | null;
  trialEnabled: boolean;
  isOnWhiteLabel: boolean;
  whitelabelDomain: string | null;
  colorCode: string | null;
  pageTitle: string | null;
  faviconUrl: string | null;
}

const IDS_ERROR = 'ids: must be a comma-separated list of 1 to 100 positive integers';

let testApp: TestApp;
let studios: WebStudio[];

async function get(url: string): Promise<LightMyRequestResponse> {
  return testApp.app.inject({ method: 'GET', url });
}

function byName(name: string): WebStudio {
  const studio = studios.find((candidate) => candidate.name === name);
  if (!studio) throw new Error(`studio '${name}' missing from the response`);
  return studio;
}

function sortedByName<T extends { name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1));
}

beforeAll(async () => {
  testApp = await startTestApp();
  const response = await get('/api/basic/webStudiosInfo');
  expect(response.statusCode).toBe(200);
  studios = json<Envelope<WebStudio[]>>(response).content;
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/basic/webStudiosInfo', () => {
  test('lists every seeded studio in the envelope, sorted by name case-insensitively', async () => {
    const response = await get('/api/basic/webStudiosInfo');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = json<Envelope<WebStudio[]>>(response);
    expect(body.status).toBe(true);
    expect(body.content).toHaveLength(STUDIO_SEEDS.length);
    expect(STUDIO_SEEDS.length).toBeGreaterThanOrEqual(37);
    expect(body.content.map((s) => s.name)).toEqual(sortedByName(body.content).map((s) => s.name));
    // A case-sensitive sort would put 'modelFIT' after every capitalised name; it must not.
    const names = body.content.map((s) => s.name);
    expect(names.indexOf('modelFIT')).toBeLessThan(names.indexOf('Punch Pedal House'));
  });

  test('every studio has exactly the WebStudio fields with the right types', () => {
    for (const studio of studios) {
      expect(Object.keys(studio).sort()).toEqual(WEB_STUDIO_KEYS);
      expect(Number.isInteger(studio.id) && studio.id > 0).toBe(true);
      for (const key of [
        'name',
        'shortName',
        'slug',
        'about',
        'summary',
        'headerTitle',
        'headerDescription',
      ] as const) {
        expect(typeof studio[key]).toBe('string');
        expect(studio[key].length).toBeGreaterThan(0);
      }
      for (const key of ['introH1', 'introH2', 'closingH1', 'closingH2'] as const) {
        expect(studio[key].length).toBeGreaterThan(0);
      }
      expect(typeof studio.trialEnabled).toBe('boolean');
      expect(typeof studio.isOnWhiteLabel).toBe('boolean');
      for (const instructor of studio.instructors) {
        expect(Object.keys(instructor).sort()).toEqual(['bio', 'imageUrl', 'name']);
      }
      for (const feedback of studio.feedback) {
        expect(Object.keys(feedback).sort()).toEqual(['feedback', 'name']);
        expect(feedback.name.length).toBeGreaterThan(0);
        expect(feedback.feedback.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(studios.map((s) => s.id)).size).toBe(studios.length);
    expect(new Set(studios.map((s) => s.shortName)).size).toBe(studios.length);
  });

  test('includes every studio the spec names, with StreamFit as shortName streamfit', () => {
    const names = new Set(studios.map((s) => s.name));
    for (const name of SPEC_STUDIO_NAMES) expect(names).toContain(name);
    expect(byName('StreamFit').shortName).toBe('streamfit');
  });

  test('slugs follow the rule: shortName, else name without non-word characters; ckyoga is fixed', () => {
    expect(byName('Chloe Kernaghan Yoga').slug).toBe('ckyoga');
    expect(byName('PLAYLIST. Yoga').slug).toBe('playlistyoga');
    expect(byName('Box + Burn').slug).toBe('boxburn');
    expect(byName('Little Movers (Kids)').slug).toBe('littlemoverskids');
    expect(byName('BK Pilates').slug).toBe('bkpilates');
    for (const seed of STUDIO_SEEDS) {
      const expected =
        seed.name === 'Chloe Kernaghan Yoga'
          ? 'ckyoga'
          : (seed.shortName ?? seed.name.toLowerCase().replace(/\W/g, ''));
      expect(byName(seed.name).slug).toBe(expected);
    }
    expect(new Set(studios.map((s) => s.slug)).size).toBe(studios.length);
    for (const studio of studios) expect(studio.slug).toMatch(/^[a-z0-9_-]{1,64}$/);
  });

  test('applies the spec defaults where the catalogue leaves a field out', () => {
    // The seed really leaves these out: the defaults come from the API, not the data.
    const theStudioSeed = STUDIO_SEEDS.find((s) => s.name === 'The Studio');
    const intenSatiSeed = STUDIO_SEEDS.find((s) => s.name === 'IntenSati');
    expect(theStudioSeed?.classTypes).toEqual([]);
    expect(theStudioSeed?.levels).toBeUndefined();
    expect(intenSatiSeed?.equipment).toEqual([]);

    expect(byName('The Studio').classTypes).toEqual(['Strength']);
    expect(byName('The Studio').levels).toBe('allLevels');
    expect(byName('The Studio').instructors).toEqual([]);
    expect(byName('IntenSati').equipment).toEqual(['yogaMat']);
    expect(byName('IntenSati').levels).toBe('allLevels');
    // An explicit empty level is a value, not a gap.
    expect(byName('Bari Studio').levels).toBe('');
  });

  test('instructor images: a drawn portrait, or the default image when there is no photo', () => {
    const bari = byName('Bari Studio');
    expect(bari.instructors.map((i) => i.imageUrl)).toEqual([
      '/media/studios/baristudio/instructors/0.svg',
      '/media/studios/baristudio/instructors/1.svg',
      '/media/instructors/default.svg',
    ]);
    const allInstructors = studios.flatMap((s) => s.instructors);
    expect(allInstructors.some((i) => i.bio === '')).toBe(true);
    for (const studio of studios) {
      expect(studio.instructors.length).toBeLessThanOrEqual(4);
      expect(studio.feedback.length).toBeLessThanOrEqual(3);
    }
    expect(studios.filter((s) => s.instructors.length === 0).length).toBeGreaterThanOrEqual(1);
  });

  test('the seed covers every class type, level and equipment key', () => {
    const classTypes = new Set(studios.flatMap((s) => s.classTypes));
    for (const classType of SPEC_CLASS_TYPES) expect(classTypes).toContain(classType);
    for (const classType of classTypes) {
      expect([...SPEC_CLASS_TYPES, ...CATALOGUE_CLASS_TYPES]).toContain(classType);
    }
    const equipment = new Set(studios.flatMap((s) => s.equipment));
    expect([...equipment].sort()).toEqual([...EQUIPMENT_KEYS].sort());
    expect(new Set(studios.map((s) => s.levels))).toEqual(
      new Set(['', 'intermediate', 'allLevels', 'advance']),
    );
  });

  test('image fields point at the drawn media of the studio slug', () => {
    for (const studio of studios) {
      const base = `/media/studios/${studio.slug}`;
      expect(studio.logoUrl).toBe(`${base}/logo.svg`);
      expect(studio.hero).toBe(`${base}/hero.svg`);
      expect(studio.combinedLogo).toBe(`${base}/combinedLogo.svg`);
      expect(studio.img2).toBe(`${base}/img2.svg`);
      expect(studio.aboutImg).toBe(`${base}/about.svg`);
      expect(studio.howItWorks).toBe(`${base}/howItWorks.svg`);
      expect(studio.webStudioImgUrl).toEqual([
        `${base}/about.svg`,
        `${base}/hero.svg`,
        `${base}/combinedLogo.svg`,
        `${base}/img2.svg`,
        `${base}/howItWorks.svg`,
      ]);
    }
  });

  test('copy: two-paragraph about, distinct summaries, header titles in the product format', () => {
    for (const studio of studios) {
      expect(studio.about.split('\n\n')).toHaveLength(2);
      expect(studio.headerTitle).toMatch(
        new RegExp(
          `^${studio.name.replace(/[.+()]/g, '\\$&')} \\| Stream .+ classes on demand \\| StreamFit$`,
        ),
      );
    }
    expect(byName('BK Pilates').headerTitle).toBe(
      'BK Pilates | Stream Pilates classes on demand | StreamFit',
    );
    expect(new Set(studios.map((s) => s.summary)).size).toBe(studios.length);
    expect(new Set(studios.map((s) => s.about)).size).toBe(studios.length);
  });

  test('trial is enabled everywhere except Willy B CrossFit; one studio has no contact e-mail', () => {
    expect(studios.filter((s) => !s.trialEnabled).map((s) => s.name)).toEqual(['Willy B CrossFit']);
    const withoutEmail = studios.filter((s) => s.contactEmail === null);
    expect(withoutEmail).toHaveLength(1);
    for (const studio of studios) {
      if (studio.contactEmail !== null) expect(studio.contactEmail).toBe(`hello@${studio.shortName}.studio`);
    }
  });

  test('exactly three white-label studios; everyone else has null white-label fields', () => {
    const whiteLabel = studios.filter((s) => s.isOnWhiteLabel);
    expect(whiteLabel.map((s) => s.shortName).sort()).toEqual(['baristudio', 'rowgatta', 'woomcenter']);
    for (const studio of studios.filter((s) => !s.isOnWhiteLabel)) {
      expect([studio.whitelabelDomain, studio.colorCode, studio.pageTitle, studio.faviconUrl]).toEqual([
        null,
        null,
        null,
        null,
      ]);
    }
    const bari = byName('Bari Studio');
    expect(bari.whitelabelDomain).toBe('www.baristudio.tv');
    expect(bari.pageTitle).toBe('Bari Studio On Demand');
    expect(bari.colorCode).toMatch(/^[0-9a-f]{6}$/);
    expect(bari.faviconUrl).toBe('/media/studios/baristudio/favicon.svg');
  });
});

describe('GET /api/basic/webStudiosInfo: one database query per call', () => {
  test('the whole catalogue and a batch by ids each read the database once, people included', async () => {
    const db = testApp.database.db;
    const query = db.query.bind(db);
    const statements: string[] = [];
    (db as { query: typeof db.query }).query = ((sql: string, params?: unknown[]) => {
      statements.push(sql);
      return query(sql, params);
    }) as typeof db.query;
    try {
      const whole = json<Envelope<WebStudio[]>>(await get('/api/basic/webStudiosInfo'));
      expect(statements).toHaveLength(1);
      expect(whole.content).toEqual(studios);
      expect(
        whole.content.some((studio) => studio.instructors.length > 1 && studio.feedback.length > 1),
      ).toBe(true);
      const bari = byName('Bari Studio');
      const batch = json<Envelope<WebStudio[]>>(await get(`/api/basic/webStudiosInfo?ids=${bari.id}`));
      expect(statements).toHaveLength(2);
      expect(batch.content).toEqual([bari]);
    } finally {
      (db as { query: typeof db.query }).query = query;
    }
  });
});

describe('GET /api/basic/webStudiosInfo?ids=', () => {
  test('returns the studios asked for, in the order asked, leaving out unknown ids', async () => {
    const bk = byName('BK Pilates');
    const bari = byName('Bari Studio');
    const response = await get(`/api/basic/webStudiosInfo?ids=${bk.id},${bari.id},999999`);
    expect(response.statusCode).toBe(200);
    const body = json<Envelope<WebStudio[]>>(response);
    expect(body.content.map((s) => s.id)).toEqual([bk.id, bari.id]);
    // The batch returns the same full record as the list.
    expect(body.content[0]).toEqual(bk);
  });

  test('repeated ids count once; 100 ids are allowed', async () => {
    const bk = byName('BK Pilates');
    const repeated = json<Envelope<WebStudio[]>>(
      await get(`/api/basic/webStudiosInfo?ids=${bk.id},${bk.id}`),
    );
    expect(repeated.content).toHaveLength(1);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1).join(',');
    const response = await get(`/api/basic/webStudiosInfo?ids=${hundred}`);
    expect(response.statusCode).toBe(200);
    expect(json<Envelope<WebStudio[]>>(response).content).toHaveLength(studios.length);
  });

  test.each([
    ['abc', 'abc'],
    ['zero', '0'],
    ['negative', '-1'],
    ['an empty item', '1,,2'],
    ['a space', '1, 2'],
    ['nothing', ''],
    ['beyond integer range', '2147483648'],
    ['a fraction', '1.5'],
    ['101 ids', Array.from({ length: 101 }, (_, i) => i + 1).join(',')],
  ])('ids with %s → 400 naming the field', async (_label, ids) => {
    const response = await get(`/api/basic/webStudiosInfo?ids=${encodeURIComponent(ids)}`);
    expect(response.statusCode).toBe(400);
    expect(json<Envelope>(response)).toEqual({ status: false, content: IDS_ERROR });
  });
});

describe('GET /api/studio/listWhitelabels', () => {
  test('puts the white-label studios in data.content', async () => {
    const response = await get('/api/studio/listWhitelabels');
    expect(response.statusCode).toBe(200);
    const body = json<{ status: boolean; data: { content: Record<string, unknown>[] } }>(response);
    expect(Object.keys(body).sort()).toEqual(['data', 'status']);
    expect(body.status).toBe(true);
    const list = body.data.content;
    expect(list).toHaveLength(3);
    for (const studio of list) {
      expect(Object.keys(studio).sort()).toEqual([
        'colorCode',
        'contactEmail',
        'faviconUrl',
        'id',
        'logoUrl',
        'name',
        'pageTitle',
        'shortName',
        'trialEnabled',
        'whitelabelDomain',
      ]);
      expect(studio['colorCode']).toMatch(/^[0-9a-f]{6}$/);
      expect(studio['faviconUrl']).toBe(`/media/studios/${String(studio['shortName'])}/favicon.svg`);
    }
    const byShortName = new Map(list.map((s) => [s['shortName'], s]));
    expect(byShortName.get('baristudio')).toMatchObject({
      name: 'Bari Studio',
      whitelabelDomain: 'www.baristudio.tv',
      pageTitle: 'Bari Studio On Demand',
      logoUrl: '/media/studios/baristudio/logo.svg',
      id: byName('Bari Studio').id,
    });
    expect(byShortName.get('rowgatta')).toMatchObject({
      whitelabelDomain: 'rowgatta.tv',
      pageTitle: 'Rowgatta At Home',
    });
    expect(byShortName.get('woomcenter')).toMatchObject({
      whitelabelDomain: 'www.woomcenter.tv',
      pageTitle: 'Woom Center Online',
    });
  });
});

describe('GET /api/studio/logos/{studioShortName}', () => {
  test('returns the logo URL', async () => {
    const response = await get('/api/studio/logos/bkpilates');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: true,
      content: { logoUrl: '/media/studios/bkpilates/logo.svg' },
    });
  });

  test('unknown studio → 404 with the message', async () => {
    const response = await get('/api/studio/logos/nosuchstudio');
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ status: false, content: "No studio with short name 'nosuchstudio'." });
  });

  test('a 64-character name is valid (and unknown); 65 characters or bad characters → 400', async () => {
    expect((await get(`/api/studio/logos/${'a'.repeat(64)}`)).statusCode).toBe(404);
    const tooLong = await get(`/api/studio/logos/${'a'.repeat(65)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toEqual({
      status: false,
      content: 'studioShortName: must NOT have more than 64 characters',
    });
    const badCharacters = await get(`/api/studio/logos/${encodeURIComponent('bad name!')}`);
    expect(badCharacters.statusCode).toBe(400);
    expect(json<Envelope<string>>(badCharacters).content).toBe(
      'studioShortName: must match pattern "^[A-Za-z0-9_-]+$"',
    );
  });
});

describe('GET /api/studio/packages/{shortName}', () => {
  test('daily price from the studio, monthly 19.99, yearly 239.99', async () => {
    const response = await get('/api/studio/packages/bkpilates');
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: true,
      content: {
        daily: { packageId: 'bkpilates_daily', price: 11.99 },
        monthly: { packageId: 'bkpilates_monthly', price: 19.99 },
        yearly: { packageId: 'bkpilates_yearly', price: 239.99 },
      },
    });
  });

  test('every studio has a day pass price between 9.99 and 14.99 matching its seed', async () => {
    const prices = new Set<number>();
    for (const seed of STUDIO_SEEDS) {
      const studio = byName(seed.name);
      const body = json<Envelope<{ daily: { packageId: string; price: number } }>>(
        await get(`/api/studio/packages/${studio.shortName}`),
      );
      expect(body.content.daily).toEqual({ packageId: `${studio.shortName}_daily`, price: seed.dailyPrice });
      expect(body.content.daily.price).toBeGreaterThanOrEqual(9.99);
      expect(body.content.daily.price).toBeLessThanOrEqual(14.99);
      prices.add(body.content.daily.price);
    }
    expect(prices.size).toBeGreaterThan(3);
  });

  test('unknown studio → 404; malformed short name → 400 naming shortName', async () => {
    const unknown = await get('/api/studio/packages/nosuchstudio');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ status: false, content: "No studio with short name 'nosuchstudio'." });
    const bad = await get(`/api/studio/packages/${encodeURIComponent('bad name!')}`);
    expect(bad.statusCode).toBe(400);
    expect(json<Envelope<string>>(bad).content).toMatch(/^shortName: /);
  });
});

describe('POST /api/basic/studios', () => {
  test('returns StudioSummary[] sorted by name', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/basic/studios' });
    expect(response.statusCode).toBe(200);
    const list = json<Envelope<Record<string, unknown>[]>>(response).content;
    expect(list).toHaveLength(studios.length);
    expect(list.map((s) => s['name'])).toEqual(studios.map((s) => s.name));
    for (const summary of list) {
      expect(Object.keys(summary).sort()).toEqual([
        'hero',
        'id',
        'isOnWhiteLabel',
        'link',
        'logoUrl',
        'name',
        'shortName',
        'slug',
        'whitelabelDomain',
      ]);
    }
    const ck = list.find((s) => s['name'] === 'Chloe Kernaghan Yoga');
    expect(ck).toMatchObject({
      slug: 'ckyoga',
      link: '/studios/ckyoga',
      logoUrl: '/media/studios/ckyoga/logo.svg',
    });
    const rowgatta = list.find((s) => s['shortName'] === 'rowgatta');
    expect(rowgatta).toMatchObject({ isOnWhiteLabel: true, whitelabelDomain: 'rowgatta.tv' });
  });

  test('accepts no body, an empty JSON body or {}; rejects a non-object body', async () => {
    for (const payload of [undefined, '', '{}']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/basic/studios',
        ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
      expect(response.statusCode).toBe(200);
    }
    const array = await testApp.app.inject({
      method: 'POST',
      url: '/api/basic/studios',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(array.statusCode).toBe(400);
    expect(json<Envelope<string>>(array).content).toMatch(/^body: /);
  });
});

describe('POST /api/basic/classTypes', () => {
  test("returns the spec's 17 class types, in order", async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/basic/classTypes', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: true,
      content: SPEC_CLASS_TYPES.map((name, index) => ({ id: index + 1, name })),
    });
  });
});
