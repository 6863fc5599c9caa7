/**
 * When the studio cancels or moves a booked class, each booked member is told by e-mail (a paid
 * booking of a cancelled class refunded first). The notices are rows written in the same
 * transaction as the change and worked through by a background job, so the staff's request never
 * waits on the payment provider or the mail server: one notice per booking and kind of change,
 * retried with a growing wait until it is done.
 *
 * A booking's calendar invitation carries a SEQUENCE the member's calendar app compares: every
 * update or cancellation sent raises it.
 *
 * The local payment provider's refunds, by idempotency key, as its charges are.
 */
export const sql = /* sql */ `
ALTER TABLE live_class_bookings ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0;

CREATE TABLE live_class_studio_notices (
  id                        serial PRIMARY KEY,
  booking_id                integer NOT NULL REFERENCES live_class_bookings (id) ON DELETE CASCADE,
  kind                      text NOT NULL CHECK (kind IN ('cancelled', 'moved')),
  -- A move: the time the member last heard of, so the notice can say what changed.
  previous_scheduled_at     timestamptz,
  previous_minutes_duration integer,
  created_at                timestamptz NOT NULL,
  next_attempt_at           timestamptz NOT NULL,
  attempts                  integer NOT NULL DEFAULT 0,
  last_error                text,
  done_at                   timestamptz,
  CHECK ((kind = 'moved') = (previous_scheduled_at IS NOT NULL AND previous_minutes_duration IS NOT NULL))
);
-- A booking hears once that its class was cancelled, and has at most one move notice waiting
-- (a second move before it went out is told by that one: it reads the class as it is when sent).
CREATE UNIQUE INDEX live_class_studio_notices_cancelled ON live_class_studio_notices (booking_id)
  WHERE kind = 'cancelled';
CREATE UNIQUE INDEX live_class_studio_notices_moved_waiting ON live_class_studio_notices (booking_id)
  WHERE kind = 'moved' AND done_at IS NULL;
CREATE INDEX live_class_studio_notices_due ON live_class_studio_notices (next_attempt_at)
  WHERE done_at IS NULL;

CREATE TABLE local_provider_refunds (
  idempotency_key  text PRIMARY KEY,
  reference        text NOT NULL UNIQUE,
  charge_reference text NOT NULL REFERENCES local_provider_charges (reference),
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  created_at       timestamptz NOT NULL
);
`;
