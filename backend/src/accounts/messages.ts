import { button, facts, layoutMessage, note, paragraph, type Brand } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';
import { formatInstant } from '../shared/dates.js';

/** The mail of the account page's changes: a new e-mail address, a new password. */

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

/** An instant with its time of day (UTC), for how long a link lasts. */
function instantWithTime(instant: Date): string {
  return `${formatInstant(instant)}, ${instant.toISOString().slice(11, 16)} UTC`;
}

/**
 * To the new address: the link that moves the account there, valid for a day and once. Nothing
 * changes until it is used, so a mistyped address or someone else's request can be ignored.
 */
export function emailChangeLinkMessage(
  user: Recipient,
  details: { newEmail: string; link: string; expiresAt: Date },
  brand: Brand,
): MailMessage {
  return layoutMessage(
    {
      to: details.newEmail,
      userId: user.id,
      brand,
      subject: `Confirm your new ${brand.name} e-mail address`,
    },
    {
      preview: `Confirm ${details.newEmail} for your ${brand.name} account.`,
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(
          `You asked to log in to your ${brand.name} account with ${details.newEmail} instead of ${user.email}.`,
        ),
        paragraph('Confirm the new address with this link:'),
        button('Confirm my new e-mail address', details.link),
        facts([['Link valid until', instantWithTime(details.expiresAt)]]),
        note(
          `The link works once. Until it is used your account keeps ${user.email}; if you did not ask for this, ignore this e-mail and nothing changes.`,
        ),
      ],
    },
  );
}

/** To the old address, once the change is made: where the account's mail goes now, and what to do if it was not them. */
export function emailChangedMessage(
  user: Recipient,
  details: { newEmail: string; changedAt: Date },
  brand: Brand,
): MailMessage {
  return layoutMessage(
    { to: user.email, userId: user.id, brand, subject: `Your ${brand.name} e-mail address was changed` },
    {
      preview: `Your account now uses ${details.newEmail}.`,
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(
          `The e-mail address of your ${brand.name} account was changed from ${user.email} to ${details.newEmail} on ${formatInstant(details.changedAt)}.`,
        ),
        paragraph(`From now on you log in with ${details.newEmail}, and our e-mails go there.`),
        note(
          'If you did not make this change, reply to this e-mail straight away so we can secure your account.',
        ),
      ],
    },
  );
}

/** After a password change: every other device was signed out; a reset is the way back if it was not them. */
export function passwordChangedMessage(
  user: Recipient,
  details: { changedAt: Date },
  brand: Brand,
): MailMessage {
  return layoutMessage(
    { to: user.email, userId: user.id, brand, subject: `Your ${brand.name} password was changed` },
    {
      preview: 'Your password was changed; other devices were signed out.',
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(
          `The password of your ${brand.name} account, ${user.email}, was changed on ${formatInstant(details.changedAt)}. Every other device signed in to your account was signed out.`,
        ),
        note('If you did not change it, choose a new password now and reply to this e-mail:'),
        button('Choose a new password', `${brand.siteUrl}/forgot-password`),
      ],
    },
  );
}
