import type { MailMessage } from './mailer.js';

/** Whose name a message carries: StreamFit's, or a white-label studio's. */
export interface Brand {
  name: string;
  /** Set for a white-label studio: its name becomes the sender's display name. */
  studioName?: string;
  siteUrl: string;
}

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

function sender(brand: Brand): Pick<MailMessage, 'senderName'> {
  return brand.studioName ? { senderName: brand.studioName } : {};
}

export function welcomeMessage(user: Recipient, brand: Brand): MailMessage {
  return {
    to: user.email,
    userId: user.id,
    ...sender(brand),
    subject: `Welcome to ${brand.name}`,
    text: [
      `Hi ${user.firstName},`,
      '',
      `Welcome to ${brand.name}! Your account for ${user.email} is ready.`,
      `Log in any time at ${brand.siteUrl}/login to stream live and on-demand classes.`,
      '',
      `See you in class,`,
      `The ${brand.name} team`,
    ].join('\n'),
  };
}

/** Text safe inside HTML elements and double-quoted attributes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The password reset e-mail: a link that sets a new password, valid for an hour and once. Nothing
 * changes until it is used, so an unwanted request can be ignored.
 */
export function passwordResetMessage(user: Recipient, link: string, brand: Brand): MailMessage {
  const intro = `Someone (we hope it was you) asked to reset the password of your ${brand.name} account, ${user.email}.`;
  const validity = 'The link is valid for one hour and can be used once.';
  const ignore = `If you did not ask for this, ignore this e-mail: your password stays the same.`;
  return {
    to: user.email,
    userId: user.id,
    ...sender(brand),
    subject: `Reset your ${brand.name} password`,
    text: [
      `Hi ${user.firstName},`,
      '',
      intro,
      'Choose a new password here:',
      '',
      `    ${link}`,
      '',
      validity,
      ignore,
      '',
      `The ${brand.name} team`,
    ].join('\n'),
    html: [
      '<!doctype html>',
      '<html lang="en"><body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1d2530;">',
      `<p>Hi ${escapeHtml(user.firstName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p>`,
      `<p>${escapeHtml(validity)}<br>${escapeHtml(ignore)}</p>`,
      `<p>The ${escapeHtml(brand.name)} team</p>`,
      '</body></html>',
    ].join('\n'),
  };
}
