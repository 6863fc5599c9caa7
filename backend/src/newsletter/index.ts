import type { BackendDomain } from '../shared/domain.js';
import { registerNewsletterRoutes, type NewsletterOptions } from './routes.js';
import type { NewsletterWebhookOptions } from './webhook.js';

type NewsletterContext = Omit<NewsletterOptions, 'webhook'> & {
  newsletterWebhook: NewsletterWebhookOptions | undefined;
};

/** Newsletter sign-ups, their welcome e-mail and the mailing-service webhook. */
export const newsletter: BackendDomain<NewsletterContext> = {
  name: 'newsletter',
  // The app waits for mailing-service calls still under way before it closes.
  register: (app, { db, studios, mailer, publicUrl, limiter, newsletterWebhook }) =>
    registerNewsletterRoutes(app, { db, studios, mailer, publicUrl, limiter, webhook: newsletterWebhook }),
};
