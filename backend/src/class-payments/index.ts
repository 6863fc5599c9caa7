import type { MemberAccessRule } from '../accounts/access.js';
import type { BookingCalendar } from '../live/calendar.js';
import type { PaymentsContext } from '../payments/context.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerClassPaymentRoutes } from './routes.js';
import { sendStudioClassNotices, STUDIO_NOTICE_CHECK_MS } from './studio-changes.js';
import { registerVideoPurchaseRoutes } from './video-purchase.js';

/**
 * A class bought on its own. A live class: payment intents and their confirmation, and the refunds
 * (with their e-mails) when the studio cancels a class. An on-demand class: an on-demand credit
 * bought and spent on it at once. Its own folder because it joins domains (a class, paid through
 * payments) which therefore never import each other.
 */
export const classPayments: BackendDomain<
  Omit<PaymentsContext, 'log'> & { calendar: BookingCalendar; memberAccess: MemberAccessRule }
> = {
  name: 'class-payments',
  register: (app, { db, provider, mailer, publicUrl, limiter, calendar, memberAccess }) => {
    const ctx = { db, provider, mailer, publicUrl, log: app.log, limiter };
    registerClassPaymentRoutes(app, ctx, calendar);
    registerVideoPurchaseRoutes(app, ctx, memberAccess);
  },
  // When the studio cancels or moves a booked class: refunds and e-mails, once per booking, whichever instance runs it.
  jobs: (app, { db, provider, mailer, publicUrl, calendar }) => [
    {
      name: 'live-class-studio-notices',
      intervalMs: STUDIO_NOTICE_CHECK_MS,
      run: async () => {
        const { done, failed } = await sendStudioClassNotices(
          { db, provider, mail: { mailer, publicUrl }, calendar, log: app.log },
          app.clock(),
        );
        if (done > 0 || failed > 0) app.log.info({ done, failed }, "live classes: the studio's notices sent");
      },
    },
  ],
};
