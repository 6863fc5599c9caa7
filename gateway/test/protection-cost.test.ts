// The cost estimate bounds the real work: a range counts by its span (a 31-day schedule is 31 days
// of classes, not 10 items), unbounded member lists have realistic caps, and a field asked for
// twice through fragments is resolved (and counted) once. Every operation the web app sends passes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, specifiedRules, validate, type ValidationRule } from 'graphql';
import { defaultConfig, defaultLimits, repoRoot } from '../src/config.js';
import { measureOperation } from '../src/protection/analysis.js';
import {
  CALENDAR_PROVIDERS,
  CLASSES_PER_DAY,
  LIST_ESTIMATES,
  MAX_BOOKED_LIVE_CLASSES,
  MAX_DAY_PASSES,
  MAX_PAYMENT_CARDS,
  MAX_WORKOUTS,
} from '../src/protection/estimates.js';
import { protectionRules } from '../src/protection/rules.js';
import { loadSchema } from '../src/schema.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

const schema = loadSchema(defaultConfig().schemaFile);

/** The cost the gateway computes for a document's (first) operation. */
function costOf(document: string): number {
  let cost = -1;
  const probe: ValidationRule = (context) => ({
    OperationDefinition(operation) {
      cost = measureOperation(context, operation).cost;
    },
  });
  const errors = validate(schema, parse(document), [...specifiedRules, probe]);
  expect(errors.filter((error) => !error.message.startsWith('Query'))).toEqual([]);
  return cost;
}

// The fields the live schedule page asks of each class.
const CLASS_FIELDS = `id databaseId title instructor startsAt endsAt minutesDuration studioTimeZone cancelledAt studioLogoUrl
  price { cents } studio { name id } viewerBooking { id }`;
const FROM = '2026-03-01T00:00:00.000Z';
const daysLater = (days: number) => new Date(Date.parse(FROM) + days * 86_400_000).toISOString();
const schedule = (to: string, alias = '') =>
  `${alias}liveSchedule(from: "${FROM}", to: "${to}") { ${CLASS_FIELDS} }`;
const COST_MESSAGE = /^Query is too expensive: its estimated cost is \d+, and the limit is 50000\./;

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

test('the per-field estimates live in one table', () => {
  expect(Object.keys(LIST_ESTIMATES).sort()).toEqual([
    'Dashboard.favoriteClassTypes',
    'Dashboard.favoriteStudios',
    'Dashboard.programs',
    'FitnessProfile.defaults',
    'FriendsChange.removedIds',
    'Program.videos',
    'ProgressPeriod.days',
    'Query.liveSchedule',
    'Query.programs',
    'User.bookedLiveClasses',
    'User.calendarConnections',
    'User.dayPasses',
    'User.favoriteClassTypes',
    'User.favoriteStudios',
    'User.paymentCards',
    'User.workouts',
    'VideoFacets.classTypes',
    'VideoFacets.equipment',
    'VideoFacets.studios',
  ]);
  expect(CLASSES_PER_DAY).toBe(40);
  expect(MAX_WORKOUTS).toBe(1000);
});

test('a month of progress counts its 31 days; friends and their conversations count by page', () => {
  // viewer, progress, month, days (31 × date) = 3 + 31.
  expect(costOf('{ viewer { progress(month: "2026-04") { month { days { date } } } } }')).toBe(3 + 31 + 1);
  const friends = costOf('{ viewer { friends(first: 10) { edges { node { id } } } } }');
  // viewer and friends, then per friend of the page: edges, node and id.
  expect(friends).toBe(2 + 10 * 3);
  // The friends page with each conversation's latest 20 messages stays under the limit.
  expect(
    costOf(
      '{ viewer { friends { edges { node { member { firstName } conversation { unreadCount messages(first: 20) { edges { node { text } } } } } } } } }',
    ),
  ).toBeLessThan(50_000);
});

