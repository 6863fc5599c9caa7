import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import {
  sendStudioClassNotices,
  STUDIO_NOTICE_RETRY_BASE_MS,
  studioRefundKey,
} from '../src/class-payments/studio-changes.js';
import type { Queryable } from '../src/db/database.js';
import type { ApiLiveClassBooking } from '../src/live/bookings-repository.js';
import type { ApiLiveClass } from '../src/live/present.js';
import { sendClassReminders } from '../src/live/class-mail.js';
import { OutboxMailer } from '../src/mail/mailer.js';
import { paymentUnavailable } from '../src/payments/errors.js';
import { LocalPaymentProvider } from '../src/payments/local-provider.js';
import { StripePaymentProvider } from '../src/payments/stripe-provider.js';
import type { RefundRequest, RefundResult } from '../src/payments/provider.js';
import { workoutCalendar } from '../src/workouts/booking-calendar.js';
import { MINUTE } from './support/accounts.js';
import { TEST_SECRETS, TEST_VERSION } from './support/app.js';
import { FakeStripe } from './support/fake-stripe.js';
import { icsInstant, readInvitation } from './support/ics.js';
import {
  call,
  content,
  createClass,
  failureOf,
  liveRows,
  member,
  startLiveWorld,
  type LiveWorld,
} from './support/live.js';
import { expectBrandedMail, mailsTo, theMail, type OutboxMail } from './support/mail.js';
import { cardToken, charges, subscribed } from './support/payments.js';

/**
 * The studio cancels or moves a class members booked: refunds and e-mails, sent by the background
 * job after the staff's answer, once per booking.
 */

const PUBLIC_URL = 'http://localhost:4321';
const BARI = { name: 'Bari Studio', siteUrl: 'http://baristudio.localhost:4321' };

/** The local provider, made to fail its next refunds as an unreachable provider would, and counting them. */
class FlakyProvider extends LocalPaymentProvider {
  failNext = 0;
  readonly refunds: RefundRequest[] = [];

  override async refund(ledger: Queryable, request: RefundRequest): Promise<RefundResult> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw paymentUnavailable();
    }
    this.refunds.push(request);
    return super.refund(ledger, request);
  }
}

const provider = new FlakyProvider();
let w: LiveWorld;

