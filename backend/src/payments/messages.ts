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
import { formatInstant, formatLongDate } from '../shared/dates.js';
import { formatUsd } from '../shared/money.js';
import type { SubscriptionRecord } from './repository/subscriptions.js';
import { nextBilling } from './rules.js';

/** The payments e-mails: receipts, trial and renewal reminders, failed payments, endings, pauses. */

export interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

export interface CardLabel {
  brand: string;
  last4: string;
}

function message(
  user: Recipient,
  brand: Brand,
  subject: string,
  blocks: MailBlock[],
  preview?: string,
): MailMessage {
  return layoutMessage(
    { to: user.email, userId: user.id, brand, subject },
    { greeting: `Hi ${user.firstName},`, blocks, ...(preview !== undefined ? { preview } : {}) },
  );
}

const cardText = (card: CardLabel): string => `${card.brand} ending in ${card.last4}`;
const accountUrl = (brand: Brand): string => `${brand.siteUrl}/account`;
const accountLink = (brand: Brand): MailBlock =>
  paragraph('Manage your plan at ', link(accountUrl(brand), accountUrl(brand)), '.');

export function trialStartedMessage(
  user: Recipient,
  brand: Brand,
  details: {
    planName: string;
    trialEndsAt: Date;
    amountCents: number;
    card: CardLabel | null;
    endsWithTrial: boolean;
  },
): MailMessage {
  const after = details.endsWithTrial
    ? `No card is on file, so your plan ends with the trial on ${formatInstant(details.trialEndsAt)}. Add a card any time to keep it going.`
    : `On ${formatInstant(details.trialEndsAt)} your ${details.card ? cardText(details.card) : 'card'} will be charged ${formatUsd(details.amountCents)} unless you cancel before then.`;
  return message(user, brand, `Your ${brand.name} free trial has started`, [
    paragraph(`Your 7-day free trial of the ${details.planName} has started. Enjoy unlimited workouts!`),
    paragraph(after),
    accountLink(brand),
  ]);
}

export function receiptMessage(
  user: Recipient,
  brand: Brand,
  details: {
    description: string;
    amountCents: number;
    card: CardLabel;
    chargeRef: string;
    paidAt: Date;
    passDate?: string;
  },
): MailMessage {
  return message(user, brand, `Your ${brand.name} receipt`, [
    paragraph('Thank you! We received your payment.'),
    facts([
      [details.description, formatUsd(details.amountCents)],
      ...(details.passDate ? [['Day pass for', formatLongDate(details.passDate)] as const] : []),
      ['Paid with', `${cardText(details.card)} on ${formatInstant(details.paidAt)}`],
      ['Receipt number', details.chargeRef],
    ]),
    paragraph('Payments are not refundable once billed.'),
    accountLink(brand),
  ]);
}

export function trialEndingMessage(
  user: Recipient,
  brand: Brand,
  details: { planName: string; trialEndsAt: Date; amountCents: number },
): MailMessage {
  return message(user, brand, `Your ${brand.name} free trial ends in 3 days`, [
    paragraph(`Your free trial of the ${details.planName} ends on ${formatInstant(details.trialEndsAt)}.`),
    paragraph(
      `Then your card will be charged ${formatUsd(details.amountCents)} and your plan continues. To stop it, cancel in Account Settings before then.`,
    ),
    accountLink(brand),
  ]);
}

export function yearlyRenewalMessage(
  user: Recipient,
  brand: Brand,
  details: { renewsAt: Date; amountCents: number },
): MailMessage {
  return message(user, brand, `Your ${brand.name} annual plan renews in 7 days`, [
    paragraph(
      `Your annual plan renews on ${formatInstant(details.renewsAt)} for ${formatUsd(details.amountCents)}.`,
    ),
    paragraph('To stop it, cancel in Account Settings at least 24 hours before then.'),
    accountLink(brand),
  ]);
}

export function paymentFailedMessage(
  user: Recipient,
  brand: Brand,
  details: { amountCents: number; reason: string; nextRetryAt: Date },
): MailMessage {
  return message(user, brand, `We could not process your ${brand.name} payment`, [
    paragraph(
      `We tried to charge ${formatUsd(details.amountCents)} for your plan, but the payment failed: ${details.reason}`,
    ),
    paragraph(
      `Your access is paused until the payment goes through. We will try again on ${formatInstant(details.nextRetryAt)}; you can update your card in Account Settings to pay now.`,
    ),
    button('Update your card', accountUrl(brand)),
  ]);
}

export function subscriptionEndedMessage(
  user: Recipient,
  brand: Brand,
  details: { reason: 'cancelled' | 'payment_failed'; endedAt: Date },
): MailMessage {
  const why =
    details.reason === 'cancelled'
      ? `As you asked, your plan was cancelled and ended on ${formatInstant(details.endedAt)}. Nothing more will be charged.`
      : `We could not collect the payment for your plan after several attempts, so it ended on ${formatInstant(details.endedAt)}.`;
  const restart = `${brand.siteUrl}/subscription`;
  return message(user, brand, `Your ${brand.name} subscription has ended`, [
    paragraph(why),
    paragraph(
      'We would love to have you back: you can start a new plan any time at ',
      link(restart, restart),
      '.',
    ),
  ]);
}

