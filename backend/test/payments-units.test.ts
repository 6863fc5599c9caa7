import { DEFAULT_BILLING_INTERVAL_MS, loadConfig } from '../src/config.js';
import {
  addMonths,
  canonicalTimeZone,
  daysBetween,
  formatLongDate,
  localDate,
  nextDate,
  parseDate,
  startOfDay,
} from '../src/shared/dates.js';
import { passesLuhn, TEST_CARDS } from '../src/payments/local-provider.js';
import { formatUsd, hasAtMostTwoDecimals, toCents } from '../src/shared/money.js';
import { packageIdFor, parsePackageId } from '../src/studios/package-ids.js';
import { discountCents, promoOutput } from '../src/payments/promo.js';

/** The pure parts of payments: money, calendar arithmetic, package ids, discounts, configuration. */

describe('money', () => {
  test('cents and dollars', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(239.99)).toBe(23999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(hasAtMostTwoDecimals(19.99)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(19.999)).toBe(false);
    expect(formatUsd(1999)).toBe('$19.99');
    expect(formatUsd(500)).toBe('$5.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
  });

  test('discounts never exceed the amount; percent rounds to the cent', () => {
    expect(discountCents({ percentOff: 50, amountOffCents: null }, 1999)).toBe(1000);
    expect(discountCents({ percentOff: null, amountOffCents: 500 }, 300)).toBe(300);
    expect(promoOutput({ percentOff: null, amountOffCents: 500, duration: 'forever' })).toBe(
      '$5.00 off every payment',
    );
  });
});

describe('calendar', () => {
  test('monthly periods clamp to the month end and come back to the anchor day', () => {
    const anchor = new Date('2030-01-31T09:30:00.000Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2030-02-28T09:30:00.000Z');
    expect(addMonths(anchor, 2).toISOString()).toBe('2030-03-31T09:30:00.000Z');
    expect(addMonths(new Date('2032-02-29T00:00:00.000Z'), 12).toISOString()).toBe(
      '2033-02-28T00:00:00.000Z',
    );
    expect(addMonths(new Date('2030-11-15T00:00:00.000Z'), 3).toISOString()).toBe('2031-02-15T00:00:00.000Z');
  });

  test('local midnight in several zones, DST included', () => {
    expect(startOfDay('2030-03-05', 'UTC').toISOString()).toBe('2030-03-05T00:00:00.000Z');
    expect(startOfDay('2030-03-05', 'Asia/Kolkata').toISOString()).toBe('2030-03-04T18:30:00.000Z');
    expect(startOfDay('2030-07-01', 'America/Los_Angeles').toISOString()).toBe('2030-07-01T07:00:00.000Z');
    expect(startOfDay('2030-11-03', 'America/New_York').toISOString()).toBe('2030-11-03T04:00:00.000Z');
    expect(startOfDay('2030-11-04', 'America/New_York').toISOString()).toBe('2030-11-04T05:00:00.000Z');
    expect(localDate(new Date('2030-03-01T12:00:00.000Z'), 'Pacific/Kiritimati')).toBe('2030-03-02');
  });

  test('dates: parse, next, distance, long form', () => {
    expect(parseDate('2030-02-29')).toBeUndefined();
    expect(parseDate('2032-02-29')).toEqual({ year: 2032, month: 2, day: 29 });
    expect(nextDate('2030-12-31')).toBe('2031-01-01');
    expect(daysBetween('2030-03-01', '2031-03-01')).toBe(365);
    expect(
      [
        '2030-03-01',
        '2030-03-02',
        '2030-03-03',
        '2030-03-11',
        '2030-03-12',
        '2030-03-13',
        '2030-03-21',
        '2030-03-22',
        '2030-03-31',
      ].map(formatLongDate),
    ).toEqual([
      'March 1st, 2030',
      'March 2nd, 2030',
      'March 3rd, 2030',
      'March 11th, 2030',
      'March 12th, 2030',
      'March 13th, 2030',
      'March 21st, 2030',
      'March 22nd, 2030',
      'March 31st, 2030',
    ]);
    expect(canonicalTimeZone('utc')).toBe('UTC');
    expect(canonicalTimeZone('Not/AZone')).toBeUndefined();
  });
});

test('every documented test card passes Luhn', () => {
  for (const number of Object.keys(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
  expect(passesLuhn('4242424242424241')).toBe(false);
});

test('package ids: made and read by one pair of functions', () => {
  expect(packageIdFor('woomcenter', 'monthly')).toBe('woomcenter_monthly2');
  expect(packageIdFor('woomcenter', 'daypass')).toBe('woomcenter_daily');
  expect(packageIdFor('thedailymethod', 'yearly')).toBe('thedaileymethod_yearly');
  expect(parsePackageId('woomcenter_yearly2')).toEqual({ shortName: 'woomcenter', kind: 'yearly' });
  expect(parsePackageId('woomcenter_yearly')).toBeUndefined();
  expect(parsePackageId('box_burn_monthly')).toEqual({ shortName: 'box_burn', kind: 'monthly' });
  expect(parsePackageId('jetsweat_class')).toBeUndefined();
});

describe('configuration', () => {
  test('payments settings come from the environment', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      BILLING_INTERVAL_MS: '0',
    });
    expect(config).toMatchObject({
      stripeSecretKey: 'sk_test_1',
      stripePublishableKey: 'pk_test_1',
      stripeWebhookSecret: 'whsec_1',
      billingIntervalMs: 0,
    });
    expect(loadConfig({})).toMatchObject({
      stripeSecretKey: undefined,
      billingIntervalMs: DEFAULT_BILLING_INTERVAL_MS,
    });
    expect(DEFAULT_BILLING_INTERVAL_MS).toBe(60_000);
  });

  test.each(['-1', '1.5', 'soon'])('BILLING_INTERVAL_MS=%s is refused at start-up', (value) => {
    expect(() => loadConfig({ BILLING_INTERVAL_MS: value })).toThrow(
      /BILLING_INTERVAL_MS must be a whole number of milliseconds/,
    );
  });
});
