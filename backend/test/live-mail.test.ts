import type { FastifyInstance } from 'fastify';
import { STAFF_EMAIL } from '../src/accounts/seed.js';
import { buildApp } from '../src/app.js';
import type { ApiLiveClassBooking } from '../src/live/bookings-repository.js';
import { sendClassReminders } from '../src/live/class-mail.js';
import { REMINDER_LEAD_MINUTES } from '../src/live/messages.js';
import type { ApiLiveClass } from '../src/live/present.js';
import { OutboxMailer } from '../src/mail/mailer.js';
import { MINUTE } from './support/accounts.js';
import { TEST_SECRETS, TEST_VERSION } from './support/app.js';
import { icsInstant, readInvitation } from './support/ics.js';
import {
  call,
  cancelClass,
  content,
  createClass,
  member,
  startLiveWorld,
  studioId,
  type LiveWorld,
} from './support/live.js';
import { expectBrandedMail, mailsTo, theMail, type OutboxMail } from './support/mail.js';
import { cardToken, charges, subscribed, type ApiCharge } from './support/payments.js';

/** The live class e-mails: booking confirmations (with the receipt of a paid class), cancellations, reminders. */

const PUBLIC_URL = 'http://localhost:4321';
const BARI = { name: 'Bari Studio', siteUrl: 'http://baristudio.localhost:4321' };
const STREAMFIT = { name: 'StreamFit', siteUrl: PUBLIC_URL };
const HOSTILE_TITLE = '<script>alert("booked")</script> Ride & Run';

let w: LiveWorld;

