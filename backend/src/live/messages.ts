import { calendarAttachment, type CalendarEvent, type CalendarPerson } from '../mail/calendar.js';
import {
  button,
  facts,
  layoutMessage,
  link,
  note,
  paragraph,
  type Brand,
  type MailBlock,
} from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { formatInstant, formatLongDate, localDate } from '../shared/dates.js';
import { formatUsd } from '../shared/money.js';
import { classEnd } from './errors.js';
import type { LiveClassRecord } from './repository.js';

/** The live class e-mails: the booking confirmation (with the receipt of a paid class), the reminder, the cancellation. */

/** The web's 'My classes' page: the member's booked classes, where each is joined or cancelled. */
export const MY_CLASSES_PATH = '/newplatform/live/upcoming';
/** The schedule, where a class is booked. */
export const SCHEDULE_PATH = '/liveschedule';

/** How long before its start a booked class is recalled by e-mail; the class opens for joining at the same time. */
export const REMINDER_LEAD_MINUTES = 60;

export interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

export interface CardLabel {
  brand: string;
  last4: string;
}

/** A booked class and the studio that gives it. */
export interface BookedClass {
  bookingId: number;
  live: LiveClassRecord;
  studioName: string;
}

/** What let the member book: what they hold, a promo code, a free class, or a payment. */
export type BookingAccess =
  | { kind: 'subscription' | 'daypass' | 'gym_benefit' | 'staff' }
  | { kind: 'promo'; code: string }
  | { kind: 'free' }
  | {
      kind: 'paid';
      amountCents: number;
      card: CardLabel;
      paidAt: Date;
      /** The charge's receipt number; null while the provider still processes the payment. */
      chargeRef: string | null;
    };

/**
 * What happened to the money when the member cancelled: payments are not refundable once billed, so
 * a paid booking keeps its charge; other bookings cost nothing to begin with.
 */
export type CancellationRefund =
  | {
      kind: 'kept';
      amountCents: number;
      card: CardLabel | null;
      paidAt: Date;
      chargeRef: string;
      /** The provider is still processing the payment. */
      pending: boolean;
      /** What support had already refunded of it at the provider (not this cancellation). */
      refunded: { amountCents: number; at: Date } | null;
    }
  | { kind: 'nothing_charged'; why: 'included' | 'free' | 'payment_failed' }
  | { kind: 'nothing_charged'; why: 'promo'; code: string }
  /** The studio had cancelled the class: its own notice refunds and tells the rest. */
  | { kind: 'studio_cancelled'; money: StudioCancellationMoney };

/**
 * What happened to the money of a booking whose class the studio cancelled: a payment is refunded
 * in full (and a code that lowered it can be used again), a code that made the class free can be
 * used again, and a class the member's plan or pass covered cost nothing.
 */
export type StudioCancellationMoney =
  | {
      kind: 'refunded';
      amountCents: number;
      card: CardLabel | null;
      chargeRef: string;
      /** The code that lowered the price, usable again. */
      promoCode: string | null;
    }
  | { kind: 'included' | 'free' | 'payment_failed' | 'payment_processing' }
  | { kind: 'promo'; code: string };

const cardText = (card: CardLabel): string => `${card.brand} ending in ${card.last4}`;

/** Intl writes a narrow no-break space before AM/PM; mail reads better with a plain one. */
const plain = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');

/** `New York time` for America/New_York: the zone as members name it. */
function zoneName(timeZone: string): string {
  const city = timeZone.split('/').pop() ?? timeZone;
  return `${city.replace(/_/g, ' ')} time`;
}

function zoneAbbreviation(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function clockTime(instant: Date, timeZone: string): string {
  return plain(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant),
  );
}

/**
 * When the class is, at the studio's local time with the zone named:
 * `Tuesday, March 5th, 2030, 6:00 PM – 6:45 PM EST (New York time)`.
 */
export function classWhen(live: LiveClassRecord): string {
  const { timeZone, scheduledAt } = live;
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(scheduledAt);
  const date = formatLongDate(localDate(scheduledAt, timeZone));
  const span = `${clockTime(scheduledAt, timeZone)} – ${clockTime(classEnd(live), timeZone)}`;
  return `${weekday}, ${date}, ${span} ${zoneAbbreviation(scheduledAt, timeZone)} (${zoneName(timeZone)})`;
}

