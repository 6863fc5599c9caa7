// The studio catalogue through the graph: paging, lookups, every Studio field's mapping, node
// refetching and the site decision for a host name.
import { allStudios, bariStudio, bkPilates, coreLab, dance } from './support/fixtures.js';
import type { FakeBackend } from './support/fake-backend.js';
import { startGateway, useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;

useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const ALL_STUDIO_FIELDS = `
  id databaseId name shortName slug about summary headerTitle headerDescription
  introH1 introH2 closingH1 closingH2 classTypes level
  equipment { key name hack }
  instructors { name bio imageUrl }
  testimonials { author text }
  images { logo combinedLogo hero img2 about howItWorks }
  contactEmail trialEnabled
  whiteLabel { domain localAlias color pageTitle faviconUrl }
`;

interface Page {
  edges: { cursor: string; node: { name: string } }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

async function page(args: string): Promise<Page> {
  const reply = await gw.query(
    `{ studios(${args}) { edges { cursor node { name } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount } }`,
  );
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data?.studios as Page;
}

const names = (p: Page) => p.edges.map((e) => e.node.name);
const sortedNames = allStudios.map((s) => s.name);

describe('studios connection', () => {
  test('pages forwards with first/after to the end', async () => {
    const first = await page('first: 10');
    expect(names(first)).toEqual(sortedNames.slice(0, 10));
    expect(first.totalCount).toBe(allStudios.length);
    expect(first.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: first.edges[0]?.cursor,
      endCursor: first.edges[9]?.cursor,
    });

    const second = await page(`first: 10, after: "${first.pageInfo.endCursor}"`);
    expect(names(second)).toEqual(sortedNames.slice(10, 20));
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(second.pageInfo.hasNextPage).toBe(true);

    const last = await page(`first: 10, after: "${second.pageInfo.endCursor}"`);
    expect(names(last)).toEqual(sortedNames.slice(20));
    expect(last.pageInfo.hasNextPage).toBe(false);
  });

  test('pages backwards with last/before', async () => {
    const end = await page('last: 5');
    expect(names(end)).toEqual(sortedNames.slice(-5));
    expect(end.pageInfo.hasNextPage).toBe(false);
    expect(end.pageInfo.hasPreviousPage).toBe(true);

    const before = await page(`last: 5, before: "${end.pageInfo.startCursor}"`);
    expect(names(before)).toEqual(sortedNames.slice(-10, -5));

    const start = await page(`last: 50, before: "${before.pageInfo.startCursor}"`);
    expect(names(start)).toEqual(sortedNames.slice(0, -10));
    expect(start.pageInfo.hasPreviousPage).toBe(false);
    expect(start.pageInfo.hasNextPage).toBe(true);
  });

  test('cursors from one page work as `before` for the other direction', async () => {
    const forward = await page('first: 3');
    const back = await page(`last: 2, before: "${forward.edges[2]?.cursor}"`);
    expect(names(back)).toEqual(sortedNames.slice(0, 2));
  });

  test('without first/last gives the whole list up to the cap; first: 0 an empty page', async () => {
    expect(names(await page('after: null'))).toEqual(sortedNames);
    const empty = await page('first: 0');
    expect(empty.edges).toEqual([]);
    expect(empty.pageInfo.startCursor).toBeNull();
    expect(empty.pageInfo.endCursor).toBeNull();
    expect(empty.totalCount).toBe(allStudios.length);
  });

  test.each([
    ['first: 101', '`first` must be between 0 and 100, got 101.'],
    ['last: 1000', '`last` must be between 0 and 100, got 1000.'],
    ['first: -1', '`first` must be between 0 and 100, got -1.'],
    ['first: 5, after: "not-a-cursor"', '`after` is not a valid cursor.'],
    ['last: 5, before: "U3R1ZGlvOjE="', '`before` is not a valid cursor.'],
  ])('%s is BAD_USER_INPUT with no REST call', async (args, message) => {
    const reply = await gw.query(`{ __typename studios(${args}) { totalCount } }`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ __typename: 'Query', studios: null });
    expect(reply.body.errors).toEqual([
      expect.objectContaining({ message, path: ['studios'], extensions: { code: 'BAD_USER_INPUT' } }),
    ]);
    expect(backend.requests).toHaveLength(0);
  });
});

