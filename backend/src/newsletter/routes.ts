import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { NotFoundError } from '../http/errors.js';
import { keyFor, tryAgainIn, type Limit, type RateLimiter } from '../http/rate-limit.js';
import { normaliseEmail } from '../http/text.js';
import type { Mailer } from '../mail/mailer.js';
import { streamFitBrand, studioBrand, studioSiteUrl } from '../mail/messages.js';
import type { StudioRecord, StudioRepository } from '../studios/repository.js';
import { shortNameSchema } from '../studios/schemas.js';
import { newsletterWelcomeMessage } from './messages.js';
import { NEWSLETTER_SOURCES, NewsletterRepository, type NewsletterSource } from './repository.js';
import { NewsletterWebhook, type NewsletterWebhookOptions } from './webhook.js';

/**
 * Sign-ups are open to anyone, so they are limited (by the shared limiter): 10 an hour from one
 * client address, 5 an hour for one e-mail address.
 */
export const NEWSLETTER_PER_EMAIL: Limit = {
  prefix: 'newsletter:email:',
  limit: 5,
  windowMs: 60 * 60 * 1000,
};
export const NEWSLETTER_PER_ADDRESS: Limit = {
  prefix: 'newsletter:ip:',
  limit: 10,
  windowMs: 60 * 60 * 1000,
};

export function tooManySignUpsMessage(minutes: number): string {
  return `Too many newsletter sign-ups. ${tryAgainIn(minutes)}`;
}

export const subscribeBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string' },
    studioShortName: shortNameSchema,
    source: {
      type: 'string',
      enum: NEWSLETTER_SOURCES,
      'x-error': `must be one of: ${NEWSLETTER_SOURCES.join(', ')}`,
    },
  },
  required: ['email'],
  additionalProperties: false,
} as const;

interface SubscribeBody {
  email: string;
  studioShortName?: string;
  source?: NewsletterSource;
}

export interface NewsletterOptions {
  db: Database;
  studios: StudioRepository;
  mailer: Mailer;
  /** The site's base URL, for the link in the welcome e-mail. */
  publicUrl: string;
  /** Set → every new subscriber is also POSTed to this mailing service; unset → nothing leaves the machine. */
  webhook?: NewsletterWebhookOptions | undefined;
  limiter: RateLimiter;
}

/** What the app waits for on close: mailing-service calls still under way. */
export interface NewsletterService {
  readonly webhook: NewsletterWebhook | undefined;
  idle(): Promise<void>;
}

/** POST /api/newsletter/subscribe: the footer's newsletter form. */
export function registerNewsletterRoutes(
  app: FastifyInstance,
  options: NewsletterOptions,
): NewsletterService {
  const { db, studios, mailer, limiter } = options;
  const webhook = options.webhook
    ? new NewsletterWebhook(options.webhook, db, app.log, () => app.clock())
    : undefined;

  app.post<{ Body: SubscribeBody }>(
    '/api/newsletter/subscribe',
    { schema: { body: subscribeBodySchema } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email, 'email');
      const source = request.body.source ?? 'footer';
      const now = app.clock();
      let studio: StudioRecord | undefined;
      if (request.body.studioShortName !== undefined) {
        studio = await studios.findByShortName(request.body.studioShortName);
        if (!studio) throw new NotFoundError(`No studio with short name '${request.body.studioShortName}'.`);
      }
      // Counted once the request is one we act on: refusals above change nothing.
      await limiter.enforce(
        [keyFor(NEWSLETTER_PER_EMAIL, email), keyFor(NEWSLETTER_PER_ADDRESS, request.ip)],
        now,
        tooManySignUpsMessage,
      );

      const studioId = studio?.id ?? null;
      const outcome = await db.transaction(async (tx) => {
        const subscribers = new NewsletterRepository(tx);
        const added = await subscribers.insert({ email, studioId, source, createdAt: now });
        if (!added) return { subscriber: await subscribers.find(email, studioId), mail: undefined };
        const brand = studio
          ? studioBrand(studio.name, studioSiteUrl(studio.whitelabelDomain, options.publicUrl))
          : streamFitBrand(options.publicUrl);
        const mail = await mailer.enqueue(tx, newsletterWelcomeMessage(email, brand), now);
        return { subscriber: added, mail };
      });
      const { subscriber, mail } = outcome;
      if (mail) await mailer.deliver(mail);
      // A repeat of a sign-up the mailing service has not taken yet tries it again; never a second mail.
      if (webhook && subscriber && subscriber.syncedAt === null)
        webhook.send(subscriber, studio?.shortName ?? null);
      reply.code(mail ? 201 : 200);
      return ok({ email, alreadySubscribed: mail === undefined });
    },
  );

  return {
    webhook,
    async idle() {
      await webhook?.idle();
    },
  };
}
