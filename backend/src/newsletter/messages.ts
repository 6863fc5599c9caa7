import type { MailMessage } from '../mail/mailer.js';
import type { Brand } from '../mail/messages.js';

/** The short confirmation a new newsletter subscriber gets (once: a repeat sends nothing). */
export function newsletterWelcomeMessage(email: string, brand: Brand): MailMessage {
  return {
    to: email,
    userId: null,
    ...(brand.studioName ? { senderName: brand.studioName } : {}),
    subject: `You're subscribed to the ${brand.name} newsletter`,
    text: [
      'Hi,',
      '',
      `Thanks for signing up! ${email} will now get workouts and news from ${brand.name}.`,
      `Find classes any time at ${brand.siteUrl}.`,
      '',
      `If this wasn't you, or you'd rather not hear from us, just reply to this e-mail and we'll take you off the list.`,
      '',
      `The ${brand.name} team`,
    ].join('\n'),
  };
}
