import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import type { Mailer, OutboxEmail } from '../mail/mailer.js';
import { streamFitBrand, studioBrand, studioSiteUrl, type Brand } from '../mail/messages.js';
import { StudioRepository } from '../studios/repository.js';
import {
  bookingCancelledMessage,
  bookingConfirmationMessage,
  classMovedMessage,
  classReminderMessage,
  studioCancelledMessage,
  REMINDER_LEAD_MINUTES,
  type BookedClass,
  type BookingAccess,
  type CancellationRefund,
  type Recipient,
  type StudioCancellationMoney,
} from './messages.js';
import { LiveClassRepository, type LiveClassRecord } from './repository.js';

/**
 * Recording the live class e-mails, each inside the transaction of the change it reports (a booking,
 * a cancellation, a reminder marked sent), so mail and data always agree; the caller delivers after
 * the commit.
 */

/** What the live class e-mails need from the app: the outbox, and the site's address for links. */
export interface ClassMail {
  mailer: Mailer;
  publicUrl: string;
}

/** The class's studio, and whose brand its mail carries: a white-label studio's own, else StreamFit's. */
export async function studioOfClass(
  tx: Queryable,
  live: LiveClassRecord,
  publicUrl: string,
): Promise<{ studioName: string; brand: Brand }> {
  const [studio] = await new StudioRepository(tx).findByIds([live.studioId]);
  if (studio === undefined) throw new Error(`No studio ${live.studioId}`);
  const brand =
    studio.whitelabelDomain === null
      ? streamFitBrand(publicUrl)
      : studioBrand(studio.name, studioSiteUrl(studio.whitelabelDomain, publicUrl));
  return { studioName: studio.name, brand };
}

async function booked(
  tx: Queryable,
  mail: ClassMail,
  bookingId: number,
  live: LiveClassRecord,
): Promise<{ brand: Brand; booking: BookedClass }> {
  const { studioName, brand } = await studioOfClass(tx, live, mail.publicUrl);
  return { brand, booking: { bookingId, live, studioName } };
}

function organizer(mail: ClassMail, brand: Brand): { name: string; address: string } {
  return { name: brand.name, address: mail.mailer.senderAddress };
}

/** Every kind of booking gets one: what was booked, how to join and cancel, and the calendar invitation. */
export async function enqueueBookingConfirmation(
  tx: Queryable,
  mail: ClassMail,
  user: Recipient,
  bookingId: number,
  live: LiveClassRecord,
  access: BookingAccess,
  now: Date,
): Promise<OutboxEmail> {
  const { brand, booking } = await booked(tx, mail, bookingId, live);
  const message = bookingConfirmationMessage(user, brand, booking, access, {
    organizer: organizer(mail, brand),
    now,
  });
  return mail.mailer.enqueue(tx, message, now);
}

export async function enqueueBookingCancelled(
  tx: Queryable,
  mail: ClassMail,
  user: Recipient,
  bookingId: number,
  live: LiveClassRecord,
  refund: CancellationRefund,
  now: Date,
): Promise<OutboxEmail> {
  const { brand, booking } = await booked(tx, mail, bookingId, live);
  const message = bookingCancelledMessage(user, brand, booking, refund, {
    organizer: organizer(mail, brand),
    now,
    sequence: await nextCalendarSequence(tx, bookingId),
  });
  return mail.mailer.enqueue(tx, message, now);
}

/**
 * Raises the booking's calendar SEQUENCE for a change about to be sent, and returns it: each update
 * or cancellation of the member's calendar event outranks every earlier one.
 */
export async function nextCalendarSequence(tx: Queryable, bookingId: number): Promise<number> {
  const [row] = await tx.query<{ calendar_sequence: number }>(
    'UPDATE live_class_bookings SET calendar_sequence = calendar_sequence + 1 WHERE id = $1 RETURNING calendar_sequence',
    [bookingId],
  );
  if (row === undefined) throw new Error(`Booking ${bookingId} vanished`);
  return row.calendar_sequence;
}

/** The studio cancelled the class: told to each member who had booked it, with what happened to their money. */
export async function enqueueStudioCancelled(
  tx: Queryable,
  mail: ClassMail,
  user: Recipient,
  bookingId: number,
  live: LiveClassRecord,
  money: StudioCancellationMoney,
  now: Date,
): Promise<OutboxEmail> {
  const { brand, booking } = await booked(tx, mail, bookingId, live);
  const message = studioCancelledMessage(user, brand, booking, money, {
    organizer: organizer(mail, brand),
    now,
    sequence: await nextCalendarSequence(tx, bookingId),
  });
  return mail.mailer.enqueue(tx, message, now);
}