test('a schedule counts its days × classes a day, a variable range the full 31 days', () => {
  const perClass = costOf(`{ ${schedule(daysLater(1))} }`) - 1;
  expect(perClass % CLASSES_PER_DAY).toBe(0);
  const classCost = perClass / CLASSES_PER_DAY;
  expect(costOf(`{ ${schedule(daysLater(7))} }`)).toBe(1 + 7 * CLASSES_PER_DAY * classCost);
  // Part of a day counts as a day; more than 31 days counts as 31 (the gateway refuses it anyway).
  expect(costOf(`{ ${schedule(new Date(Date.parse(FROM) + 36 * 3_600_000).toISOString())} }`)).toBe(
    1 + 2 * CLASSES_PER_DAY * classCost,
  );
  expect(costOf(`{ ${schedule(daysLater(60))} }`)).toBe(1 + 31 * CLASSES_PER_DAY * classCost);
  expect(
    costOf(
      `query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { ${CLASS_FIELDS} } }`,
    ),
  ).toBe(1 + 31 * CLASSES_PER_DAY * classCost);
});

test('member lists count their realistic caps; workouts their span, at most 1000', () => {
  const viewer = (selection: string) => costOf(`{ viewer { ${selection} } }`) - 1;
  expect(viewer('bookedLiveClasses { id }')).toBe(1 + MAX_BOOKED_LIVE_CLASSES);
  expect(viewer('dayPasses { id }')).toBe(1 + MAX_DAY_PASSES);
  expect(viewer('paymentCards { last4 }')).toBe(1 + MAX_PAYMENT_CARDS);
  expect(viewer('calendarConnections { provider state }')).toBe(1 + CALENDAR_PROVIDERS * 2);
  expect(viewer(`workouts(from: "${FROM}", to: "${daysLater(366)}") { id }`)).toBe(1 + MAX_WORKOUTS);
  expect(viewer(`workouts(from: "${FROM}", to: "${daysLater(7)}") { id }`)).toBe(1 + 7 * 10);
  // viewer (1) + workouts (1) + 1000 ids.
  expect(
    costOf(`query($from: DateTime!, $to: DateTime!) { viewer { workouts(from: $from, to: $to) { id } } }`),
  ).toBe(1 + 1 + MAX_WORKOUTS);
});

test('a field asked for again through fragments is counted once, as it is resolved once', () => {
  const twice = `{ liveSchedule(from: "${FROM}", to: "${daysLater(1)}") { id title ...A ...A } } fragment A on LiveClass { id title studio { name } }`;
  const once = `{ liveSchedule(from: "${FROM}", to: "${daysLater(1)}") { id title studio { name } } }`;
  expect(costOf(twice)).toBe(costOf(once));
});

test('30 aliases, or even 3, of a 31-day schedule with its fields are refused with the cost message; one week passes', async () => {
  for (const count of [30, 3]) {
    const aliased = Array.from({ length: count }, (_, i) => schedule(daysLater(31), `s${i}: `)).join(' ');
    const reply = await gw.query(`{ ${aliased} }`);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.message).toMatch(COST_MESSAGE);
  }
  expect(backend.requests).toEqual([]);

  const week = await gw.query(`{ ${schedule(daysLater(7))} }`);
  expect(week.status).toBe(200);
  expect(week.body.errors).toBeUndefined();
});

test('every operation the web app sends passes all limits at the defaults', () => {
  const documents = JSON.parse(readFileSync(join(repoRoot, 'web/persisted-queries.json'), 'utf8')) as Record<
    string,
    string
  >;
  expect(Object.keys(documents).length).toBeGreaterThan(0);
  const rules = [...specifiedRules, ...protectionRules(defaultLimits)];
  for (const [id, text] of Object.entries(documents)) {
    const errors = validate(schema, parse(text, { maxTokens: defaultLimits.maxTokens }), rules);
    expect({ id, errors: errors.map((error) => error.message) }).toEqual({ id, errors: [] });
  }
});
