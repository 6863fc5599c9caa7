/**
 * A member may cancel their own booking of a live class before it starts. The booking is kept,
 * marked cancelled (what was paid stays paid: payments are not refundable once billed, and the
 * charge and any promo redemption still point at it), and the member may book the class again, so
 * a member has at most one booking of a class that is not cancelled.
 */
export const sql = /* sql */ `
ALTER TABLE live_class_bookings ADD COLUMN cancelled_at timestamptz;
ALTER TABLE live_class_bookings DROP CONSTRAINT live_class_bookings_user_id_live_class_id_key;
CREATE UNIQUE INDEX live_class_bookings_one_per_member ON live_class_bookings (user_id, live_class_id)
  WHERE cancelled_at IS NULL;
`;