/** A plan started with nothing charged and no trial (a 100% promo code). */
export function subscriptionConfirmedMessage(
  user: Recipient,
  brand: Brand,
  details: { planName: string; periodEnd: Date; renewalCents: number; endsAtPeriodEnd: boolean },
): MailMessage {
  const after = details.endsAtPeriodEnd
    ? `No card is on file, so your plan ends on ${formatInstant(details.periodEnd)}. Add a card in Account Settings to keep it going.`
    : details.renewalCents === 0
      ? 'It renews free of charge.'
      : `It renews on ${formatInstant(details.periodEnd)} for ${formatUsd(details.renewalCents)}.`;
  return message(user, brand, `Your ${brand.name} subscription is confirmed`, [
    paragraph(`Your ${details.planName} has started, and this period is on us. Enjoy unlimited workouts!`),
    paragraph(after),
    accountLink(brand),
  ]);
}

/**
 * The plan is paused (API.md "Lifecycle": pause stops billing and access until the member resumes;
 * resuming moves every date still ahead on by the paused time). Says how long it lasts, what stays
 * open meanwhile and how to resume.
 */
export function subscriptionPausedMessage(
  user: Recipient,
  brand: Brand,
  details: {
    planName: string;
    pausedAt: Date;
    /** Where the period (or the trial) stood when paused: the time left is kept for after the pause. */
    periodEnd: Date;
    inTrial: boolean;
  },
): MailMessage {
  const daysLeft = Math.max(
    0,
    Math.ceil((details.periodEnd.getTime() - details.pausedAt.getTime()) / (24 * 60 * 60 * 1000)),
  );
  const kept = details.inTrial ? 'of your free trial' : 'of the period you paid for';
  const days = `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
  return message(
    user,
    brand,
    `Your ${brand.name} plan is paused`,
    [
      paragraph(
        `As you asked, your ${details.planName} is paused. It stays paused until you resume it (there is no end date), and nothing is charged meanwhile.`,
      ),
      facts([
        ['Paused since', formatInstant(details.pausedAt)],
        ['Paused until', 'You resume it'],
        ['Kept for later', `${days} ${kept}`],
      ]),
      paragraph(
        'While it is paused, streaming and booking classes with your plan stop, and no payment is taken. Classes you already booked stay booked, and you can still join them. You can still pay for a single class, and a day pass still works.',
      ),
      paragraph(
        `When you resume, your plan opens again at once and the ${days} left ${kept} carry on from there: your next payment moves later by the time the plan was paused.`,
      ),
      button('Resume your plan', accountUrl(brand)),
      note('Cancelling while the plan is paused ends it at once.'),
    ],
    'Your plan stays paused until you resume it; nothing is charged meanwhile.',
  );
}

/** The plan is running again after a pause: open now, and when the next payment falls. */
export function subscriptionResumedMessage(
  user: Recipient,
  brand: Brand,
  details: {
    planName: string;
    resumedAt: Date;
    /** The next charge, moved on by the paused time; null when the plan ends instead (cancelled) or costs nothing. */
    nextBilling: { at: Date; amountCents: number } | null;
    inTrial: boolean;
  },
): MailMessage {
  const next = details.nextBilling;
  const billing =
    next === null
      ? 'No payment is due.'
      : details.inTrial
        ? `Your free trial continues until ${formatInstant(next.at)}; then your card will be charged ${formatUsd(next.amountCents)} unless you cancel before then.`
        : `Your next payment of ${formatUsd(next.amountCents)} is on ${formatInstant(next.at)}, later by the time you were paused.`;
  return message(
    user,
    brand,
    `Your ${brand.name} plan is active again`,
    [
      paragraph(
        `Welcome back! Your ${details.planName} was resumed on ${formatInstant(details.resumedAt)}: streaming and booking classes are open again.`,
      ),
      paragraph(billing),
      accountLink(brand),
    ],
    'Your plan is running again.',
  );
}

/** The notice of a pause or a resume, from the subscription as the change left it. */
export function pauseNoticeMessage(
  user: Recipient,
  brand: Brand,
  sub: SubscriptionRecord,
  now: Date,
): MailMessage {
  const planName = sub.plan === 'monthly' ? 'Monthly Plan' : 'Annual Plan';
  const inTrial = sub.periodIndex === 0;
  if (sub.status === 'paused') {
    return subscriptionPausedMessage(user, brand, {
      planName,
      pausedAt: sub.pausedAt ?? now,
      periodEnd: inTrial && sub.trialEndsAt !== null ? sub.trialEndsAt : sub.currentPeriodEnd,
      inTrial,
    });
  }
  const next = nextBilling(sub);
  return subscriptionResumedMessage(user, brand, {
    planName,
    resumedAt: now,
    nextBilling: next === null || next.amountCents === 0 ? null : next,
    inTrial,
  });
}
