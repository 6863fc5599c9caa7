import type { FastifyInstance } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { MemberRepository } from '../payments/repository/members.js';
import { IDS_MESSAGE, MAX_ID } from '../studios/schemas.js';
import { hasBooking, mayBookFree } from './access.js';
import { BookingRepository, insertBooking } from './bookings-repository.js';
import {
  alreadyBooked,
  badInput,
  BOOKING_NEEDS_PAYMENT_MESSAGE,
  checkOpen,
  notFound,
  NO_SUCH_LIVE_CLASS_ID_MESSAGE,
  paymentRequired,
} from './errors.js';
import { toApiLiveClass } from './present.js';
import { LiveClassRepository } from './repository.js';
import { bookBodySchema, publicIdsQuerySchema } from './schemas.js';

/** GET /api/liveclass/purchased starts a day back, so a class just over is still shown. */
export const PURCHASED_FROM_MS = 24 * 3_600_000;

function oneYearAfter(now: Date): Date {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later;
}

/** Booking without paying, the member's booked classes, and classes by id for any state. */
export function registerBookingRoutes(app: FastifyInstance, db: Database): void {
  const signedIn = authenticate(app, db);

  app.get<{ Querystring: { ids: string } }>(
    '/api/liveclass/public',
    { schema: { querystring: publicIdsQuerySchema } },
    async (request) => {
      const values = request.query.ids.split(',').map(Number);
      if (values.some((id) => id > MAX_ID)) throw badInput(`ids: ${IDS_MESSAGE}`);
      const found = await new LiveClassRepository(db).findByIds([...new Set(values)]);
      return ok(found.map(toApiLiveClass));
    },
  );

  app.post<{ Body: { liveClassId: number } }>(
    '/api/liveclass/upcoming',
    { schema: { body: bookBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const booking = await db.transaction(async (tx) => {
        // One booking or purchase of a member at a time (the payments lock), so checks and insert agree.
        await new MemberRepository(tx).lockMember(member.id);
        const live = await new LiveClassRepository(tx).findById(request.body.liveClassId);
        if (live === undefined) throw notFound(NO_SUCH_LIVE_CLASS_ID_MESSAGE);
        checkOpen(live, now);
        if (await hasBooking(tx, member.id, live.id)) throw alreadyBooked();
        if (!(await mayBookFree(tx, member, live, now)))
          throw paymentRequired(BOOKING_NEEDS_PAYMENT_MESSAGE, toApiLiveClass(live));
        return insertBooking(
          tx,
          member.id,
          live,
          { source: 'subscription', amountCents: 0, promoCode: null, paymentId: null },
          now,
        );
      });
      return reply.code(201).send(ok({ booking }));
    },
  );

  app.get('/api/liveclass/purchased', { preHandler: signedIn }, async (request) => {
    const { member } = memberOf(request);
    const now = app.clock();
    const purchased = await new BookingRepository(db).listForMember(
      member.id,
      new Date(now.getTime() - PURCHASED_FROM_MS),
      oneYearAfter(now),
    );
    return ok({ purchased });
  });
}
