// Small pure pieces: cursors and connections, global ids, host normalisation, equipment names,
// the cost measure, connectionParams, the catalogue cache, account messages and REST failures.
import { buildSchema, execute, parse, validate } from 'graphql';
import { selectsPath } from '../src/library/resolvers.js';
import { decodeSession, decodeUser } from '../src/accounts/rest.js';
import { ACCOUNT_FIELD_LABELS, fromValidationMessage } from '../src/accounts/user-errors.js';
import { humanize as humanizeWith } from '../src/shared/text.js';
import { RestClient, RestFailure } from '../src/rest/client.js';
import { maskError } from '../src/errors/index.js';
import { fromGlobalId, toGlobalId } from '../src/node/global-id.js';
import { maxCostRule } from '../src/protection/rules.js';
import {
  connectionFromRestPage,
  connectionFromUnpagedList,
  cursorToOffset,
  cursorToRestCursor,
  offsetToCursor,
  parseConnectionArgs,
  parseRestPageArgs,
  restCursorToCursor,
} from '../src/relay/connection.js';
import { CatalogueCache } from '../src/rest/cache.js';
import { describeEquipment, titleCase } from '../src/studios/equipment.js';
import { cssColor, localAliasOf, normalizeHost } from '../src/studios/mapping.js';
import { authorizationFrom } from '../src/websocket.js';

describe('connections over a REST list that pages', () => {
  const rows = [{ id: 11 }, { id: 12 }, { id: 13 }];
  const restPage = (nextCursor: string | null, totalCount: number | null = null) => ({
    items: rows,
    cursorOf: (row: { id: number }) => `id:${row.id}`,
    nextCursor,
    totalCount,
  });

  test("endCursor and hasNextPage come from REST's own next-page cursor", () => {
    const request = parseRestPageArgs({ first: 3 });
    expect(request).toEqual({ first: 3, after: null });
    const connection = connectionFromRestPage(restPage('id:13'), request);
    expect(connection.edges.map((edge) => [edge.node.id, cursorToRestCursor(edge.cursor, 'after')])).toEqual([
      [11, 'id:11'],
      [12, 'id:12'],
      [13, 'id:13'],
    ]);
    expect(connection.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: restCursorToCursor('id:11'),
      endCursor: restCursorToCursor('id:13'),
    });
    // The next request hands REST its cursor back, unchanged.
    expect(parseRestPageArgs({ first: 3, after: connection.pageInfo.endCursor })).toEqual({
      first: 3,
      after: 'id:13',
    });
  });

  test('the last page: no next cursor from REST, no next page; a continued page has a previous one', () => {
    const connection = connectionFromRestPage(restPage(null, 6), { first: 3, after: 'id:10' });
    expect(connection.pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
      endCursor: restCursorToCursor('id:13'),
    });
    expect(connection.totalCount).toBe(6);
  });

  test('more items than asked for are cut, and the page then ends at the last one shown', () => {
    const connection = connectionFromRestPage(restPage(null), { first: 2, after: null });
    expect(connection.edges.map((edge) => edge.node.id)).toEqual([11, 12]);
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, endCursor: restCursorToCursor('id:12') });
  });

  test('forward only, capped, and only our own cursors', () => {
    expect(() => parseRestPageArgs({ last: 2 })).toThrow(
      'This list pages forward only: use `first` and `after`.',
    );
    expect(() => parseRestPageArgs({ first: 101 })).toThrow('`first` must be between 0 and 100, got 101.');
    expect(parseRestPageArgs({})).toEqual({ first: 100, after: null });
    expect(() => parseRestPageArgs({ after: offsetToCursor(3) })).toThrow('`after` is not a valid cursor.');
    expect(() => parseRestPageArgs({ after: restCursorToCursor('a&b=c') })).toThrow(
      '`after` is not a valid cursor.',
    );
  });
});

