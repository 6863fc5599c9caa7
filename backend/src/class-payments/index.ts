import type { BookingCalendar } from '../live/calendar.js';
import type { PaymentsContext } from '../payments/context.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerClassPaymentRoutes } from './routes.js';
import { sendStudioClassNotices, STUDIO_NOTICE_CHECK_MS } from './studio-changes.js';

/**
 * A live class bought on its own: payment intents and their confirmation, and the refunds (with
 * their e-mails) when the studio cancels a class. Its own folder because it
 * joins two domains (a live class, paid through payments), which therefore never import each other.
 */
export const classPayments: BackendDomain<Omit<PaymentsContext, 'log'> & { calendar: BookingCalendar }> = {
  name: 'class-payments',
  register: (app, { db, provider, mailer, publicUrl, limiter, calendar }) =>
    registerClassPaymentRoutes(app, { db, provider, mailer, publicUrl, log: app.log, limiter }, calendar),
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