describe('studio(slug)', () => {
  test('finds a studio by slug, case-insensitively', async () => {
    const reply = await gw.query(
      '{ a: studio(slug: "bkpilates") { name } b: studio(slug: "BKPilates") { name } c: studio(slug: "DANCE-FLOW") { name } }',
    );
    expect(reply.body).toEqual({
      data: { a: { name: 'BK Pilates' }, b: { name: 'BK Pilates' }, c: { name: 'Dance & Flow!' } },
    });
  });
});

describe('Studio fields', () => {
  async function studio(slug: string): Promise<Record<string, unknown>> {
    const reply = await gw.query(`query ($slug: String!) { studio(slug: $slug) { ${ALL_STUDIO_FIELDS} } }`, {
      slug,
    });
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data?.studio as Record<string, unknown>;
  }

  test('maps a full studio record', async () => {
    expect(await studio('bkpilates')).toEqual({
      id: Buffer.from('Studio:1').toString('base64'),
      databaseId: 1,
      name: 'BK Pilates',
      shortName: 'bkpilates',
      slug: 'bkpilates',
      about: bkPilates.about,
      summary: bkPilates.summary,
      headerTitle: 'BK Pilates | StreamFit',
      headerDescription: 'Stream BK Pilates classes at home.',
      introH1: 'Experience BK Pilates',
      introH2: 'On demand',
      closingH1: 'Ready?',
      closingH2: 'Start today',
      classTypes: ['Pilates', 'Barre'],
      level: 'ALL_LEVELS',
      equipment: [
        { key: 'yogaMat', name: 'Yoga Mat', hack: null },
        { key: 'pilatesCircle', name: 'Pilates Circle', hack: null },
        { key: 'balletBarre', name: 'Ballet Barre or Sturdy Chair', hack: 'sturdy chair' },
        { key: 'block', name: 'Block', hack: 'thick books' },
        { key: 'slidingDiscs', name: 'Sliding Discs', hack: 'small towels' },
        { key: 'jumpRope', name: 'Jump Rope', hack: null },
        { key: 'resistanceBand', name: 'Resistance Band', hack: null },
      ],
      instructors: [
        {
          name: 'Ana Ruiz',
          bio: 'Ana teaches reformer-free Pilates.',
          imageUrl: '/media/studios/bkpilates/instructors/0.svg',
        },
        { name: 'Ben Cole', bio: '', imageUrl: '/media/instructors/default.svg' },
      ],
      testimonials: [{ author: 'Maya', text: 'My core has never been stronger.' }],
      images: {
        logo: '/media/studios/bkpilates/logo.svg',
        combinedLogo: '/media/studios/bkpilates/combinedLogo.svg',
        hero: '/media/studios/bkpilates/hero.svg',
        img2: '/media/studios/bkpilates/img2.svg',
        about: '/media/studios/bkpilates/about.svg',
        howItWorks: '/media/studios/bkpilates/howItWorks.svg',
      },
      contactEmail: 'hello@bkpilates.example',
      trialEnabled: true,
      whiteLabel: null,
    });
  });

  test('maps a white-label studio: level, equipment names, colour with #, local alias', async () => {
    const bari = await studio('baristudio');
    expect(bari.level).toBe('INTERMEDIATE');
    expect(bari.trialEnabled).toBe(false);
    expect(bari.equipment).toEqual([
      { key: 'dumbells', name: 'Dumbells', hack: null },
      { key: 'kettlebell', name: 'Kettlebell', hack: null },
      { key: 'barbell', name: 'Barbell', hack: null },
      { key: 'inflatableBall', name: 'Inflatable Ball', hack: null },
      { key: 'foamRoller', name: 'Foam Roller', hack: null },
      { key: 'stationaryBike', name: 'Stationary Bike', hack: null },
      { key: 'treadmill', name: 'Treadmill', hack: null },
    ]);
    expect(bari.whiteLabel).toEqual({
      domain: 'www.baristudio.tv',
      localAlias: 'baristudio.localhost',
      color: '#c0392b',
      pageTitle: 'Bari Studio | Barre at home',
      faviconUrl: '/media/studios/baristudio/favicon.svg',
    });
  });

  test('white-label defaults: no colour, title or favicon of its own', async () => {
    const core = await studio('corelab');
    expect(core.level).toBe('ADVANCED');
    expect(core.whiteLabel).toEqual({
      domain: 'corelab.fit',
      localAlias: 'corelab.localhost',
      color: '#9ac8b9',
      pageTitle: 'Core Lab | StreamFit',
      faviconUrl: '/media/studios/corelab/favicon.svg',
    });
  });

  test('defaults: blank level, no class types or equipment, image fallbacks, default portrait', async () => {
    const d = await studio('dance-flow');
    expect(d.slug).toBe('dance-flow');
    expect(d.level).toBe('UNSPECIFIED');
    expect(d.classTypes).toEqual(['Strength']);
    expect(d.equipment).toEqual([{ key: 'yogaMat', name: 'Yoga Mat', hack: null }]);
    expect(d.instructors).toEqual([
      { name: 'No Photo', bio: 'Moves.', imageUrl: '/media/instructors/default.svg' },
    ]);
    expect(d.testimonials).toEqual([]);
    expect(d.images).toEqual({
      logo: dance.logoUrl,
      about: '/fallback/about.svg',
      hero: '/fallback/hero.svg',
      combinedLogo: '/fallback/combined.svg',
      img2: '/fallback/img2.svg',
      howItWorks: '/fallback/how.svg',
    });
    expect(d.contactEmail).toBeNull();
  });

  test('a record missing levels and slug: ALL_LEVELS, slug from the short name, drawn images', async () => {
    const { levels: _levels, slug: _slug, webStudioImgUrl: _fallbacks, hero: _hero, ...bare } = bkPilates;
    backend.studios = [{ ...bare, id: 9, name: 'Bare', shortName: 'Bare_1' } as unknown as typeof bkPilates];
    const reply = await gw.query('{ studio(slug: "bare_1") { slug level images { hero } } }');
    expect(reply.body).toEqual({
      data: {
        studio: { slug: 'Bare_1', level: 'ALL_LEVELS', images: { hero: '/media/studios/Bare_1/hero.svg' } },
      },
    });
  });
});