describe('connections over a list that does not page', () => {
  const list = ['a', 'b', 'c', 'd', 'e'];
  const page = (args: Parameters<typeof parseConnectionArgs>[0]) =>
    connectionFromUnpagedList(list, parseConnectionArgs(args));

  test('cursors round-trip and reject strangers', () => {
    expect(cursorToOffset(offsetToCursor(42), 'after')).toBe(42);
    expect(() => cursorToOffset('', 'after')).toThrow('`after` is not a valid cursor.');
    expect(() => cursorToOffset(Buffer.from('offset:-1').toString('base64'), 'after')).toThrow();
    expect(() => cursorToOffset(Buffer.from('offset:1x').toString('base64'), 'before')).toThrow();
  });

  test('first/after, last/before and both', () => {
    expect(page({ first: 2 }).edges.map((e) => e.node)).toEqual(['a', 'b']);
    expect(page({ first: 2, after: offsetToCursor(1) }).edges.map((e) => e.node)).toEqual(['c', 'd']);
    expect(page({ last: 2 }).edges.map((e) => e.node)).toEqual(['d', 'e']);
    expect(page({ last: 2, before: offsetToCursor(3) }).edges.map((e) => e.node)).toEqual(['b', 'c']);
    expect(page({ after: offsetToCursor(0), before: offsetToCursor(4) }).edges.map((e) => e.node)).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect(page({ after: offsetToCursor(3), before: offsetToCursor(1) }).edges).toEqual([]);
    expect(page({ first: 3, after: offsetToCursor(99) })).toMatchObject({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: true },
    });
  });

  test('caps', () => {
    expect(() => parseConnectionArgs({ first: 101 })).toThrow('`first` must be between 0 and 100, got 101.');
    expect(() => parseConnectionArgs({ last: -5 })).toThrow('`last` must be between 0 and 100, got -5.');
    expect(parseConnectionArgs({})).toEqual({ first: 100, last: null, after: null, before: null });
  });
});

describe('global ids', () => {
  test('round-trip and reject garbage', () => {
    expect(toGlobalId('Studio', 12)).toBe('U3R1ZGlvOjEy');
    expect(fromGlobalId('U3R1ZGlvOjEy')).toEqual({ typeName: 'Studio', id: 12 });
    for (const bad of [
      '',
      '!!',
      'U3R1ZGlv',
      toGlobalId('Studio', 0),
      Buffer.from('Studio:1.5').toString('base64'),
      Buffer.from('Studio:99999999999999999').toString('base64'),
    ]) {
      expect(fromGlobalId(bad)).toBeNull();
    }
  });
});

describe('global ids are base64 of the type and key', () => {
  test.each([
    ['Studio', 1],
    ['Studio', 12],
    ['LiveClass', 123],
    ['Video', 4567],
    ['Plan', 'streamfit_monthly'],
    ['A', 'b'],
    ['Ab', 'cd'],
    ['Plan', 'café'],
    ['Plan', '€uro'],
  ])('%s:%s, written as Buffer writes it (ASCII or not)', (type, key) => {
    expect(toGlobalId(type, key)).toBe(Buffer.from(`${type}:${key}`, 'utf8').toString('base64'));
  });
});

describe('selectsPath', () => {
  const schema = buildSchema(`
    type Query { videos: Page }
    type Page { edges: [Edge] total: Int }
    type Edge { node: Video }
    type Video { title: String studio: Studio }
    type Studio { name: String }
  `);
  async function asked(query: string, variables: Record<string, unknown> = {}): Promise<boolean> {
    let found = false;
    await execute({
      schema,
      document: parse(query),
      variableValues: variables,
      fieldResolver: (source, _args, _context, info) => {
        if (info.fieldName === 'videos') found = selectsPath(info, ['edges', 'node', 'studio']);
        return (source as Record<string, unknown> | undefined)?.[info.fieldName];
      },
      rootValue: { videos: null },
    });
    return found;
  }

  test.each([
    ['{ videos { edges { node { studio { name } } } } }', true],
    ['{ videos { edges { node { title } } total } }', false],
    ['{ videos { edges { studio: node { title } } } }', false],
    [
      '{ videos { ...P } } fragment P on Page { edges { ...E } } fragment E on Edge { node { ... on Video { studio { name } } } }',
      true,
    ],
    ['{ videos { edges { node { studio @skip(if: true) { name } } } } }', false],
    ['{ videos { edges @include(if: false) { node { studio { name } } } } }', false],
  ])('%s → %s', async (query, expected) => {
    expect(await asked(query)).toBe(expected);
  });

  test('a condition read from the variables', async () => {
    const query = 'query($s: Boolean!) { videos { edges { node { studio @include(if: $s) { name } } } } }';
    expect(await asked(query, { s: true })).toBe(true);
    expect(await asked(query, { s: false })).toBe(false);
  });
});

