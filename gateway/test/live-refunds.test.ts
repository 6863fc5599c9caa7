// A booking of a class the studio cancelled shows what was refunded: LiveClassBooking.refundedAmount
// and refundedAt, from the booking answers the backend already sends (no call of their own).
import { jest } from '@jest/globals';
import type { LiveClassBookingModel } from '../src/live/models.js';
import type { FakeUser } from './support/fake-accounts.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';
import { liveClassModel, userModel } from './support/models.js';
import { runQuery } from './support/run-query.js';

const SUBSCRIBED = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };

function bookingModel(overrides: Partial<LiveClassBookingModel> = {}): LiveClassBookingModel {
  return {
    __typename: 'LiveClassBooking',
    id: 41,
    liveClassId: 301,
    liveClass: liveClassModel({ cancelledAt: '2030-01-05T09:00:00.000Z' }),
    bookedAt: '2030-01-04T09:00:00.000Z',
    source: 'PAYMENT',
    amountPaid: { cents: 1200, currency: 'usd' },
    promoCode: null,
    refundedAmount: { cents: 1200, currency: 'usd' },
    refundedAt: '2030-01-05T09:00:10.000Z',
    ...overrides,
  };
}

describe('LiveClassBooking.refundedAmount and refundedAt (stub loaders)', () => {
  test('the refund as Money with its time; null for a booking with none; no REST call', async () => {
    const purchased = jest.fn(async () => [
      bookingModel(),
      bookingModel({
        id: 42,
        source: 'SUBSCRIPTION',
        amountPaid: { cents: 0, currency: 'usd' },
        refundedAmount: null,
        refundedAt: null,
      }),
    ]);
    const result = await runQuery(
      `{ viewer { bookedLiveClasses { databaseId liveClass { cancelledAt } amountPaid { cents }
           refundedAmount { cents amount formatted currency } refundedAt } } }`,
      { accounts: { viewer: async () => userModel() }, live: { purchased } },
      { authorization: 'Bearer tok-7' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: {
        bookedLiveClasses: [
          {
            databaseId: 41,
            liveClass: { cancelledAt: '2030-01-05T09:00:00.000Z' },
            amountPaid: { cents: 1200 },
            refundedAmount: { cents: 1200, amount: 12, formatted: '$12.00', currency: 'usd' },
            refundedAt: '2030-01-05T09:00:10.000Z',
          },
          {
            databaseId: 42,
            liveClass: { cancelledAt: '2030-01-05T09:00:00.000Z' },
            amountPaid: { cents: 0 },
            refundedAmount: null,
            refundedAt: null,
          },
        ],
      },
    });
    expect(purchased).toHaveBeenCalledTimes(1);
    expect(result.context.rest.calls).toEqual([]);
  });
});

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const PAST = `query { viewer { pastLiveClassBookings(first: 10) { edges { node {
  databaseId amountPaid { cents } refundedAmount { cents formatted } refundedAt liveClass { databaseId cancelledAt } } } } } }`;

interface PastNode {
  databaseId: number;
  amountPaid: { cents: number };
  refundedAmount: { cents: number; formatted: string } | null;
  refundedAt: string | null;
  liveClass: { databaseId: number; cancelledAt: string | null };
}

async function past(token: string): Promise<PastNode[]> {
  const reply = await gw.query(PAST, {}, { authorization: token });
  const body = reply.body as {
    data?: { viewer: { pastLiveClassBookings: { edges: { node: PastNode }[] } } };
    errors?: unknown[];
  };
  expect(body.errors).toBeUndefined();
  return body.data!.viewer.pastLiveClassBookings.edges.map((edge) => edge.node);
}

describe('LiveClassBooking refunds through the fake backend', () => {
  test('past classes: the studio-cancelled paid booking shows its refund, the included one none; one history call', async () => {
    const { user, token }: { user: FakeUser; token: string } = backend.accounts.addUser({
      subscription: { ...SUBSCRIBED },
    });
    const paidClass = backend.live.addClass({ startsInMinutes: 600 });
    const includedClass = backend.live.addClass({ startsInMinutes: 900 });
    const paid = backend.live.addBooking(user, paidClass, 'payment', 1200);
    const included = backend.live.addBooking(user, includedClass);
    backend.live.cancelByStudio(paidClass, '2030-01-05T09:00:00.000Z');
    backend.live.cancelByStudio(includedClass, '2030-01-05T09:00:00.000Z');

    const nodes = await past(token);
    expect(nodes).toEqual([
      {
        databaseId: included.id,
        amountPaid: { cents: 0 },
        refundedAmount: null,
        refundedAt: null,
        liveClass: { databaseId: includedClass.id, cancelledAt: '2030-01-05T09:00:00.000Z' },
      },
      {
        databaseId: paid.id,
        amountPaid: { cents: 1200 },
        refundedAmount: { cents: 1200, formatted: '$12.00' },
        refundedAt: '2030-01-05T09:00:00.000Z',
        liveClass: { databaseId: paidClass.id, cancelledAt: '2030-01-05T09:00:00.000Z' },
      },
    ]);
    // The refund rides on the history answer: no call per booking, no class read by id.
    expect(backend.count('/api/liveclass/purchased/history')).toBe(1);
    expect(backend.count('/api/liveclass/public')).toBe(0);
    expect(backend.count('/api/liveclass/purchased')).toBe(0);
  });

  test('a refund the backend sends malformed is an error, never a wrong amount', async () => {
    const { user, token } = backend.accounts.addUser({ subscription: { ...SUBSCRIBED } });
    const liveClass = backend.live.addClass({ startsInMinutes: 600 });
    const booking = backend.live.addBooking(user, liveClass, 'payment', 1200);
    backend.live.cancelByStudio(liveClass);
    booking.refundedAmount = -5;
    const reply = await gw.query(PAST, {}, { authorization: token });
    const body = reply.body as { data?: unknown; errors?: { message: string }[] };
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(body)).not.toContain('-5');
  });
});
