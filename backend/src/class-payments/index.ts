import type { BookingCalendar } from '../live/calendar.js';
import type { PaymentsContext } from '../payments/context.js';
import type { BackendDomain } from '../shared/domain.js';
import { registerClassPaymentRoutes } from './routes.js';

/**
 * A live class bought on its own: payment intents and their confirmation. Its own folder because it
 * joins two domains (a live class, paid through payments), which therefore never import each other.
 */
export const classPayments: BackendDomain<Omit<PaymentsContext, 'log'> & { calendar: BookingCalendar }> = {
  name: 'class-payments',
  register: (app, { db, provider, mailer, publicUrl, limiter, calendar }) =>
    registerClassPaymentRoutes(app, { db, provider, mailer, publicUrl, log: app.log, limiter }, calendar),
};
