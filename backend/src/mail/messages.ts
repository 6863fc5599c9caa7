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

export function newPasswordMessage(user: Recipient, password: string, brand: Brand): MailMessage {
  return {
    to: user.email,
    userId: user.id,
    ...sender(brand),
    subject: `Your new ${brand.name} password`,
    text: [
      `Hi ${user.firstName},`,
      '',
      `Your ${brand.name} password was reset. Your new password is:`,
      '',
      `    ${password}`,
      '',
      `Log in at ${brand.siteUrl}/login with it. Every device that was logged in has been logged out.`,
      `If you did not ask for this, log in with the new password and contact us.`,
      '',
      `The ${brand.name} team`,
    ].join('\n'),
  };
}
