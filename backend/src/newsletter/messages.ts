import { layoutMessage, link, paragraph, type Brand } from '../mail/layout.js';
import type { MailMessage } from '../mail/mailer.js';

/** The short confirmation a new newsletter subscriber gets (once: a repeat sends nothing). */
export function newsletterWelcomeMessage(email: string, brand: Brand): MailMessage {
  return layoutMessage(
    { to: email, userId: null, brand, subject: `You're subscribed to the ${brand.name} newsletter` },
    {
      preview: `${email} will now get workouts and news from ${brand.name}.`,
      greeting: 'Hi,',
      blocks: [
        paragraph(`Thanks for signing up! ${email} will now get workouts and news from ${brand.name}.`),
        paragraph('Find classes any time at ', link(brand.siteUrl, brand.siteUrl), '.'),
        paragraph(
          "If this wasn't you, or you'd rather not hear from us, just reply to this e-mail and we'll take you off the list.",
        ),
      ],
      footer: `You get this e-mail because ${email} signed up for the ${brand.name} newsletter.`,
    },
  );
}
