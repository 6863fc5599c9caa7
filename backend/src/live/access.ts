import type { UserRecord } from '../accounts/repository.js';
import type { Queryable } from '../db/database.js';
import { membershipFor } from '../payments/membership.js';
import type { LiveClassRecord } from './repository.js';

/** What lets a member book a class without paying: being studio staff, or what their membership holds. */
export type FreeBookingGrant = 'staff' | 'subscription' | 'daypass' | 'gym_benefit';

/**
 * Who may book a live class without paying, and who may watch it ("Access rule"), and why.
 * Internal staff, and instructors of the class's studio, always; members whose membership (the one
 * access rule, payments/membership.ts) is active, not the class-only package, and either site-wide
 * (studioId null) or of the class's own studio. Null: the class must be paid for.
 */
export async function freeBookingGrant(
  db: Queryable,
  user: UserRecord,
  live: LiveClassRecord,
  now: Date,
): Promise<FreeBookingGrant | null> {
  if (user.userType === 'internal') return 'staff';
  if (user.userType === 'instructor') {
    const rows = await db.query('SELECT 1 FROM instructor_studios WHERE user_id = $1 AND studio_id = $2', [
      user.id,
      live.studioId,
    ]);
    if (rows.length > 0) return 'staff';
  }
  const { subscription } = await membershipFor(db, user, now);
  const covers =
    subscription.active &&
    !subscription.isClassOnly &&
    (subscription.studioId === null || subscription.studioId === live.studioId);
  if (!covers) return null;
  return subscription.kind === 'daypass' || subscription.kind === 'gym_benefit'
    ? subscription.kind
    : 'subscription';
}

export async function mayBookFree(
  db: Queryable,
  user: UserRecord,
  live: LiveClassRecord,
  now: Date,
): Promise<boolean> {
  return (await freeBookingGrant(db, user, live, now)) !== null;
}

/** Whether the member holds a booking of the class; one they cancelled no longer counts. */
export async function hasBooking(db: Queryable, userId: number, liveClassId: number): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM live_class_bookings WHERE user_id = $1 AND live_class_id = $2 AND cancelled_at IS NULL',
    [userId, liveClassId],
  );
  return rows.length > 0;
}

/** A booking of the class (paid or not, and not cancelled), or the right to book it free. */
export async function mayWatch(
  db: Queryable,
  user: UserRecord,
  live: LiveClassRecord,
  now: Date,
): Promise<boolean> {
  return (await hasBooking(db, user.id, live.id)) || mayBookFree(db, user, live, now);
}
