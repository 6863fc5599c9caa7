import type { MailMessage } from '../mail/mailer.js';
import type { Brand } from '../mail/messages.js';
import { formatInstant, formatLongDate } from '../shared/dates.js';
import { formatUsd } from '../shared/money.js';

/** The payments e-mails: receipts, trial and renewal reminders, failed payments, endings. */

export interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

export interface CardLabel {
  brand: string;
  last4: string;
}

function sender(brand: Brand): Pick<MailMessage, 'senderName'> {
  return brand.studioName ? { senderName: brand.studioName } : {};
}

function message(user: Recipient, brand: Brand, subject: string, lines: string[]): MailMessage {
  return {
    to: user.email,
    userId: user.id,
    ...sender(brand),
    subject,
    text: [`Hi ${user.firstName},`, '', ...lines, '', `The ${brand.name} team`].join('\n'),
  };
}

const cardText = (card: CardLabel): string => `${card.brand} ending in ${card.last4}`;
const accountLink = (brand: Brand): string => `Manage your plan at ${brand.siteUrl}/account.`;

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
    `Your 7-day free trial of the ${details.planName} has started. Enjoy unlimited workouts!`,
    after,
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
    `Thank you! We received your payment.`,
    '',
    `    ${details.description}: ${formatUsd(details.amountCents)}`,
    ...(details.passDate ? [`    Day pass for ${formatLongDate(details.passDate)}`] : []),
    `    Paid with ${cardText(details.card)} on ${formatInstant(details.paidAt)}`,
    `    Receipt number ${details.chargeRef}`,
    '',
    'Payments are not refundable once billed.',
    accountLink(brand),
  ]);
}

export function trialEndingMessage(
  user: Recipient,
  brand: Brand,
  details: { planName: string; trialEndsAt: Date; amountCents: number },
): MailMessage {
  return message(user, brand, `Your ${brand.name} free trial ends in 3 days`, [
    `Your free trial of the ${details.planName} ends on ${formatInstant(details.trialEndsAt)}.`,
    `Then your card will be charged ${formatUsd(details.amountCents)} and your plan continues. To stop it, cancel in Account Settings before then.`,
    accountLink(brand),
  ]);
}

export function yearlyRenewalMessage(
  user: Recipient,
  brand: Brand,
  details: { renewsAt: Date; amountCents: number },
): MailMessage {
  return message(user, brand, `Your ${brand.name} annual plan renews in 7 days`, [
    `Your annual plan renews on ${formatInstant(details.renewsAt)} for ${formatUsd(details.amountCents)}.`,
    'To stop it, cancel in Account Settings at least 24 hours before then.',
    accountLink(brand),
  ]);
}

export function paymentFailedMessage(
  user: Recipient,
  brand: Brand,
  details: { amountCents: number; reason: string; nextRetryAt: Date },
): MailMessage {
  return message(user, brand, `We could not process your ${brand.name} payment`, [
    `We tried to charge ${formatUsd(details.amountCents)} for your plan, but the payment failed: ${details.reason}`,
    `Your access is paused until the payment goes through. We will try again on ${formatInstant(details.nextRetryAt)}; you can update your card in Account Settings to pay now.`,
    accountLink(brand),
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
  return message(user, brand, `Your ${brand.name} subscription has ended`, [
    why,
    `We would love to have you back: you can start a new plan any time at ${brand.siteUrl}/subscription.`,
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
    `Your ${details.planName} has started, and this period is on us. Enjoy unlimited workouts!`,
    after,
    accountLink(brand),
  ]);
}