beforeAll(async () => {
  w = await startLiveWorld({ publicUrl: PUBLIC_URL });
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

async function book(token: string, live: ApiLiveClass): Promise<ApiLiveClassBooking> {
  const response = await call(w.app, 'POST', '/api/liveclass/upcoming', token, { liveClassId: live.id });
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`);
  return content<{ booking: ApiLiveClassBooking }>(response).booking;
}

async function pay(
  token: string,
  live: ApiLiveClass,
  options: { coupon?: string } = {},
): Promise<ApiLiveClassBooking> {
  const intent = await call(w.app, 'POST', '/api/liveclass/upcoming/payment-intent', token, {
    liveClassId: live.id,
    amount: options.coupon === 'FREECLASS' ? 0 : Math.round(live.price * 100),
    studioId: live.studioId,
    ...(options.coupon !== undefined ? { coupon: options.coupon } : {}),
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

async function cancelBooking(token: string, bookingId: number): Promise<void> {
  const response = await call(w.app, 'DELETE', `/api/liveclass/purchased/${bookingId}`, token);
  if (response.statusCode !== 200) throw new Error(`cancel: ${response.statusCode} ${response.body}`);
}

async function subscriber(): Promise<{ token: string; id: number; email: string }> {
  const someone = await member(w);
  await subscribed(w.app, `Bearer ${someone.token}`, {
    packageId: 'streamfit_monthly',
    token: await cardToken(w.app),
  });
  return someone;
}

/** A class at a fixed instant far ahead, so its local date and time are known. */
async function classAt(iso: string, overrides: Record<string, unknown> = {}): Promise<ApiLiveClass> {
  return createClass(w, { scheduledDatetime: iso, ...overrides });
}

function calendarOf(mail: OutboxMail) {
  expect(mail.attachments).toHaveLength(1);
  const [attachment] = mail.attachments;
  return { attachment: attachment!, invitation: readInvitation(attachment!.content) };
}

const classPage = (site: string, live: ApiLiveClass): string =>
  `${site}/newplatform/live/upcoming/${live.id}`;

describe('booking confirmation', () => {
  test("a subscriber's booking: the class at the studio's time with the zone named, the join links on the site, how to cancel, and the .ics", async () => {
    const ironRow = await studioId(w.db, 'ironrow');
    // 19:00 UTC on Tuesday 16 January 2035 is 7 PM in London (GMT in winter).
    const live = await classAt('2035-01-16T19:00:00.000Z', { studioId: ironRow, title: 'Heavy Row' });
    const { token, email } = await subscriber();
    const booking = await book(token, live);

    const mail = await theMail(w.app, email, /^You're booked: /);
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe("You're booked: Heavy Row, Tue, Jan 16, 7:00 PM GMT");
    // Iron Row has no site of its own: the mail is StreamFit's, with links on the configured public address.
    expectBrandedMail(mail, STREAMFIT);
    expect(mail.from).toBe('"StreamFit" <hello@streamfit.app>');
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('Heavy Row');
      expect(part).toContain('Iron Row');
      expect(part).toContain('Jane Doe');
      expect(part).toContain('Tuesday, January 16th, 2035, 7:00 PM – 7:45 PM GMT (London time)');
      expect(part).toContain('Included in your plan');
      expect(part).toContain(`${PUBLIC_URL}/newplatform/live/upcoming`);
      expect(part).toContain(classPage(PUBLIC_URL, live));
      expect(part).toContain('Cancel the booking in My classes');
      expect(part).toContain('Cancelling costs nothing.');
    }
    expect(mail.html).toContain(`href="${PUBLIC_URL}/newplatform/live/upcoming"`);

    const { attachment, invitation } = calendarOf(mail);
    expect(attachment).toMatchObject({
      filename: 'class.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(invitation.method).toBe('PUBLISH');
    expect(invitation.get('UID')).toBe(`liveclass-booking-${booking.id}@streamfit.app`);
    expect(icsInstant(invitation.get('DTSTART')).toISOString()).toBe('2035-01-16T19:00:00.000Z');
    expect(icsInstant(invitation.get('DTEND')).toISOString()).toBe('2035-01-16T19:45:00.000Z');
    expect(icsInstant(invitation.get('DTSTAMP')).getTime()).toBe(
      w.clock.current.getTime() - (w.clock.current.getTime() % 1000),
    );
    expect(invitation.get('SUMMARY')).toBe('Heavy Row (Iron Row)');
    expect(invitation.get('LOCATION')).toBe(PUBLIC_URL);
    expect(invitation.get('URL')).toBe(classPage(PUBLIC_URL, live));
    expect(invitation.get('DESCRIPTION')).toContain(`Join: ${classPage(PUBLIC_URL, live)}`);
    expect(invitation.get('STATUS')).toBe('CONFIRMED');
    expect(invitation.get('SEQUENCE')).toBe('0');
  });

  test('a white-label studio signs it: its name, its own site, never StreamFit', async () => {
    // 22:00 UTC on 10 July 2035 is 6 PM in New York (daylight time).
    const live = await classAt('2035-07-10T22:00:00.000Z');
    const { token, email } = await subscriber();
    await book(token, live);
    const mail = await theMail(w.app, email, /^You're booked: /);
    expectBrandedMail(mail, BARI);
    expect(mail.subject).toBe("You're booked: Test Ride, Tue, Jul 10, 6:00 PM EDT");
    expect(mail.text).toContain('Tuesday, July 10th, 2035, 6:00 PM – 6:45 PM EDT (New York time)');
    expect(mail.text).toContain(classPage(BARI.siteUrl, live));
    const { invitation } = calendarOf(mail);
    expect(invitation.get('LOCATION')).toBe(BARI.siteUrl);
    expect(invitation.param('ORGANIZER', 'CN')).toBe('Bari Studio');
  });

  test('a paid class: one e-mail that is both the receipt and the confirmation', async () => {
    const live = await classAt('2035-07-11T22:00:00.000Z', { price: 12 });
    const { token, email } = await member(w);
    await pay(token, live);
    const [charge] = await charges(w.app, `Bearer ${token}`);
    const mails = await mailsTo(w.app, email);
    // The welcome, then exactly one mail for the purchase.
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Welcome to StreamFit',
      'Your Bari Studio receipt: Test Ride, Wed, Jul 11, 6:00 PM EDT',
    ]);
    const mail = mails[1]!;
    expectBrandedMail(mail, BARI);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('We received your payment');
      expect(part).toContain('Paid $12.00');
      expect(part).toContain('Visa ending in 4242');
      expect(part).toContain(`Receipt number`);
      expect(part).toContain((charge as ApiCharge).id);
      expect(part).toContain('Wednesday, July 11th, 2035, 6:00 PM – 6:45 PM EDT (New York time)');
      expect(part).toContain(classPage(BARI.siteUrl, live));
      expect(part).toContain('a paid class is not refunded');
    }
    expect(calendarOf(mail).invitation.method).toBe('PUBLISH');
  });

  test('a class made free by a promo code, booked by staff, on a day pass, with a gym benefit: each confirmed with its .ics', async () => {
    const promoClass = await classAt('2035-07-12T22:00:00.000Z', { price: 12 });
    const promoMember = await member(w);
    await pay(promoMember.token, promoClass, { coupon: 'FREECLASS' });
    const promo = await theMail(w.app, promoMember.email, /^You're booked: /);
    expect(promo.text).toContain('Free with code FREECLASS');
    expect(promo.text).toContain('Nothing is charged, and the code stays used.');
    expect(promo.text).not.toContain('receipt');
    calendarOf(promo);

    const staffClass = await classAt('2035-07-13T22:00:00.000Z');
    await book(w.staffToken, staffClass);
    const staff = (await mailsTo(w.app, STAFF_EMAIL)).filter((mail) =>
      mail.subject.startsWith("You're booked"),
    );
    expect(staff.at(-1)?.text).toContain('Booked as studio staff');
    calendarOf(staff.at(-1)!);

    // A day pass for today (UTC) holds now; the class it books may be any time.
    const passHolder = await member(w);
    const passDate = w.clock.current.toISOString().slice(0, 10);
    const pass = await call(w.app, 'POST', '/api/user/daypass/purchase', passHolder.token, {
      source: 'website',
      passDate,
      timeZone: 'UTC',
      token: await cardToken(w.app),
    });
    expect(pass.statusCode).toBe(201);
    await book(
      passHolder.token,
      await classAt('2035-07-14T22:00:00.000Z', { studioId: await studioId(w.db, 'streamfit') }),
    );
    const passMail = await theMail(w.app, passHolder.email, /^You're booked: /);
    expect(passMail.text).toContain('Included with your day pass');
    calendarOf(passMail);

    const gym = await member(w);
    await w.db.query("UPDATE users SET access_type = 'gympass' WHERE id = $1", [gym.id]);
    await book(gym.token, await classAt('2035-07-15T22:00:00.000Z'));
    const gymMail = await theMail(w.app, gym.email, /^You're booked: /);
    expect(gymMail.text).toContain('Included with your gym benefit');
    calendarOf(gymMail);
  });

  test('a hostile class title and studio name are escaped in the HTML and the .ics, and kept as written in the text', async () => {
    const [bari] = await w.db.query<{ name: string }>(
      "SELECT name FROM studios WHERE short_name = 'baristudio'",
    );
    const hostileStudio = '<img src=x onerror=alert(1)> "Bari", Studio; & Co';
    await w.db.query("UPDATE studios SET name = $1 WHERE short_name = 'baristudio'", [hostileStudio]);
    try {
      const live = await classAt('2035-07-16T22:00:00.000Z', { title: HOSTILE_TITLE });
      const { token, email } = await subscriber();
      await book(token, live);
      const mail = await theMail(w.app, email, /^You're booked: /);
      expect(mail.subject).toContain(HOSTILE_TITLE);
      expect(mail.text).toContain(HOSTILE_TITLE);
      expect(mail.text).toContain(hostileStudio);
      const html = mail.html ?? '';
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).toContain('&#60;script&#62;alert(&#34;booked&#34;)&#60;/script&#62; Ride &#38; Run');
      expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#34;Bari&#34;, Studio; &#38; Co');
      expect(mail.from).toBe('"<img src=x onerror=alert(1)> Bari, Studio; & Co" <hello@streamfit.app>');
      const { invitation } = calendarOf(mail);
      expect(invitation.get('SUMMARY')).toBe(`${HOSTILE_TITLE} (${hostileStudio})`);
      expect(invitation.param('ORGANIZER', 'CN')).toBe('<img src=x onerror=alert(1)> Bari, Studio; & Co');
    } finally {
      await w.db.query("UPDATE studios SET name = $1 WHERE short_name = 'baristudio'", [bari!.name]);
    }
  });

  test('a refused booking sends nothing', async () => {
    const live = await classAt('2035-07-17T22:00:00.000Z');
    const { token, email } = await member(w);
    const before = await mailsTo(w.app, email);
    const refused = await call(w.app, 'POST', '/api/liveclass/upcoming', token, { liveClassId: live.id });
    expect(refused.statusCode).toBe(402);
    expect(await mailsTo(w.app, email)).toEqual(before);
  });
});

describe('cancellation notice', () => {
  test('an included class: what was cancelled, nothing to refund, and the .ics that takes it off the calendar', async () => {
    const live = await classAt('2035-08-01T22:00:00.000Z');
    const { token, email } = await subscriber();
    const booking = await book(token, live);
    await cancelBooking(token, booking.id);
    const mail = await theMail(w.app, email, /^Booking cancelled: /);
    expect(mail.subject).toBe('Booking cancelled: Test Ride, Wed, Aug 1, 6:00 PM EDT');
    expectBrandedMail(mail, BARI);
    for (const part of [mail.text, mail.html ?? '']) {
      expect(part).toContain('your booking of Test Ride is cancelled');
      expect(part).toContain('Wednesday, August 1st, 2035, 6:00 PM – 6:45 PM EDT (New York time)');
      expect(part).toContain(
        'Nothing to refund: the class was included in your membership, so nothing was charged.',
      );
      expect(part).toContain(`${BARI.siteUrl}/liveschedule`);
    }
    const confirmation = calendarOf(await theMail(w.app, email, /^You're booked: /)).invitation;
    const { attachment, invitation } = calendarOf(mail);
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(invitation.method).toBe('CANCEL');
    expect(invitation.get('STATUS')).toBe('CANCELLED');
    expect(invitation.get('UID')).toBe(confirmation.get('UID'));
    expect(Number(invitation.get('SEQUENCE'))).toBeGreaterThan(Number(confirmation.get('SEQUENCE')));
    expect(invitation.get('ATTENDEE')).toBe(`mailto:${email}`);
  });

  test('a paid class: not refunded, and the mail says exactly what stays charged to which card', async () => {
    const live = await classAt('2035-08-02T22:00:00.000Z', { price: 12 });
    const { token, email } = await member(w);
    const booking = await pay(token, live);
    await cancelBooking(token, booking.id);
    const [charge] = await charges(w.app, `Bearer ${token}`);
    const mail = await theMail(w.app, email, /^Booking cancelled: /);
    expect(mail.text).toContain(
      `Not refunded: payments are not refundable once billed, so the $12.00 paid with Visa ending in 4242 on `,
    );
    expect(mail.text).toContain(`stays charged (receipt number ${(charge as ApiCharge).id}).`);
    expect(mail.text).toContain('(booking again is a new payment)');
    expect(charge).toMatchObject({ amount: 12, status: 'succeeded' });
  });

  test('a paid class support had already refunded at the provider: the mail says so, with how much and to which card', async () => {
    const live = await classAt('2035-08-05T22:00:00.000Z', { price: 12 });
    const { token, email } = await member(w);
    const booking = await pay(token, live);
    const [charge] = await charges(w.app, `Bearer ${token}`);
    // As the provider's refund webhook records it.
    await w.db.query(
      "UPDATE charges SET refunded_cents = 500, refunded_at = '2030-01-02T12:00:00Z' WHERE reference = $1",
      [(charge as ApiCharge).id],
    );
    await cancelBooking(token, booking.id);
    const mail = await theMail(w.app, email, /^Booking cancelled: /);
    expect(mail.text).toContain(
      `Not refunded by cancelling: payments are not refundable once billed. Of the $12.00 paid with Visa ending in 4242, $5.00 was already refunded to the card ending in 4242 on January 2nd, 2030; the rest stays charged (receipt number ${(charge as ApiCharge).id}).`,
    );
  });

  test('a class made free by a code: nothing to refund, and the code stays used', async () => {
    const live = await classAt('2035-08-03T22:00:00.000Z', { price: 12 });
    const { token, email } = await member(w);
    const booking = await pay(token, live, { coupon: 'FREECLASS' });
    await cancelBooking(token, booking.id);
    const mail = await theMail(w.app, email, /^Booking cancelled: /);
    expect(mail.text).toContain(
      'Nothing to refund: the class was free with code FREECLASS, which stays used.',
    );
  });

  test('a class the studio cancelled: the booking is cleared, and the mail says the studio cancelled it', async () => {
    const live = await classAt('2035-08-04T22:00:00.000Z');
    const { token, email } = await subscriber();
    const booking = await book(token, live);
    await cancelClass(w, live.id);
    await cancelBooking(token, booking.id);
    const mail = await theMail(w.app, email, /^Booking cancelled: /);
    expect(mail.text).toContain('The studio had cancelled Test Ride');
    expect(mail.text).not.toContain('book it again');
  });

  test('a refused cancellation sends nothing', async () => {
    const { token, email } = await subscriber();
    const before = await mailsTo(w.app, email);
    const response = await call(w.app, 'DELETE', '/api/liveclass/purchased/999999', token);
    expect(response.statusCode).toBe(404);
    expect(await mailsTo(w.app, email)).toEqual(before);
  });
});

describe('reminder about an hour before a class', () => {
  /** Runs the reminders as the server does, with a mailer of its own on the same outbox. */
  const remind = (): Promise<number> =>
    sendClassReminders(
      w.db,
      { mailer: new OutboxMailer({ log: w.app.log }), publicUrl: PUBLIC_URL },
      w.clock.now(),
      w.app.log,
    );
  const reminders = async (email: string): Promise<OutboxMail[]> =>
    (await mailsTo(w.app, email)).filter((mail) => mail.subject.startsWith('Starts in about an hour'));

  /** A fresh world per test: the clock moves to each class. */
  beforeEach(async () => {
    await w.t.close();
    w = await startLiveWorld({ publicUrl: PUBLIC_URL });
  }, 120_000);

  test('sent once per booking, however many backends race to send it, with the join link', async () => {
    const live = await createClass(w, {}, 3 * 60);
    const { token, email } = await subscriber();
    await book(token, live);
    // Not yet: the class is more than an hour away.
    expect(await remind()).toBe(0);
    w.clock.advance((3 * 60 - REMINDER_LEAD_MINUTES + 1) * MINUTE);

    // A second backend on the same database, running its job runner at the same moment as this one,
    // and the reminder run itself called directly (as a run past an expired lease would be).
    const second: FastifyInstance = await buildApp({
      db: w.db,
      version: TEST_VERSION,
      logger: false,
      devRoutes: true,
      secrets: TEST_SECRETS,
      clock: w.clock.now,
      publicUrl: PUBLIC_URL,
    });
    try {
      const results = await Promise.all([w.app.jobs.runDue(), second.jobs.runDue(), remind(), remind()]);
      expect(results.flat().filter((outcome) => typeof outcome !== 'number')).toContainEqual({
        job: 'live-class-reminders',
        outcome: 'succeeded',
      });
      expect(await remind()).toBe(0);
    } finally {
      await second.close();
    }

    const sent = await reminders(email);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Starts in about an hour: Test Ride');
    expectBrandedMail(mail, BARI);
    expect(mail.text).toContain('Test Ride with Jane Doe starts in about an hour.');
    expect(mail.html).toContain(`href="${classPage(BARI.siteUrl, live)}"`);
    expect(mail.text).toContain(`${BARI.siteUrl}/newplatform/live/upcoming`);
    expect(mail.attachments).toEqual([]);
  });

  test('never for a cancelled booking, a class the studio cancelled, or a class already under way', async () => {
    const cancelledBooking = await createClass(w, { title: 'Cancelled booking' }, 3 * 60);
    const studioCancelled = await createClass(w, { title: 'Studio cancelled' }, 3 * 60);
    const started = await createClass(w, { title: 'Started' }, 2 * 60);
    const { token, email } = await subscriber();
    await cancelBooking(token, (await book(token, cancelledBooking)).id);
    await book(token, studioCancelled);
    await cancelClass(w, studioCancelled.id);
    await book(token, started);

    // An hour (less a minute) before the two classes at +3 h; the one at +2 h has started.
    w.clock.advance((3 * 60 - REMINDER_LEAD_MINUTES + 1) * MINUTE);
    expect(await remind()).toBe(0);
    expect(await reminders(email)).toEqual([]);
  });

  test('a booking made within the hour gets no separate reminder: its confirmation has the link', async () => {
    const live = await createClass(w, {}, 30);
    const { token, email } = await subscriber();
    await book(token, live);
    expect(await remind()).toBe(0);
    w.clock.advance(10 * MINUTE);
    expect(await remind()).toBe(0);
    expect(await reminders(email)).toEqual([]);
    expect((await theMail(w.app, email, /^You're booked: /)).text).toContain(classPage(BARI.siteUrl, live));
  });

  test('a class the studio moves later is reminded of again at its new time', async () => {
    const live = await createClass(w, {}, 3 * 60);
    const { token, email } = await subscriber();
    await book(token, live);
    w.clock.advance((3 * 60 - REMINDER_LEAD_MINUTES + 1) * MINUTE);
    expect(await remind()).toBe(1);
    const later = new Date(w.clock.current.getTime() + 5 * 60 * MINUTE).toISOString();
    const moved = await call(w.app, 'PATCH', `/api/liveclass/${live.id}`, w.staffToken, {
      scheduledDatetime: later,
    });
    expect(moved.statusCode).toBe(200);
    expect(await remind()).toBe(0);
    w.clock.advance((5 * 60 - REMINDER_LEAD_MINUTES + 1) * MINUTE);
    expect(await remind()).toBe(1);
    expect(await reminders(email)).toHaveLength(2);
  });
});
