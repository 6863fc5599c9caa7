/**
 * Live classes and domain events. Every change to something a client may be showing
 * writes an `events` row in the same transaction; GET /api/events/stream serves them in id order.
 */
export const sql = /* sql */ `
-- Domain events. Ids are handed out under an advisory lock held to commit (see events/record.ts),
-- so they become visible in id order and a reader resuming from "id > last seen" never skips one.
CREATE TABLE events (
  id                bigserial PRIMARY KEY,
  type              text NOT NULL CHECK (type ~ '^[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)+$'),
  occurred_at       timestamptz NOT NULL,
  subject_kind      text NOT NULL,
  subject_id        text NOT NULL,
  -- NULL: public; otherwise only these members may be shown the event.
  audience_user_ids integer[] NULL,
  payload           jsonb NOT NULL DEFAULT '{}'::jsonb
);

CREATE TABLE live_classes (
  id               serial PRIMARY KEY,
  studio_id        integer NOT NULL REFERENCES studios (id),
  title            text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description      text NOT NULL DEFAULT '',
  instructor       text NOT NULL CHECK (length(instructor) BETWEEN 1 AND 200),
  -- Dollars, as clients read the price; the payment intent charges price times 100 cents.
  price            numeric(10, 2) NOT NULL CHECK (price >= 0),
  scheduled_at     timestamptz NOT NULL,
  minutes_duration integer NOT NULL CHECK (minutes_duration BETWEEN 1 AND 600),
  -- Listed on the main site; false: only on the studio's own (white-label) schedule.
  is_on_jetsweat   boolean NOT NULL DEFAULT true,
  cancelled_at     timestamptz,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  -- Set on seeded classes only ('<date>#<slot>'), so re-seeding never duplicates one.
  seed_key         text UNIQUE
);
CREATE INDEX live_classes_upcoming ON live_classes (scheduled_at) WHERE cancelled_at IS NULL;
CREATE INDEX live_classes_studio ON live_classes (studio_id, scheduled_at);

-- Instructors: a user type that manages the live classes of the studios it is attached to.
-- Internal staff manage every studio's classes.
ALTER TABLE users DROP CONSTRAINT users_user_type_check;
ALTER TABLE users ADD CONSTRAINT users_user_type_check CHECK (user_type IN ('member', 'internal', 'instructor'));
CREATE TABLE instructor_studios (
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  studio_id integer NOT NULL REFERENCES studios (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, studio_id)
);
`;