describe('hosts', () => {
  test.each([
    ['www.baristudio.tv', 'baristudio.tv'],
    ['BARISTUDIO.localhost:4000', 'baristudio.localhost'],
    ['https://www.BariStudio.tv/studios?x=1', 'baristudio.tv'],
    ['localhost:4000', 'localhost'],
    ['example.com.', 'example.com'],
    ['[::1]:4000', '[::1]'],
    ['  Www.Example.com  ', 'example.com'],
  ])('normalizeHost(%s) = %s', (host, expected) => {
    expect(normalizeHost(host)).toBe(expected);
  });

  test('local aliases and colours', () => {
    expect(localAliasOf('www.baristudio.tv')).toBe('baristudio.localhost');
    expect(localAliasOf('corelab.fit')).toBe('corelab.localhost');
    expect(cssColor('c0392b')).toBe('#c0392b');
    expect(cssColor('#ABC')).toBe('#ABC');
    expect(cssColor('red')).toBe('#9ac8b9');
    expect(cssColor(null)).toBe('#9ac8b9');
  });
});

describe('equipment', () => {
  test('known keys, hacks and title-cased unknown keys', () => {
    expect(describeEquipment('block')).toEqual({ key: 'block', name: 'Block', hack: 'thick books' });
    expect(describeEquipment('balletBarre')).toEqual({
      key: 'balletBarre',
      name: 'Ballet Barre or Sturdy Chair',
      hack: 'sturdy chair',
    });
    expect(describeEquipment('medicine_ball')).toEqual({
      key: 'medicine_ball',
      name: 'Medicine Ball',
      hack: null,
    });
    expect(describeEquipment('constructor')).toEqual({ key: 'constructor', name: 'Constructor', hack: null });
    expect(titleCase('jumpRope')).toBe('Jump Rope');
  });
});

describe('cost measure', () => {
  const schema = buildSchema(`
    type Query { items(first: Int, last: Int): ItemConnection nodes(ids: [ID!]!): [Item] item: Item }
    type ItemConnection { edges: [ItemEdge!]! totalCount: Int! }
    type ItemEdge { node: Item! }
    type Item { id: ID! tags: [Tag!]! }
    type Tag { name: String! }
  `);
  const costOf = (query: string) => {
    const errors = validate(schema, parse(query), [maxCostRule(0)]);
    const match = /estimated cost is (\d+)/.exec(errors[0]?.message ?? '');
    return Number(match?.[1] ?? 0);
  };

  test('list sizes multiply, connection edges do not multiply again', () => {
    expect(costOf('{ item { id } }')).toBe(2);
    // items: 1 + 10 × (edges: 1 + 1 × (node: 1 + id 1)) = 31
    expect(costOf('{ items(first: 10) { edges { node { id } } } }')).toBe(31);
    // tags default to 10 items: node = 1 + id 1 + (tags 1 + 10 × 1) = 13
    expect(costOf('{ item { id tags { name } } }')).toBe(13);
    expect(costOf('{ nodes(ids: ["1", "2", "3"]) { id } }')).toBe(4);
    expect(costOf('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }')).toBe(101);
    expect(costOf('{ items { totalCount } }')).toBe(101);
  });
});

