/**
 * Calendar sync: a member's connections to Google Calendar or Outlook (tokens encrypted by the
 * backend), the OAuth authorizations under way, and what the sync job put in each calendar.
 *
 * The job reconciles rather than replays: `calendar_events` holds, per connection and workout, the
 * provider's event id and the hash of what was written, and each run compares it with the workouts.
 * The workouts and live classes announce their own changes here by trigger (`change_seq`), so
 * whatever writes them (a booking, the planner, a studio moving a class, an operator's SQL) gets the
 * member's calendars synced soon, with no domain having to know about calendar sync.
 */
export const sql = /* sql */ `
CREATE TABLE calendar_connections (
  id                      serial PRIMARY KEY,
  user_id                 integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider                text NOT NULL CHECK (provider IN ('google', 'outlook')),
  state                   text NOT NULL DEFAULT 'unsynced' CHECK (state IN ('unsynced', 'syncing', 'synced', 'error')),
  -- Why it is in 'error', for the member.
  reason                  text CHECK (length(reason) <= 300),
  -- AES-256-GCM under CALENDAR_TOKEN_KEY ('v1.<iv>.<ciphertext>.<tag>'), never the token itself.
  access_token_encrypted  text NOT NULL,
  refresh_token_encrypted text,
  access_expires_at       timestamptz,
  -- Bumped by the triggers below (and by 'Sync Now'); a run brings synced_seq up to what it read.
  change_seq              bigint NOT NULL DEFAULT 1,
  synced_seq              bigint NOT NULL DEFAULT 0,
  -- A full comparison now and then, for changes no trigger sees (a video renamed, a studio's domain).
  next_check_at           timestamptz NOT NULL,
  -- Failures wait before the next try, longer each time.
  attempts                integer NOT NULL DEFAULT 0,
  next_attempt_at         timestamptz,
  -- Access was revoked (or cannot be read): nothing is tried until the member connects again.
  needs_reconnect         boolean NOT NULL DEFAULT false,
  -- The member disconnected: the job removes our events, gives the tokens back, then the row.
  disconnect_requested_at timestamptz,
  -- Which run holds the connection, until when (claimed with FOR UPDATE SKIP LOCKED).
  leased_by               text,
  leased_until            timestamptz,
  last_synced_at          timestamptz,
  connected_at            timestamptz NOT NULL,
  updated_at              timestamptz NOT NULL,
  UNIQUE (user_id, provider)
);
CREATE INDEX calendar_connections_due ON calendar_connections (next_check_at);

-- What the job put in a calendar. No foreign key to workouts: the mapping outlives a deleted
-- workout until its event is removed.
CREATE TABLE calendar_events (
  connection_id     integer NOT NULL REFERENCES calendar_connections (id) ON DELETE CASCADE,
  workout_id        integer NOT NULL,
  provider_event_id text NOT NULL CHECK (length(provider_event_id) BETWEEN 1 AND 1024),
  -- SHA-256 of what was written (start, end, summary, description, location, time zone).
  synced_hash       text NOT NULL,
  synced_at         timestamptz NOT NULL,
  PRIMARY KEY (connection_id, workout_id)
);

-- A connect under way: the state is stored hashed, the PKCE verifier encrypted; used once.
CREATE TABLE calendar_authorizations (
  state_hash             text PRIMARY KEY,
  user_id                integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider               text NOT NULL CHECK (provider IN ('google', 'outlook')),
  code_verifier_encrypted text NOT NULL,
  expires_at             timestamptz NOT NULL,
  created_at             timestamptz NOT NULL
);
CREATE INDEX calendar_authorizations_expiry ON calendar_authorizations (expires_at);

-- A scheduled workout added, changed or removed: the member's calendars are due.
CREATE FUNCTION calendar_sync_workout_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'scheduled' THEN
    UPDATE calendar_connections SET change_seq = change_seq + 1 WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'scheduled'
     AND (TG_OP = 'INSERT' OR OLD.status <> 'scheduled' OR OLD.user_id <> NEW.user_id) THEN
    UPDATE calendar_connections SET change_seq = change_seq + 1 WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER workouts_calendar_sync
  AFTER INSERT OR UPDATE OR DELETE ON workouts
  FOR EACH ROW EXECUTE FUNCTION calendar_sync_workout_changed();

-- A live class moved, renamed or cancelled: the calendars of the members who booked it are due.
CREATE FUNCTION calendar_sync_live_class_changed() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE calendar_connections SET change_seq = change_seq + 1
   WHERE user_id IN (SELECT user_id FROM workouts WHERE live_class_id = NEW.id AND status = 'scheduled');
  RETURN NULL;
END
$$;
CREATE TRIGGER live_classes_calendar_sync
  AFTER UPDATE OF scheduled_at, minutes_duration, title, description, instructor, cancelled_at, studio_id
  ON live_classes
  FOR EACH ROW
  WHEN (OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at
     OR OLD.minutes_duration IS DISTINCT FROM NEW.minutes_duration
     OR OLD.title IS DISTINCT FROM NEW.title
     OR OLD.description IS DISTINCT FROM NEW.description
     OR OLD.instructor IS DISTINCT FROM NEW.instructor
     OR OLD.cancelled_at IS DISTINCT FROM NEW.cancelled_at
     OR OLD.studio_id IS DISTINCT FROM NEW.studio_id)
  EXECUTE FUNCTION calendar_sync_live_class_changed();
`;
