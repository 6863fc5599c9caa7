/**
 * Live class bookings, per-class payment, attendance, broadcasts and workouts, and each
 * studio's time zone (so a class can be shown at the studio's local time).
 */
export const sql = /* sql */ `
ALTER TABLE studios ADD COLUMN time_zone text NOT NULL DEFAULT 'America/New_York';

-- Promo codes may now be for live classes only.
ALTER TABLE promo_codes DROP CONSTRAINT promo_codes_applies_to_check;
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_applies_to_check
  CHECK (applies_to IN ('subscription', 'daypass', 'liveclass', 'all'));

-- A member's intent to pay for one class, priced by the server when it was created.
CREATE TABLE live_class_payments (
  id                text PRIMARY KEY CHECK (id ~ '^lcpay_[A-Za-z0-9]+$'),
  client_secret     text NOT NULL UNIQUE,
  user_id           integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  live_class_id     integer NOT NULL REFERENCES live_classes (id),
  studio_id         integer NOT NULL REFERENCES studios (id),
  list_amount_cents integer NOT NULL CHECK (list_amount_cents >= 0),
  amount_cents      integer NOT NULL CHECK (amount_cents >= 0 AND amount_cents <= list_amount_cents),
  promo_code        text REFERENCES promo_codes (code),
  status            text NOT NULL CHECK (status IN ('requires_payment', 'succeeded')),
  -- Declined attempts so far: a retry after a decline charges under a new provider key.
  declined_attempts integer NOT NULL DEFAULT 0 CHECK (declined_attempts >= 0),
  created_at        timestamptz NOT NULL,
  expires_at        timestamptz NOT NULL,
  succeeded_at      timestamptz,
  CHECK ((status = 'succeeded') = (succeeded_at IS NOT NULL))
);
CREATE INDEX live_class_payments_user ON live_class_payments (user_id, created_at DESC);

CREATE TABLE live_class_bookings (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  live_class_id integer NOT NULL REFERENCES live_classes (id),
  source        text NOT NULL CHECK (source IN ('subscription', 'payment', 'promo')),
  amount_cents  integer NOT NULL CHECK (amount_cents >= 0),
  promo_code    text REFERENCES promo_codes (code),
  payment_id    text UNIQUE REFERENCES live_class_payments (id),
  booked_at     timestamptz NOT NULL,
  UNIQUE (user_id, live_class_id),
  CHECK ((source = 'subscription') = (payment_id IS NULL))
);
CREATE INDEX live_class_bookings_class ON live_class_bookings (live_class_id);

-- Per-class payments are charges too, so they are listed with the member's receipts.
ALTER TABLE charges ADD COLUMN live_class_payment_id text REFERENCES live_class_payments (id);
ALTER TABLE charges DROP CONSTRAINT charges_kind_check;
ALTER TABLE charges DROP CONSTRAINT charges_check;
ALTER TABLE charges DROP CONSTRAINT charges_check1;
ALTER TABLE charges ADD CONSTRAINT charges_kind_check CHECK (kind IN ('subscription', 'renewal', 'daypass', 'liveclass'));
ALTER TABLE charges ADD CONSTRAINT charges_links_check CHECK (
  CASE kind
    WHEN 'daypass' THEN day_pass_id IS NOT NULL AND subscription_id IS NULL AND live_class_payment_id IS NULL
    WHEN 'liveclass' THEN live_class_payment_id IS NOT NULL AND subscription_id IS NULL AND day_pass_id IS NULL
    ELSE subscription_id IS NOT NULL AND day_pass_id IS NULL AND live_class_payment_id IS NULL
  END);

ALTER TABLE promo_redemptions ADD COLUMN live_class_booking_id integer REFERENCES live_class_bookings (id);

-- The member's calendar. Live class bookings add one; on-demand workouts come later (video_id).
CREATE TABLE workouts (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  when_at       timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'completed', 'skipped')),
  video_id      integer,
  live_class_id integer REFERENCES live_classes (id),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX workouts_user_when ON workouts (user_id, when_at, id);
CREATE UNIQUE INDEX workouts_one_per_live_class ON workouts (user_id, live_class_id) WHERE live_class_id IS NOT NULL;

CREATE TABLE live_class_attendance (
  id                          serial PRIMARY KEY,
  user_id                     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  live_class_id               integer NOT NULL REFERENCES live_classes (id),
  user_agent                  text CHECK (length(user_agent) <= 500),
  browser                     text CHECK (length(browser) <= 100),
  joined_at                   timestamptz NOT NULL,
  left_at                     timestamptz,
  camera_on                   boolean,
  camera_on_duration_seconds  integer CHECK (camera_on_duration_seconds >= 0)
);
CREATE INDEX live_class_attendance_class ON live_class_attendance (live_class_id);

-- Instructor broadcasts. A stream id is taken while its broadcast is on; ended ones are kept.
CREATE TABLE broadcasts (
  id                 serial PRIMARY KEY,
  stream_id          text NOT NULL CHECK (stream_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  live_class_id      integer NOT NULL REFERENCES live_classes (id),
  created_by_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at         timestamptz NOT NULL,
  ended_at           timestamptz
);
CREATE UNIQUE INDEX broadcasts_stream_on ON broadcasts (stream_id) WHERE ended_at IS NULL;
`;
