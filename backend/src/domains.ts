import type { MemberAccessRule } from './accounts/access.js';
import { accounts } from './accounts/index.js';
import type { MemberJoinedHook } from './accounts/joining.js';
import { calendarSync } from './calendar-sync/index.js';
import type { CalendarSyncSettings } from './calendar-sync/settings.js';
import { classPayments } from './class-payments/index.js';
import type { Database } from './db/database.js';
import { events } from './events/index.js';
import type { RateLimiter } from './http/rate-limit.js';
import type { BookingCalendar } from './live/calendar.js';
import { library } from './library/index.js';
import { live } from './live/index.js';
import { mail } from './mail/index.js';
import type { Mailer } from './mail/mailer.js';
import { newsletter } from './newsletter/index.js';
import type { NewsletterWebhookOptions } from './newsletter/webhook.js';
import { payments } from './payments/index.js';
import type { PaymentProvider } from './payments/provider.js';
import { progress } from './progress/index.js';
import type { Secrets } from './secrets.js';
import type { BackendDomain } from './shared/domain.js';
import { sms } from './sms/index.js';
import type { TextMessageSender } from './sms/sender.js';
import { social } from './social/index.js';
import { studios } from './studios/index.js';
import type { StudioRepository } from './studios/repository.js';
import { system } from './system/index.js';
import { workouts } from './workouts/index.js';

/** The services every domain may use; buildApp makes one per app. Each domain declares the part it needs. */
export interface AppContext {
  db: Database;
  /** The build version served by /meta.json and /api/health. */
  version: string;
  mailer: Mailer;
  /** Text messages (friend invitations by phone), recorded in the outbox like mail. */
  textMessages: TextMessageSender;
  /** Every limit's counter, shared by every instance through the database. */
  limiter: RateLimiter;
  studios: StudioRepository;
  /** One provider for the payments calls and per-class payments. */
  provider: PaymentProvider;
  /** The site's base URL, for links in e-mails. */
  publicUrl: string;
  secrets: Secrets;
  /** The /api/dev routes: development only (see config.ts). */
  devRoutes: boolean;
  stripeWebhookSecret: string | undefined;
  eventsPingMs: number;
  newsletterWebhook: NewsletterWebhookOptions | undefined;
  /** Who may use what (payments decides; accounts and live show and apply it). */
  memberAccess: MemberAccessRule;
  /** What a new account sets off in its sign-up transaction (social: answered friend invitations). */
  memberJoined: MemberJoinedHook;
  /** The member's workout calendar, which booking and cancelling a live class change (workouts keeps it). */
  calendar: BookingCalendar;
  /** How often the billing job runs (ms); 0 → not on this instance. */
  billingIntervalMs: number;
  /** Where the library's video media is generated; undefined → none (its routes answer 503). */
  mediaDir: string | undefined;
  /** Google and Outlook calendar sync: the providers configured, their addresses, the token key. */
  calendarSync: CalendarSyncSettings;
}

/**
 * Every backend domain, in order: routes and jobs are registered, seeds run and, on close, each
 * domain's work under way is awaited in this order. A new domain is its folder (with an index.ts) and one line here.
 */
export const domains: ReadonlyArray<BackendDomain<AppContext>> = [
  system,
  studios,
  accounts,
  mail,
  sms,
  payments,
  events,
  live,
  classPayments,
  workouts,
  library,
  newsletter,
  calendarSync,
  social,
  progress,
];