describe('connectionParams', () => {
  test('authToken or Authorization, verbatim', () => {
    expect(authorizationFrom({ authToken: 'abc' })).toBe('abc');
    expect(authorizationFrom({ Authorization: 'Bearer x' })).toBe('Bearer x');
    expect(authorizationFrom({ authorization: 'y' })).toBe('y');
    expect(authorizationFrom({})).toBeUndefined();
    expect(authorizationFrom(undefined)).toBeUndefined();
  });
});

describe('CatalogueCache', () => {
  test('shares, expires from arrival, drops failures', async () => {
    let now = 1_000;
    const cache = new CatalogueCache(100, 2, () => now);
    let loads = 0;
    const load = () => Promise.resolve(++loads);

    const first = cache.fetch('a', load);
    expect(first.hit).toBe(false);
    expect(cache.fetch('a', load).hit).toBe(true);
    await first.promise;
    now += 99;
    expect(cache.fetch('a', load).hit).toBe(true);
    now += 2;
    expect(cache.fetch('a', load).hit).toBe(false);
    expect(loads).toBe(2);

    const failed = cache.fetch('b', () => Promise.reject(new Error('down')));
    await expect(failed.promise).rejects.toThrow('down');
    expect(cache.fetch('b', load).hit).toBe(false);

    cache.fetch('c', load);
    cache.fetch('d', load);
    expect(cache.fetch('a', load).hit).toBe(false); // evicted: at most 2 entries
  });

  test('a TTL of 0 is disabled', () => {
    expect(new CatalogueCache(0).enabled).toBe(false);
  });
});