/** The studio moved the class: the new time, told to each member who has booked it. */
export async function enqueueClassMoved(
  tx: Queryable,
  mail: ClassMail,
  user: Recipient,
  bookingId: number,
  live: LiveClassRecord,
  previous: { scheduledAt: Date; minutesDuration: number },
  now: Date,
): Promise<OutboxEmail> {
  const { brand, booking } = await booked(tx, mail, bookingId, live);
  const message = classMovedMessage(user, brand, booking, previous, {
    organizer: organizer(mail, brand),
    now,
    sequence: await nextCalendarSequence(tx, bookingId),
  });
  return mail.mailer.enqueue(tx, message, now);
}

/** How often the reminder job looks for classes about to start. */
export const REMINDER_CHECK_MS = 60_000;

/** How many reminders one run sends at most (a backlog is caught up over the next runs). */
const MAX_REMINDERS_PER_RUN = 500;

/**
 * The next booking due a reminder at `now`, locked: not cancelled, of a class not cancelled that
 * starts within the lead time and has not started, booked before that window opened (a booking made
 * later was just confirmed by e-mail, with the same link), and not yet reminded of this start time.
 * SKIP LOCKED: a booking another run is reminding right now is left to it.
 */
const DUE_REMINDER = `
  SELECT b.id, b.user_id, b.live_class_id FROM live_class_bookings b
    JOIN live_classes l ON l.id = b.live_class_id
  WHERE b.cancelled_at IS NULL AND l.cancelled_at IS NULL
    AND l.scheduled_at > $1
    AND l.scheduled_at <= $1::timestamptz + make_interval(mins => ${REMINDER_LEAD_MINUTES})
    AND b.booked_at <= l.scheduled_at - make_interval(mins => ${REMINDER_LEAD_MINUTES})
    AND b.reminded_for IS DISTINCT FROM l.scheduled_at
    AND NOT (b.id = ANY($2::int[]))
  ORDER BY l.scheduled_at, b.id
  LIMIT 1
  FOR UPDATE OF b SKIP LOCKED`;

/**
 * Reminds every booking due at `now`, one transaction each: the booking is marked reminded of its
 * class's start in the same transaction that records the e-mail, so however many runs race (several
 * backends, a retried run) each booking is reminded once, and a booking cancelled meanwhile never.
 * Returns how many were sent.
 */
export async function sendClassReminders(
  db: Database,
  mail: ClassMail,
  now: Date,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<number> {
  let sent = 0;
  // Bookings whose reminder failed this run: tried again next run, never in a loop.
  const skipped: number[] = [];
  for (let step = 0; step < MAX_REMINDERS_PER_RUN; step += 1) {
    let claimed: number | undefined;
    let email: OutboxEmail | undefined;
    try {
      email = await db.transaction(async (tx) => {
        const [due] = await tx.query<{ id: number; user_id: number; live_class_id: number }>(DUE_REMINDER, [
          now,
          skipped,
        ]);
        if (due === undefined) return undefined;
        claimed = due.id;
        const live = await new LiveClassRepository(tx).findById(due.live_class_id);
        const [user] = await tx.query<{ id: number; email: string; first_name: string }>(
          'SELECT id, email, first_name FROM users WHERE id = $1',
          [due.user_id],
        );
        if (live === undefined || user === undefined)
          throw new Error(`Booking ${due.id} lost its class or member`);
        await tx.query('UPDATE live_class_bookings SET reminded_for = $2 WHERE id = $1', [
          due.id,
          live.scheduledAt,
        ]);
        const { brand, booking } = await booked(tx, mail, due.id, live);
        const recipient = { id: user.id, email: user.email, firstName: user.first_name };
        return mail.mailer.enqueue(tx, classReminderMessage(recipient, brand, booking), now);
      });
    } catch (error) {
      if (claimed === undefined) throw error;
      log.error({ err: error, bookingId: claimed }, 'live class reminder failed; tried again next run');
      skipped.push(claimed);
      continue;
    }
    if (email === undefined) break;
    await mail.mailer.deliver(email);
    sent += 1;
  }
  return sent;
}