describe('node and nodes', () => {
  const studioId = (id: number) => Buffer.from(`Studio:${id}`).toString('base64');
  const classTypeId = (id: number) => Buffer.from(`ClassType:${id}`).toString('base64');

  test('refetches a Studio and a ClassType by global id', async () => {
    const listed = await gw.query('{ studio(slug: "baristudio") { id } classTypes { id name databaseId } }');
    const bariId = (listed.body.data?.studio as { id: string }).id;
    const types = listed.body.data?.classTypes as { id: string; name: string; databaseId: number }[];
    expect(types.map((t) => t.name)).toEqual(['Pilates', 'Strength', 'Cardio', 'Barre']);
    expect(types[2]).toEqual({ id: classTypeId(3), name: 'Cardio', databaseId: 3 });

    const reply = await gw.query(
      `query ($a: ID!, $b: ID!) {
        a: node(id: $a) { __typename id ... on Studio { name databaseId } }
        b: node(id: $b) { __typename id ... on ClassType { name } }
      }`,
      { a: bariId, b: classTypeId(3) },
    );
    expect(reply.body).toEqual({
      data: {
        a: { __typename: 'Studio', id: bariId, name: 'Bari Studio', databaseId: bariStudio.id },
        b: { __typename: 'ClassType', id: classTypeId(3), name: 'Cardio' },
      },
    });
  });

  test('unknown or malformed ids are null without errors', async () => {
    const reply = await gw.query(
      `query ($ids: [ID!]!) { nodes(ids: $ids) { id } node(id: "garbage!") { id } }`,
      {
        ids: [
          studioId(1),
          studioId(99999),
          'bm9wZQ==',
          Buffer.from('Member:1').toString('base64'),
          classTypeId(4),
          '',
        ],
      },
    );
    expect(reply.body).toEqual({
      data: { nodes: [{ id: studioId(1) }, null, null, null, { id: classTypeId(4) }, null], node: null },
    });
  });

  test('nodes of many studios is one REST call, in the order given', async () => {
    const ids = [coreLab.id, bkPilates.id, bariStudio.id].map(studioId);
    const reply = await gw.query('query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Studio { name } } }', {
      ids,
    });
    expect(reply.body.data?.nodes).toEqual([
      { name: 'Core Lab' },
      { name: 'BK Pilates' },
      { name: 'Bari Studio' },
    ]);
    expect(backend.count('/api/basic/webStudiosInfo')).toBe(1);
  });

  test('more than 100 ids is BAD_USER_INPUT', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => studioId(i + 1));
    const reply = await gw.query('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids });
    expect(reply.body.errors?.[0]).toMatchObject({
      message: 'nodes accepts at most 100 ids, got 101.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('site(host)', () => {
  const SITE =
    '{ mode host studio { shortName } brand { name logoUrl color pageTitle faviconUrl contactEmail trialEnabled } }';
  const general = {
    name: 'StreamFit',
    logoUrl: '/media/brand/logo.svg',
    color: '#9ac8b9',
    pageTitle: 'StreamFit | Boutique fitness classes on demand',
    faviconUrl: '/media/brand/favicon.svg',
    contactEmail: 'support@streamfit.app',
    trialEnabled: true,
  };
  const bariBrand = {
    name: 'Bari Studio',
    logoUrl: '/media/studios/baristudio/logo.svg',
    color: '#c0392b',
    pageTitle: 'Bari Studio | Barre at home',
    faviconUrl: '/media/studios/baristudio/favicon.svg',
    contactEmail: 'team@baristudio.example',
    trialEnabled: false,
  };

  async function site(host: string, target: TestGateway = gw) {
    const reply = await target.query(`query ($host: String!) { site(host: $host) ${SITE} }`, { host });
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data?.site;
  }

  test.each([
    ['www.baristudio.tv', 'baristudio.tv'],
    ['baristudio.tv', 'baristudio.tv'],
    ['BARISTUDIO.localhost:4000', 'baristudio.localhost'],
    ['www.BariStudio.TV:443', 'baristudio.tv'],
  ])('%s is Bari Studio’s white-label site', async (host, normalized) => {
    expect(await site(host)).toEqual({
      mode: 'WHITE_LABEL',
      host: normalized,
      studio: { shortName: 'baristudio' },
      brand: bariBrand,
    });
  });

  test.each([
    ['localhost:4000', 'localhost'],
    ['www.streamfit.app', 'streamfit.app'],
    ['bkpilates.localhost', 'bkpilates.localhost'],
  ])('%s is the general site', async (host, normalized) => {
    expect(await site(host)).toEqual({ mode: 'GENERAL', host: normalized, studio: null, brand: general });
  });

  test('a white-label studio without e-mail or colour falls back to StreamFit’s', async () => {
    expect(await site('corelab.localhost')).toEqual({
      mode: 'WHITE_LABEL',
      host: 'corelab.localhost',
      studio: { shortName: 'corelab' },
      brand: {
        name: 'Core Lab',
        logoUrl: '/media/studios/corelab/logo.svg',
        color: '#9ac8b9',
        pageTitle: 'Core Lab | StreamFit',
        faviconUrl: '/media/studios/corelab/favicon.svg',
        contactEmail: 'support@streamfit.app',
        trialEnabled: true,
      },
    });
  });

  test('WHITELABEL_STUDIO forces one studio’s site for every host', async () => {
    const forced = await startGateway(backend, { whitelabelStudio: 'BariStudio' });
    try {
      expect(await site('localhost:4000', forced)).toEqual({
        mode: 'WHITE_LABEL',
        host: 'localhost',
        studio: { shortName: 'baristudio' },
        brand: bariBrand,
      });
      expect(await site('corelab.localhost', forced)).toMatchObject({
        mode: 'WHITE_LABEL',
        studio: { shortName: 'baristudio' },
      });
    } finally {
      await forced.close();
    }
  });

  test('a WHITELABEL_STUDIO naming no studio falls back to the host', async () => {
    const forced = await startGateway(backend, { whitelabelStudio: 'nosuchstudio' });
    try {
      expect(await site('localhost:4000', forced)).toMatchObject({ mode: 'GENERAL', studio: null });
      expect(await site('www.baristudio.tv', forced)).toMatchObject({
        mode: 'WHITE_LABEL',
        studio: { shortName: 'baristudio' },
      });
    } finally {
      await forced.close();
    }
  });
});