describe('maskError', () => {
  test('hides internal messages and stack traces outside development', () => {
    const internal = {
      message: 'Cannot read properties of undefined (reading "x")',
      path: ['studio', 'name'],
      extensions: { code: 'INTERNAL_SERVER_ERROR', stacktrace: ['at x'] },
    };
    expect(maskError(internal, false)).toEqual({
      message: 'Internal server error',
      path: ['studio', 'name'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    // graphql-ws: a resolver error without a code has a path.
    expect(maskError({ message: 'db password is hunter2', path: ['site'] }, false).message).toBe(
      'Internal server error',
    );
    expect(maskError(internal, true)).toBe(internal);
  });

  test('keeps the gateway’s own errors and GraphQL request errors', () => {
    const upstream = {
      message: 'Not found.',
      path: ['studios'],
      extensions: { code: 'NOT_FOUND', stacktrace: ['at y'] },
    };
    expect(maskError(upstream, false)).toEqual({
      message: 'Not found.',
      path: ['studios'],
      extensions: { code: 'NOT_FOUND' },
    });
    const syntax = { message: 'Syntax Error: Unexpected <EOF>.', locations: [{ line: 1, column: 3 }] };
    expect(maskError(syntax, false)).toBe(syntax);
  });
});

describe('account messages', () => {
  const fields = ['email', 'firstName', 'lastName', 'password', 'studioShortName'];
  const humanize = (field: string, text: string) => humanizeWith(field, text, ACCOUNT_FIELD_LABELS);

  test('a backend validation message names the field by its prefix and reads as a sentence', () => {
    expect(fromValidationMessage('userInfo.email: must be a valid e-mail address', fields)).toEqual({
      field: 'email',
      code: 'INVALID_INPUT',
      message: 'Please enter a valid e-mail address.',
    });
    expect(fromValidationMessage('password: must NOT have more than 1024 characters', fields)).toEqual({
      field: 'password',
      code: 'INVALID_INPUT',
      message: 'Password must be at most 1024 characters.',
    });
    expect(fromValidationMessage("userInfo: must have required property 'lastName'", fields)).toEqual({
      field: 'lastName',
      code: 'INVALID_INPUT',
      message: 'Please enter your last name.',
    });
    expect(
      fromValidationMessage('studioShortName: must match pattern "^[A-Za-z0-9_-]+$"', fields).message,
    ).toBe('Studio contains characters that are not allowed.');
    // A prefix that is no input field concerns the whole form and keeps its words.
    expect(fromValidationMessage('body: is not valid JSON', fields)).toEqual({
      field: null,
      code: 'INVALID_INPUT',
      message: 'Body: is not valid JSON.',
    });
    expect(humanize('firstName', 'is too long')).toBe('First name is too long.');
    // The backend's own wording (backend/src/accounts/input.ts).
    expect(humanize('email', 'must not be empty')).toBe('Please enter your e-mail address.');
    expect(humanize('password', 'must be at least 8 characters')).toBe(
      'Password must be at least 8 characters.',
    );
    expect(humanize('lastName', 'must be at most 100 characters')).toBe(
      'Last name must be at most 100 characters.',
    );
  });

  test('users and sessions decode from both the register and the login shape', () => {
    const user = {
      id: 7,
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      studioId: null,
      accountType: 'general',
      accessType: 'standard',
      userType: 'member',
      isCustomer: false,
      birthday: null,
    };
    expect(decodeSession({ authToken: 't1', user }, 'register')).toEqual({
      authToken: 't1',
      user: expect.objectContaining({ id: 7, subscription: null }),
    });
    expect(decodeSession({ ...user, authToken: 't2' }, 'login').authToken).toBe('t2');
    expect(() => decodeSession({ user }, 'register')).toThrow('cannot read');
    expect(
      decodeUser({ ...user, subscription: { active: true, packageId: 'jetsweat_class' } }, 'me').subscription,
    ).toEqual({
      active: true,
      packageId: 'jetsweat_class',
      isClassOnly: true,
      studioId: null,
      kind: 'CLASS_ONLY',
      // An older answer without the flag: not paused.
      paused: false,
    });
    // What grants the access, as the backend says it; judged from the rest when an answer has none.
    const kindOf = (subscription: Record<string, unknown>) =>
      decodeUser({ ...user, subscription }, 'me').subscription?.kind;
    expect(kindOf({ active: true, packageId: 'streamfit_daily', kind: 'daypass' })).toBe('DAY_PASS');
    expect(kindOf({ active: true, packageId: 'gympass', kind: 'gym_benefit' })).toBe('GYM_BENEFIT');
    expect(kindOf({ active: true, packageId: 'gympass' })).toBe('GYM_BENEFIT');
    expect(kindOf({ active: true, packageId: 'streamfit_monthly' })).toBe('SUBSCRIPTION');
    expect(kindOf({ active: false, packageId: 'streamfit_monthly', kind: 'none' })).toBe('NONE');
    expect(kindOf({ active: false, packageId: null })).toBe('NONE');
    // A kind this gateway does not know yet is judged from the rest too.
    expect(kindOf({ active: true, packageId: 'x', kind: 'something-new' })).toBe('SUBSCRIPTION');
    // The studio whose checkout sold the access.
    expect(
      decodeUser(
        { ...user, subscription: { active: true, packageId: 'baristudio_monthly', studioId: 2 } },
        'me',
      ).subscription?.studioId,
    ).toBe(2);
  });
});

describe('RestFailure', () => {
  test('a 429 is RATE_LIMITED with the backend’s message and its Retry-After in seconds', async () => {
    const server = (await import('node:http')).createServer((_req, res) => {
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '90' })
        .end(JSON.stringify({ status: false, content: 'Slow down.', code: 'rate_limited' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const rest = new RestClient({
        baseUrl: `http://127.0.0.1:${port}`,
        timeoutMs: 1000,
        retryDelaysMs: [],
      });
      const error = await rest.post('/x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RestFailure);
      const failure = error as RestFailure;
      expect(failure.extensions).toEqual({
        code: 'RATE_LIMITED',
        upstreamStatus: 429,
        retryAfterSeconds: 90,
      });
      expect(failure.message).toBe('Slow down.');
      expect(failure.upstreamStatus).toBe(429);
      expect(failure.upstreamMessage).toBe('Slow down.');
      expect(failure.upstreamCode).toBe('rate_limited');
      expect(failure.retryAfterSeconds).toBe(90);
      expect(rest.calls[0]).toMatchObject({ status: 429, retryAfterSeconds: 90 });
    } finally {
      server.close();
    }
  });
});
