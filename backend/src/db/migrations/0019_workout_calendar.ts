/**
 * The member's workout calendar as a thing others keep in step with: every workout carries a
 * `revision`, raised by the database itself whenever what the workout says changes (its time, zone,
 * status or what it is), whoever changes it, so a calendar app (SEQUENCE) or a sync job comparing
 * rows never misses a change; `updated_at` is set by the writer (the app's clock).
 *
 * Passed workouts still `scheduled` are found by time alone (the auto-skip job), and each member may
 * have one private calendar feed, known by the SHA-256 of its token (the token itself is never kept).
 */
export const sql = /* sql */ `
ALTER TABLE workouts ADD COLUMN revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0);

CREATE FUNCTION bump_workout_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.when_at, NEW.status, NEW.time_zone, NEW.video_id, NEW.live_class_id, NEW.user_id)
     IS DISTINCT FROM (OLD.when_at, OLD.status, OLD.time_zone, OLD.video_id, OLD.live_class_id, OLD.user_id) THEN
    NEW.revision := OLD.revision + 1;
  ELSE
    NEW.revision := OLD.revision;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER workouts_revision
  BEFORE UPDATE ON workouts
  FOR EACH ROW EXECUTE FUNCTION bump_workout_revision();

CREATE INDEX workouts_scheduled_when ON workouts (when_at, id) WHERE status = 'scheduled';

CREATE TABLE workout_calendar_feeds (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- SHA-256 (hex) of the feed's token: the token is the credential, so only its hash is stored.
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  -- What the token is derived from (with the server's secret), so the member can be shown their URL again.
  nonce      text NOT NULL CHECK (nonce ~ '^[A-Za-z0-9_-]{22,64}$'),
  created_at timestamptz NOT NULL
);
`;