/** The start alone, short, for subjects: `Tue, Mar 5, 6:00 PM EST`. */
export function classStartShort(live: LiveClassRecord): string {
  return plain(
    new Intl.DateTimeFormat('en-US', {
      timeZone: live.timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(live.scheduledAt),
  );
}

export function myClassesUrl(brand: Brand): string {
  return `${brand.siteUrl}${MY_CLASSES_PATH}`;
}

/** The class's own page, where it is joined once open. */
export function classPageUrl(brand: Brand, live: LiveClassRecord): string {
  return `${brand.siteUrl}${MY_CLASSES_PATH}/${live.id}`;
}

function accessText(access: BookingAccess): string {
  switch (access.kind) {
    case 'subscription':
      return 'Included in your plan';
    case 'daypass':
      return 'Included with your day pass';
    case 'gym_benefit':
      return 'Included with your gym benefit';
    case 'staff':
      return 'Booked as studio staff';
    case 'promo':
      return `Free with code ${access.code}`;
    case 'free':
      return 'Free class';
    case 'paid':
      return access.chargeRef === null
        ? `${formatUsd(access.amountCents)} with ${cardText(access.card)} (payment processing)`
        : `Paid ${formatUsd(access.amountCents)}`;
  }
}

function classFacts(booked: BookedClass): Array<readonly [string, string]> {
  const { live } = booked;
  return [
    ['Class', live.title],
    ['Instructor', live.instructor],
    ['Studio', booked.studioName],
    ['When', classWhen(live)],
    ['Length', `${live.minutesDuration} minutes`],
  ];
}

/** The calendar event of a booking: one per booking, so a cancellation removes exactly it. */
export function bookingEvent(
  booked: BookedClass,
  brand: Brand,
  organizer: CalendarPerson,
  stamp: Date,
  sequence: number,
): CalendarEvent {
  const { live } = booked;
  const page = classPageUrl(brand, live);
  return {
    uid: `liveclass-booking-${booked.bookingId}@streamfit.app`,
    sequence,
    start: live.scheduledAt,
    end: classEnd(live),
    stamp,
    summary: `${live.title} (${booked.studioName})`,
    description: [
      `${live.title} with ${live.instructor}, a live class from ${booked.studioName}.`,
      `Join: ${page}`,
      `My classes: ${myClassesUrl(brand)}`,
      `The class opens ${REMINDER_LEAD_MINUTES} minutes before it starts.`,
    ].join('\n'),
    location: brand.siteUrl,
    url: page,
    organizer,
  };
}

/**
 * Sent when a class is booked, however it was booked: what, when (the studio's time) and how to join
 * and cancel, with the class as a calendar invitation. For a paid class it is also the receipt, so
 * the member gets one e-mail for one purchase.
 */
export function bookingConfirmationMessage(
  user: Recipient,
  brand: Brand,
  booked: BookedClass,
  access: BookingAccess,
  calendar: { organizer: CalendarPerson; now: Date },
): MailMessage {
  const { live } = booked;
  const paid = access.kind === 'paid';
  const receipt = access.kind === 'paid' && access.chargeRef !== null ? access : null;
  const subject =
    receipt !== null
      ? `Your ${brand.name} receipt: ${live.title}, ${classStartShort(live)}`
      : `You're booked: ${live.title}, ${classStartShort(live)}`;
  const bookingRows: Array<readonly [string, string]> = [['Booking', accessText(access)]];
  if (receipt !== null) {
    bookingRows.push(
      ['Paid with', `${cardText(receipt.card)} on ${formatInstant(receipt.paidAt)}`],
      ['Receipt number', receipt.chargeRef ?? ''],
    );
  }
  const cancelRule = paid
    ? 'Payments are not refundable once billed, so a paid class is not refunded.'
    : access.kind === 'promo'
      ? 'Nothing is charged, and the code stays used.'
      : 'Cancelling costs nothing.';
  const blocks: MailBlock[] = [
    paragraph(
      receipt !== null
        ? `Thank you! We received your payment, and you're booked for ${live.title}.`
        : `You're booked for ${live.title}.`,
    ),
    facts([...classFacts(booked), ...bookingRows]),
    button('Open My classes', myClassesUrl(brand)),
    paragraph(
      `The class opens ${REMINDER_LEAD_MINUTES} minutes before it starts: join it from My classes or from its own page, `,
      link(classPageUrl(brand, live), classPageUrl(brand, live)),
      '. We will remind you about an hour before.',
    ),
    paragraph('The attached invitation (class.ics) adds the class to your calendar.'),
    paragraph(
      `Can't make it? Cancel the booking in My classes (Cancel booking) any time before the class starts. ${cancelRule}`,
    ),
  ];
  if (access.kind === 'paid' && access.chargeRef === null)
    blocks.push(note('Your card payment is still being processed; the class is booked meanwhile.'));
  return layoutMessage(
    {
      to: user.email,
      userId: user.id,
      brand,
      subject,
      attachments: [
        calendarAttachment(
          'PUBLISH',
          bookingEvent(booked, brand, calendar.organizer, calendar.now, 0),
          brand.name,
        ),
      ],
    },
    {
      preview: `${live.title}, ${classWhen(live)}.`,
      greeting: `Hi ${user.firstName},`,
      blocks,
    },
  );
}

/** About an hour before a booked class: it starts soon, and here is where to join. */
export function classReminderMessage(user: Recipient, brand: Brand, booked: BookedClass): MailMessage {
  const { live } = booked;
  return layoutMessage(
    { to: user.email, userId: user.id, brand, subject: `Starts in about an hour: ${live.title}` },
    {
      preview: `${live.title} starts at ${clockTime(live.scheduledAt, live.timeZone)}. Join from My classes.`,
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(`${live.title} with ${live.instructor} starts in about an hour.`),
        facts(classFacts(booked)),
        paragraph('The class is open: join whenever you are ready.'),
        button('Join the class', classPageUrl(brand, live)),
        paragraph(
          'You will also find it in My classes: ',
          link(myClassesUrl(brand), myClassesUrl(brand)),
          '.',
        ),
        note("Can't make it? You can still cancel the booking in My classes until the class starts."),
      ],
    },
  );
}

/** The refund outcome in one sentence, exactly as it happened. */
export function refundText(refund: CancellationRefund): string {
  switch (refund.kind) {
    case 'kept': {
      const paid = formatUsd(refund.amountCents);
      const card = refund.card === null ? '' : ` with ${cardText(refund.card)}`;
      if (refund.refunded !== null) {
        const to = refund.card === null ? 'your card' : `the card ending in ${refund.card.last4}`;
        const on = formatInstant(refund.refunded.at);
        return refund.refunded.amountCents >= refund.amountCents
          ? `Already refunded: the ${paid} paid${card} was refunded to ${to} on ${on} (receipt number ${refund.chargeRef}); cancelling changes nothing more.`
          : `Not refunded by cancelling: payments are not refundable once billed. Of the ${paid} paid${card}, ${formatUsd(refund.refunded.amountCents)} was already refunded to ${to} on ${on}; the rest stays charged (receipt number ${refund.chargeRef}).`;
      }
      return refund.pending
        ? `Not refunded: payments are not refundable once billed, so the ${paid} payment${card} still goes through.`
        : `Not refunded: payments are not refundable once billed, so the ${paid} paid${card} on ${formatInstant(refund.paidAt)} stays charged (receipt number ${refund.chargeRef}).`;
    }
    case 'studio_cancelled':
      return studioMoneyText(refund.money);
    case 'nothing_charged':
      switch (refund.why) {
        case 'included':
          return 'Nothing to refund: the class was included in your membership, so nothing was charged.';
        case 'free':
          return 'Nothing to refund: the class was free.';
        case 'payment_failed':
          return 'Nothing to refund: the payment for this class did not go through, so nothing was charged.';
        case 'promo':
          return `Nothing to refund: the class was free with code ${refund.code}, which stays used.`;
      }
  }
}

/** A studio cancellation's money, in one sentence, as it happened. */
export function studioMoneyText(money: StudioCancellationMoney): string {
  switch (money.kind) {
    case 'refunded': {
      const card = money.card === null ? '' : ` with ${cardText(money.card)}`;
      const to = money.card === null ? 'your card' : 'that card';
      const code = money.promoCode === null ? '' : ` Code ${money.promoCode} can be used again.`;
      return `Refunded in full: the ${formatUsd(money.amountCents)} paid${card} goes back to ${to} (receipt number ${money.chargeRef}); your bank may take 5 to 10 business days to show it.${code}`;
    }
    case 'payment_processing':
      return 'Refunded in full: your payment for this class is still being processed, and it is refunded as soon as it goes through.';
    case 'included':
      return 'Nothing to refund: the class was included in your plan or day pass, so nothing was charged.';
    case 'free':
      return 'Nothing to refund: the class was free.';
    case 'payment_failed':
      return 'Nothing to refund: the payment for this class did not go through, so nothing was charged.';
    case 'promo':
      return `Nothing to refund: the class was free with code ${money.code}, which can be used again.`;
  }
}

/** The calendar invitation's fields a later update or cancellation must carry: same UID, a higher SEQUENCE. */
export interface CalendarUpdate {
  organizer: CalendarPerson;
  now: Date;
  /** The booking's SEQUENCE after this change. */
  sequence: number;
}

/**
 * The studio cancelled a class the member had booked: that it is off, what happened to their money,
 * and the calendar event taken away.
 */
export function studioCancelledMessage(
  user: Recipient,
  brand: Brand,
  booked: BookedClass,
  money: StudioCancellationMoney,
  calendar: CalendarUpdate,
): MailMessage {
  const { live } = booked;
  const schedule = `${brand.siteUrl}${SCHEDULE_PATH}`;
  return layoutMessage(
    {
      to: user.email,
      userId: user.id,
      brand,
      subject: `Class cancelled by the studio: ${live.title}, ${classStartShort(live)}`,
      attachments: [
        calendarAttachment(
          'CANCEL',
          {
            ...bookingEvent(booked, brand, calendar.organizer, calendar.now, calendar.sequence),
            attendee: { name: user.firstName, address: user.email },
          },
          brand.name,
        ),
      ],
    },
    {
      preview: `${booked.studioName} cancelled ${live.title}. ${studioMoneyText(money)}`,
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(
          `We're sorry: ${booked.studioName} cancelled ${live.title}, which you had booked. The class will not take place.`,
        ),
        facts(classFacts(booked)),
        paragraph(studioMoneyText(money)),
        paragraph('Find another class on the schedule: ', link(schedule, schedule), '.'),
        note('The attached file (class.ics) takes the class off your calendar app too.'),
      ],
    },
  );
}

