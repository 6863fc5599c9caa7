import { button, layoutMessage, note, paragraph, type Brand } from './layout.js';
import type { MailMessage } from './mailer.js';

export type { Brand } from './layout.js';

export function streamFitBrand(siteUrl: string): Brand {
  return { name: 'StreamFit', siteUrl };
}

export function studioBrand(studioName: string, siteUrl: string): Brand {
  return { name: studioName, studioName, siteUrl };
}

/**
 * Where a studio's members log in: its own white-label domain, so mail sends them back to the
 * site they joined on. When the product runs on this machine (PUBLIC_URL on localhost) that is
 * the domain's `<label>.localhost` alias on the same port; a studio without a domain uses PUBLIC_URL.
 */
export function studioSiteUrl(whitelabelDomain: string | null, publicUrl: string): string {
  if (!whitelabelDomain) return publicUrl;
  const domain = whitelabelDomain.toLowerCase().replace(/^www\./, '');
  const base = new URL(publicUrl);
  const local =
    base.hostname === 'localhost' || base.hostname === '127.0.0.1' || base.hostname.endsWith('.localhost');
  if (!local) return `https://${whitelabelDomain}`;
  const label = domain.split('.')[0] ?? domain;
  return `${base.protocol}//${label}.localhost${base.port ? `:${base.port}` : ''}`;
}

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

export function welcomeMessage(user: Recipient, brand: Brand): MailMessage {
  const login = `${brand.siteUrl}/login`;
  return layoutMessage(
    { to: user.email, userId: user.id, brand, subject: `Welcome to ${brand.name}` },
    {
      preview: `Your account for ${user.email} is ready.`,
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(`Welcome to ${brand.name}! Your account for ${user.email} is ready.`),
        paragraph('Log in any time to stream live and on-demand classes.'),
        button('Log in', login),
        paragraph('See you in class,'),
      ],
    },
  );
}

/**
 * The password reset e-mail: a link that sets a new password, valid for an hour and once. Nothing
 * changes until it is used, so an unwanted request can be ignored.
 */
export function passwordResetMessage(user: Recipient, resetLink: string, brand: Brand): MailMessage {
  return layoutMessage(
    { to: user.email, userId: user.id, brand, subject: `Reset your ${brand.name} password` },
    {
      preview: 'Choose a new password: the link is valid for one hour.',
      greeting: `Hi ${user.firstName},`,
      blocks: [
        paragraph(
          `Someone (we hope it was you) asked to reset the password of your ${brand.name} account, ${user.email}.`,
        ),
        button('Choose a new password', resetLink),
        paragraph('The link is valid for one hour and can be used once.'),
        note('If you did not ask for this, ignore this e-mail: your password stays the same.'),
      ],
    },
  );
}