beforeAll(async () => {
  w = await startLiveWorld({ publicUrl: PUBLIC_URL, paymentProvider: provider });
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

beforeEach(() => {
  w.clock.current = new Date();
  provider.failNext = 0;
  provider.refunds.length = 0;
});

/** One run of the notices job, as the server runs it, with a mailer of its own on the same outbox. */
const sendNotices = (): Promise<{ done: number; failed: number }> =>
  sendStudioClassNotices(
    {
      db: w.db,
      provider,
      mail: { mailer: new OutboxMailer({ log: w.app.log }), publicUrl: PUBLIC_URL },
      calendar: workoutCalendar,
      log: w.app.log,
    },
    w.clock.now(),
  );

async function subscriber(): Promise<{ token: string; id: number; email: string }> {
  const someone = await member(w);
  await subscribed(w.app, `Bearer ${someone.token}`, {
    packageId: 'streamfit_monthly',
    token: await cardToken(w.app),
  });
  return someone;
}

async function book(token: string, live: ApiLiveClass): Promise<ApiLiveClassBooking> {
  const response = await call(w.app, 'POST', '/api/liveclass/upcoming', token, { liveClassId: live.id });
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`);
  return content<{ booking: ApiLiveClassBooking }>(response).booking;
}

async function pay(token: string, live: ApiLiveClass, coupon?: string): Promise<ApiLiveClassBooking> {
  const intent = await call(w.app, 'POST', '/api/liveclass/upcoming/payment-intent', token, {
    liveClassId: live.id,
    amount: coupon === 'FREECLASS' ? 0 : Math.round(live.price * 100),
    studioId: live.studioId,
    ...(coupon !== undefined ? { coupon } : {}),
  });
  if (intent.statusCode !== 201) throw new Error(`intent: ${intent.statusCode} ${intent.body}`);
  const { paymentIntentId, amount } = content<{ paymentIntentId: string; amount: number }>(intent);
  const response = await call(w.app, 'POST', `/api/liveclass/upcoming/${live.id}/confirmation`, token, {
    amount,
    studioId: live.studioId,
    paymentIntentId,
    ...(amount > 0 ? { token: await cardToken(w.app) } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`confirm: ${response.statusCode} ${response.body}`);
  return content<{ booking: ApiLiveClassBooking }>(response).booking;
}

const cancelClass = (id: number) => call(w.app, 'DELETE', `/api/liveclass/${id}`, w.staffToken);
const changeClass = (id: number, body: Record<string, unknown>) =>
  call(w.app, 'PATCH', `/api/liveclass/${id}`, w.staffToken, body);

const purchased = async (token: string): Promise<ApiLiveClassBooking[]> =>
  content<{ purchased: ApiLiveClassBooking[] }>(await call(w.app, 'GET', '/api/liveclass/purchased', token))
    .purchased;

const history = async (token: string): Promise<ApiLiveClassBooking[]> =>
  content<{ bookings: ApiLiveClassBooking[] }>(
    await call(w.app, 'GET', '/api/liveclass/purchased/history?limit=50', token),
  ).bookings;

const studioMails = async (email: string): Promise<OutboxMail[]> =>
  (await mailsTo(w.app, email)).filter((mail) =>
    /^(Class cancelled by the studio|New time): /.test(mail.subject),
  );

async function workoutsOf(userId: number, liveClassId: number): Promise<Date[]> {
  const rows = await w.db.query<{ when_at: Date | string }>(
    'SELECT when_at FROM workouts WHERE user_id = $1 AND live_class_id = $2',
    [userId, liveClassId],
  );
  return rows.map((row) => new Date(row.when_at));
}

async function localRefunds(): Promise<number> {
  return (await w.db.query<{ n: number }>('SELECT count(*)::int AS n FROM local_provider_refunds'))[0]!.n;
}

async function redemptions(userId: number, code: string): Promise<number> {
  const [row] = await w.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM promo_redemptions WHERE user_id = $1 AND code = $2',
    [userId, code],
  );
  return row!.n;
}

function invitationOf(mail: OutboxMail) {
  expect(mail.attachments).toHaveLength(1);
  return readInvitation(mail.attachments[0]!.content);
}

async function confirmationInvitation(email: string) {
  return invitationOf(await theMail(w.app, email, /^(You're booked|Your Bari Studio receipt): /));
}

describe('the studio cancels a booked class', () => {
  test('a paid, an included and a free booking: refund in full for the paid one, three mails with the right money, workouts gone, and a second DELETE changes nothing', async () => {
    const live = await createClass(w, { scheduledDatetime: '2035-03-06T23:00:00.000Z' });
    const payer = await member(w);
    const included = await subscriber();
    const free = await member(w);
    const paid = await pay(payer.token, live);
    await book(included.token, live);
    await pay(free.token, live, 'FREECLASS');
    const [charge] = await charges(w.app, `Bearer ${payer.token}`);
    expect(charge).toMatchObject({ amount: 12, status: 'succeeded' });
    const before = await liveRows(w.db);

    // The staff's answer writes the notices and waits on nothing else: no refund, no mail yet.
    const response = await cancelClass(live.id);
    expect(response.statusCode).toBe(200);
    expect(content<ApiLiveClass>(response).cancelledAt).toBe(w.clock.current.toISOString());
    expect(provider.refunds).toEqual([]);
    expect(await studioMails(payer.email)).toEqual([]);
    const pending = await w.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM live_class_studio_notices n JOIN live_class_bookings b ON b.id = n.booking_id WHERE b.live_class_id = $1 AND n.done_at IS NULL',
      [live.id],
    );
    expect(pending[0]!.n).toBe(3);

    w.clock.advance(MINUTE);
    expect(await sendNotices()).toEqual({ done: 3, failed: 0 });

    // One refund at the provider, with the key derived from the charge, and on the charge.
    expect(provider.refunds).toHaveLength(1);
    expect(provider.refunds[0]).toMatchObject({
      amountCents: 1200,
      idempotencyKey: studioRefundKey(charge!.id),
    });
    expect(await localRefunds()).toBe(1);
    const [refunded] = await charges(w.app, `Bearer ${payer.token}`);
    expect(refunded).toMatchObject({ id: charge!.id, status: 'refunded', refundedAmount: 12 });

    const paidMail = await theMail(w.app, payer.email, /^Class cancelled by the studio: /);
    expect(paidMail.subject).toBe('Class cancelled by the studio: Test Ride, Tue, Mar 6, 6:00 PM EST');
    expectBrandedMail(paidMail, BARI);
    expect(paidMail.text).toContain('Bari Studio cancelled Test Ride, which you had booked.');
    expect(paidMail.text).toContain(
      `Refunded in full: the $12.00 paid with Visa ending in 4242 goes back to that card (receipt number ${charge!.id})`,
    );
    expect(paidMail.text).toContain('Tuesday, March 6th, 2035, 6:00 PM – 6:45 PM EST (New York time)');
    const includedMail = await theMail(w.app, included.email, /^Class cancelled by the studio: /);
    expect(includedMail.text).toContain(
      'Nothing to refund: the class was included in your plan or day pass, so nothing was charged.',
    );
    const freeMail = await theMail(w.app, free.email, /^Class cancelled by the studio: /);
    expect(freeMail.text).toContain(
      'Nothing to refund: the class was free with code FREECLASS, which can be used again.',
    );

    // The calendar event is taken away: same UID as the invitation, a higher SEQUENCE.
    const invited = await confirmationInvitation(payer.email);
    const cancelled = invitationOf(paidMail);
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.get('UID')).toBe(invited.get('UID'));
    expect(cancelled.get('UID')).toBe(`liveclass-booking-${paid.id}@streamfit.app`);
    expect(Number(cancelled.get('SEQUENCE'))).toBeGreaterThan(Number(invited.get('SEQUENCE')));
    expect(cancelled.get('STATUS')).toBe('CANCELLED');

    // Workouts gone; the code that made the class free is usable again.
    for (const someone of [payer, included, free]) expect(await workoutsOf(someone.id, live.id)).toEqual([]);
    expect(await redemptions(free.id, 'FREECLASS')).toBe(0);
    expect(await redemptions(payer.id, 'FREECLASS')).toBe(0);

    // The bookings show the refund, in the history (the class is over for them) and nowhere else.
    const payerHistory = (await history(payer.token)).find((booking) => booking.id === paid.id);
    expect(payerHistory).toMatchObject({
      refundedAmount: 1200,
      refundedAt: w.clock.current.toISOString(),
      liveClass: { cancelledAt: expect.any(String) },
    });
    const includedHistory = (await history(included.token)).find(
      (booking) => booking.liveClassId === live.id,
    );
    expect(includedHistory).toMatchObject({ refundedAmount: null, refundedAt: null });

    // Cancelling again: the same answer, no notice, no refund, no mail.
    const afterFirst = await liveRows(w.db);
    expect(afterFirst).toMatchObject({
      outbox_emails: before['outbox_emails']! + 3,
      workouts: before['workouts']! - 3,
      promo_redemptions: before['promo_redemptions']! - 1,
      // The studio's cancellation, and each member's workout leaving their calendar.
      events: before['events']! + 4,
    });
    const again = await cancelClass(live.id);
    expect(again.statusCode).toBe(200);
    expect(await sendNotices()).toEqual({ done: 0, failed: 0 });
    expect(await liveRows(w.db)).toEqual(afterFirst);
    expect(provider.refunds).toHaveLength(1);
    expect(await studioMails(payer.email)).toHaveLength(1);
  });

  test('a provider failure is retried after a wait, and refunds once when it succeeds', async () => {
    const live = await createClass(w);
    const payer = await member(w);
    const paid = await pay(payer.token, live);
    expect((await cancelClass(live.id)).statusCode).toBe(200);
    const refundsBefore = await localRefunds();

    provider.failNext = 1;
    expect(await sendNotices()).toEqual({ done: 0, failed: 1 });
    expect(await studioMails(payer.email)).toEqual([]);
    expect(await localRefunds()).toBe(refundsBefore);
    const [waiting] = await w.db.query<{
      attempts: number;
      last_error: string;
      next_attempt_at: Date | string;
    }>(
      `SELECT n.attempts, n.last_error, n.next_attempt_at FROM live_class_studio_notices n
         JOIN live_class_bookings b ON b.id = n.booking_id WHERE b.live_class_id = $1`,
      [live.id],
    );
    expect(waiting).toMatchObject({ attempts: 1 });
    expect(waiting!.last_error).toMatch(/payment provider/i);
    expect(new Date(waiting!.next_attempt_at).getTime()).toBe(
      w.clock.current.getTime() + STUDIO_NOTICE_RETRY_BASE_MS,
    );
    const [unrefunded] = await charges(w.app, `Bearer ${payer.token}`);
    expect(unrefunded).toMatchObject({ status: 'succeeded', refundedAmount: 0 });

    // Not before its wait is over; then it goes through.
    expect(await sendNotices()).toEqual({ done: 0, failed: 0 });
    w.clock.advance(STUDIO_NOTICE_RETRY_BASE_MS);
    expect(await sendNotices()).toEqual({ done: 1, failed: 0 });
    expect(provider.refunds).toHaveLength(1);
    const [refunded] = await charges(w.app, `Bearer ${payer.token}`);
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: 12 });
    expect(await studioMails(payer.email)).toHaveLength(1);
    // The booked classes list shows the refund on the booking too.
    expect((await purchased(payer.token)).find((row) => row.id === paid.id)).toMatchObject({
      refundedAmount: 1200,
      refundedAt: w.clock.current.toISOString(),
    });
  });

  test('two backends and two direct runs racing: one refund, one mail', async () => {
    const live = await createClass(w);
    const payer = await member(w);
    await pay(payer.token, live);
    expect((await cancelClass(live.id)).statusCode).toBe(200);
    const refundsBefore = await localRefunds();

    const second: FastifyInstance = await buildApp({
      db: w.db,
      version: TEST_VERSION,
      logger: false,
      devRoutes: true,
      secrets: TEST_SECRETS,
      clock: w.clock.now,
      publicUrl: PUBLIC_URL,
      paymentProvider: provider,
    });
    try {
      await Promise.all([w.app.jobs.runDue(), second.jobs.runDue(), sendNotices(), sendNotices()]);
    } finally {
      await second.close();
    }
    expect(provider.refunds).toHaveLength(1);
    expect(await localRefunds()).toBe(refundsBefore + 1);
    expect(await studioMails(payer.email)).toHaveLength(1);
  });

  test('a member who clears the booking before the notice goes out is still refunded and told once', async () => {
    const live = await createClass(w);
    const payer = await member(w);
    const paid = await pay(payer.token, live);
    expect((await cancelClass(live.id)).statusCode).toBe(200);
    const cleared = await call(w.app, 'DELETE', `/api/liveclass/purchased/${paid.id}`, payer.token);
    expect(cleared.statusCode).toBe(200);
    const clearedMail = await theMail(w.app, payer.email, /^Booking cancelled: /);
    expect(clearedMail.text).toContain('The studio had cancelled Test Ride');
    expect(clearedMail.text).toContain('Refunded in full: the $12.00 paid with Visa ending in 4242');
    expect(clearedMail.text).not.toContain('Not refunded');

    await sendNotices();
    expect(provider.refunds).toHaveLength(1);
    expect(await studioMails(payer.email)).toHaveLength(1);
  });

  test('refused: not staff, another studio, unknown class — nothing written', async () => {
    const live = await createClass(w);
    const someone = await subscriber();
    await book(someone.token, live);
    const before = await liveRows(w.db);
    expect(
      failureOf(await call(w.app, 'DELETE', `/api/liveclass/${live.id}`, someone.token)).statusCode,
    ).toBe(403);
    expect(failureOf(await call(w.app, 'DELETE', '/api/liveclass/999999', w.staffToken)).statusCode).toBe(
      404,
    );
    expect(failureOf(await call(w.app, 'DELETE', '/api/liveclass/abc', w.staffToken)).statusCode).toBe(400);
    expect(await liveRows(w.db)).toEqual(before);
    expect(await sendNotices()).toEqual({ done: 0, failed: 0 });
  });
});

describe('the studio moves a booked class', () => {
  test('a new start: the member is mailed the new time with an updated invitation, and the workout follows', async () => {
    const live = await createClass(w, { scheduledDatetime: '2035-03-06T23:00:00.000Z' });
    const someone = await subscriber();
    const booking = await book(someone.token, live);
    expect(await workoutsOf(someone.id, live.id)).toEqual([new Date('2035-03-06T23:00:00.000Z')]);
    const workoutId = async () =>
      (
        await w.db.query<{ id: number; revision: number }>(
          'SELECT id, revision FROM workouts WHERE user_id = $1 AND live_class_id = $2',
          [someone.id, live.id],
        )
      )[0];
    const planned = await workoutId();

    const moved = await changeClass(live.id, { scheduledDatetime: '2035-03-07T15:30:00.000Z' });
    expect(moved.statusCode).toBe(200);
    expect(await studioMails(someone.email)).toEqual([]);
    expect(await sendNotices()).toEqual({ done: 1, failed: 0 });

    const mail = await theMail(w.app, someone.email, /^New time: /);
    expect(mail.subject).toBe('New time: Test Ride, Wed, Mar 7, 10:30 AM EST');
    expectBrandedMail(mail, BARI);
    expect(mail.text).toContain('Bari Studio moved Test Ride, which you have booked. It is now:');
    expect(mail.text).toContain('Wednesday, March 7th, 2035, 10:30 AM – 11:15 AM EST (New York time)');
    expect(mail.text).toContain('Tuesday, March 6th, 2035, 6:00 PM – 6:45 PM EST (New York time)');
    const invited = await confirmationInvitation(someone.email);
    const updated = invitationOf(mail);
    expect(updated.method).toBe('PUBLISH');
    expect(updated.get('UID')).toBe(invited.get('UID'));
    expect(updated.get('UID')).toBe(`liveclass-booking-${booking.id}@streamfit.app`);
    expect(Number(updated.get('SEQUENCE'))).toBeGreaterThan(Number(invited.get('SEQUENCE')));
    expect(icsInstant(updated.get('DTSTART'))).toEqual(new Date('2035-03-07T15:30:00.000Z'));
    expect(icsInstant(updated.get('DTEND'))).toEqual(new Date('2035-03-07T16:15:00.000Z'));

    expect(await workoutsOf(someone.id, live.id)).toEqual([new Date('2035-03-07T15:30:00.000Z')]);
    // The same workout, moved (its feed UID and synced calendar events stay; its revision goes up).
    const after = await workoutId();
    expect(after?.id).toBe(planned?.id);
    expect(after!.revision).toBeGreaterThan(planned!.revision);
    // The reminder is due from the new start: the class is due an hour before it, not before the old one.
    const [due] = await w.db.query<{ reminded_for: Date | null }>(
      'SELECT reminded_for FROM live_class_bookings WHERE id = $1',
      [booking.id],
    );
    expect(due!.reminded_for).toBeNull();

    // A later cancellation outranks the update in the calendar app.
    expect((await cancelClass(live.id)).statusCode).toBe(200);
    await sendNotices();
    const cancelled = invitationOf(await theMail(w.app, someone.email, /^Class cancelled by the studio: /));
    expect(Number(cancelled.get('SEQUENCE'))).toBeGreaterThan(Number(updated.get('SEQUENCE')));
  });

  test('a new length is a move too; two moves before the job runs send one mail with the latest time', async () => {
    const live = await createClass(w, { scheduledDatetime: '2035-03-06T23:00:00.000Z' });
    const someone = await subscriber();
    await book(someone.token, live);
    expect((await changeClass(live.id, { minutesDuration: 60 })).statusCode).toBe(200);
    expect((await changeClass(live.id, { scheduledDatetime: '2035-03-06T22:00:00.000Z' })).statusCode).toBe(
      200,
    );
    expect(await sendNotices()).toEqual({ done: 1, failed: 0 });
    const mails = await studioMails(someone.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Tuesday, March 6th, 2035, 5:00 PM – 6:00 PM EST (New York time)');
  });

  test('a title or description change mails nothing, and a refused change writes nothing', async () => {
    const live = await createClass(w);
    const someone = await subscriber();
    await book(someone.token, live);
    expect((await changeClass(live.id, { title: 'Renamed Ride', description: 'New text' })).statusCode).toBe(
      200,
    );
    expect(await sendNotices()).toEqual({ done: 0, failed: 0 });
    expect(await studioMails(someone.email)).toEqual([]);

    const before = await liveRows(w.db);
    const past = await changeClass(live.id, { scheduledDatetime: '2001-01-01T00:00:00.000Z' });
    expect(failureOf(past)).toMatchObject({
      statusCode: 400,
      content: 'scheduledDatetime: must be in the future',
    });
    expect(failureOf(await changeClass(live.id, { minutesDuration: -5 })).statusCode).toBe(400);
    expect(await liveRows(w.db)).toEqual(before);
    expect(await sendNotices()).toEqual({ done: 0, failed: 0 });
  });

  test('a member who cancelled before the move hears nothing', async () => {
    const live = await createClass(w);
    const someone = await subscriber();
    const booking = await book(someone.token, live);
    expect(
      (await call(w.app, 'DELETE', `/api/liveclass/purchased/${booking.id}`, someone.token)).statusCode,
    ).toBe(200);
    expect((await changeClass(live.id, { minutesDuration: 30 })).statusCode).toBe(200);
    expect(await sendNotices()).toEqual({ done: 0, failed: 0 });
    expect(await studioMails(someone.email)).toEqual([]);
  });

  test('the reminder follows the new time: none an hour before the old start, one an hour before the new', async () => {
    const live = await createClass(w, {}, 3 * 60);
    const someone = await subscriber();
    await book(someone.token, live);
    const later = new Date(w.clock.current.getTime() + 5 * 60 * MINUTE).toISOString();
    expect((await changeClass(live.id, { scheduledDatetime: later })).statusCode).toBe(200);
    await sendNotices();
    const remind = (): Promise<number> =>
      sendClassReminders(
        w.db,
        { mailer: new OutboxMailer({ log: w.app.log }), publicUrl: PUBLIC_URL },
        w.clock.now(),
        w.app.log,
      );
    const reminders = async (): Promise<OutboxMail[]> =>
      (await mailsTo(w.app, someone.email)).filter((mail) =>
        mail.subject.startsWith('Starts in about an hour'),
      );
    w.clock.advance((3 * 60 - 30) * MINUTE);
    await remind();
    expect(await reminders()).toEqual([]);
    w.clock.advance(2 * 60 * MINUTE);
    await remind();
    expect(await reminders()).toHaveLength(1);
  });
});

describe('the Stripe provider refunds a PaymentIntent', () => {
  const stripe = new FakeStripe();
  let stripeProvider: StripePaymentProvider;

  beforeAll(async () => {
    await stripe.start();
    stripeProvider = new StripePaymentProvider({
      secretKey: 'sk_test_fake',
      publishableKey: null,
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeoutMs: 5000,
    });
  });

  afterAll(async () => {
    await stripe.stop();
  });

  test("refunds.create on the charge's PaymentIntent with the key from the charge: a retry refunds once; an outage is payment_unavailable", async () => {
    const request: RefundRequest = {
      chargeRef: 'pi_paid_class',
      amountCents: 1200,
      idempotencyKey: studioRefundKey('ch_123'),
      metadata: { reason: 'studio_cancelled_class' },
      now: new Date(),
    };
    stripe.failNextRequests = 1;
    await expect(stripeProvider.refund(w.db, request)).rejects.toMatchObject({ code: 'payment_unavailable' });
    const first = await stripeProvider.refund(w.db, request);
    const again = await stripeProvider.refund(w.db, request);
    expect(first).toEqual({ providerRef: expect.stringMatching(/^re_/), amountCents: 1200 });
    expect(again).toEqual(first);
    expect(stripe.refunds).toEqual([
      {
        id: first.providerRef,
        paymentIntent: 'pi_paid_class',
        amount: 1200,
        idempotencyKey: 'studio-cancellation-refund:ch_123',
      },
    ]);
    expect(stripe.requestsTo('POST', '/v1/refunds').map((r) => r.idempotencyKey)).toEqual([
      'studio-cancellation-refund:ch_123',
      'studio-cancellation-refund:ch_123',
      'studio-cancellation-refund:ch_123',
    ]);
  });
});