/**
 * The studio moved a class the member had booked (its start or its length): the new time at the
 * studio's, the old one, and the calendar event updated in place.
 */
export function classMovedMessage(
  user: Recipient,
  brand: Brand,
  booked: BookedClass,
  previous: { scheduledAt: Date; minutesDuration: number },
  calendar: CalendarUpdate,
): MailMessage {
  const { live } = booked;
  const was = classWhen({ ...live, ...previous });
  return layoutMessage(
    {
      to: user.email,
      userId: user.id,
      brand,
      subject: `New time: ${live.title}, ${classStartShort(live)}`,
      attachments: [
        calendarAttachment(
          'PUBLISH',
          bookingEvent(booked, brand, calendar.organizer, calendar.now, calendar.sequence),
          brand.name,
        ),
      ],
    },
    {
      preview: `${live.title} is now ${classWhen(live)}.`,
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(`${booked.studioName} moved ${live.title}, which you have booked. It is now:`),
        paragraph(classWhen(live)),
        facts([...classFacts(booked), ['Was', was]]),
        paragraph(
          'Your booking stays as it is, and the attached invitation (class.ics) moves the class in your calendar app. We will remind you about an hour before the new time.',
        ),
        button('Open My classes', myClassesUrl(brand)),
        paragraph(
          "Can't make the new time? Cancel the booking in My classes (Cancel booking) any time before the class starts.",
        ),
      ],
    },
  );
}

/** The member cancelled a booking: what is gone, what happened to the money, and the calendar event taken away. */
export function bookingCancelledMessage(
  user: Recipient,
  brand: Brand,
  booked: BookedClass,
  refund: CancellationRefund,
  calendar: CalendarUpdate,
): MailMessage {
  const { live } = booked;
  const studioCancelled = live.cancelledAt !== null;
  const schedule = `${brand.siteUrl}${SCHEDULE_PATH}`;
  const blocks: MailBlock[] = [
    paragraph(
      studioCancelled
        ? `The studio had cancelled ${live.title}, and your booking of it is now cleared from My classes.`
        : `As you asked, your booking of ${live.title} is cancelled, and the class is off your calendar.`,
    ),
    facts([...classFacts(booked), ['Cancelled on', formatInstant(calendar.now)]]),
    paragraph(refundText(refund)),
  ];
  if (!studioCancelled) {
    blocks.push(
      paragraph(
        'Changed your mind? Until the class ends you can book it again from the schedule: ',
        link(schedule, schedule),
        refund.kind === 'kept' ? ' (booking again is a new payment).' : '.',
      ),
    );
  }
  blocks.push(note('The attached file (class.ics) takes the class off your calendar app too.'));
  return layoutMessage(
    {
      to: user.email,
      userId: user.id,
      brand,
      subject: `Booking cancelled: ${live.title}, ${classStartShort(live)}`,
      attachments: [
        calendarAttachment(
          'CANCEL',
          {
            ...bookingEvent(booked, brand, calendar.organizer, calendar.now, calendar.sequence),
            attendee: { name: user.firstName, address: user.email },
          },
          brand.name,
        ),
      ],
    },
    {
      preview: refundText(refund),
      greeting: `Hi ${user.firstName},`,
      blocks,
    },
  );
}
