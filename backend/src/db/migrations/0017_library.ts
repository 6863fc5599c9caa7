/**
 * The on-demand library: videos and their programs, the member's favorites (videos, class types,
 * studios), playback events, viewings, progress and unlocks; workouts gain the member's time zone.
 */
export const sql = /* sql */ `
CREATE TABLE programs (
  id          serial PRIMARY KEY,
  studio_id   integer NOT NULL REFERENCES studios (id),
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '',
  -- Set on seeded programs only, so re-seeding never duplicates one.
  seed_key    text UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX programs_title ON programs (title, id);

CREATE TABLE videos (
  id                   serial PRIMARY KEY,
  studio_id            integer NOT NULL REFERENCES studios (id),
  title                text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  summary              text NOT NULL DEFAULT '',
  instructor_name      text NOT NULL CHECK (length(instructor_name) BETWEEN 1 AND 200),
  instructor_image_url text NOT NULL,
  duration_seconds     integer NOT NULL CHECK (duration_seconds BETWEEN 1 AND 36000),
  -- Heart-rate factor of the class's effort.
  mhr                  numeric(3, 2) NOT NULL CHECK (mhr BETWEEN 0.1 AND 0.9),
  -- The calorie estimate for the default profile (143 lb): minutes × mhr × kg × 0.0175 × 3.5.
  -- Stored so the calorie filter and the "highest" order use an index.
  calories             integer GENERATED ALWAYS AS
                         (round(duration_seconds / 60.0 * mhr * 64.86370891 * 0.06125)::integer) STORED,
  level                text NOT NULL CHECK (level IN ('Beginner', 'Intermediate', 'Advanced', 'Any')),
  class_types          text[] NOT NULL DEFAULT '{}',
  equipment            text[] NOT NULL DEFAULT '{}',
  body_focus           text[] NOT NULL DEFAULT '{}',
  limitations          text[] NOT NULL DEFAULT '{}',
  target_muscles       text[] NOT NULL DEFAULT '{}',
  program_id           integer REFERENCES programs (id),
  program_position     integer CHECK (program_position >= 1),
  published_at         timestamptz NOT NULL,
  -- The studios' picks: higher first in the "recommended" order.
  recommended_score    integer NOT NULL DEFAULT 0,
  -- Title, instructor and studio name, lower-cased with accents stripped: what search matches.
  search_text          text NOT NULL,
  -- Set on seeded videos only ('<seed>#<n>'), so re-seeding never duplicates one.
  seed_key             text UNIQUE,
  created_at           timestamptz NOT NULL DEFAULT now(),
  CHECK ((program_id IS NULL) = (program_position IS NULL)),
  UNIQUE (program_id, program_position)
);
-- One B-tree per order, each with the id that breaks ties, so every page is an index range.
CREATE INDEX videos_newest ON videos (published_at DESC, id DESC);
CREATE INDEX videos_duration ON videos (duration_seconds, id);
CREATE INDEX videos_calories ON videos (calories DESC, id DESC);
CREATE INDEX videos_recommended ON videos (recommended_score DESC, id DESC);
CREATE INDEX videos_studio ON videos (studio_id, id);
CREATE INDEX videos_class_types ON videos USING gin (class_types);
CREATE INDEX videos_equipment ON videos USING gin (equipment);
CREATE INDEX videos_body_focus ON videos USING gin (body_focus);
CREATE INDEX videos_limitations ON videos USING gin (limitations);
CREATE INDEX videos_target_muscles ON videos USING gin (target_muscles);

-- Workouts name a video now that there are videos; the member's own zone is kept for display.
ALTER TABLE workouts ADD CONSTRAINT workouts_video_fk FOREIGN KEY (video_id) REFERENCES videos (id);
ALTER TABLE workouts ADD COLUMN time_zone text CHECK (length(time_zone) <= 64);
CREATE INDEX workouts_user_video ON workouts (user_id, when_at, id) WHERE video_id IS NOT NULL;

CREATE TABLE favorite_videos (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id   integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, video_id)
);
CREATE INDEX favorite_videos_newest ON favorite_videos (user_id, id DESC);

CREATE TABLE favorite_class_types (
  id            serial PRIMARY KEY,
  user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_type_id integer NOT NULL REFERENCES class_types (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  UNIQUE (user_id, class_type_id)
);

CREATE TABLE favorite_studios (
  id         serial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  studio_id  integer NOT NULL REFERENCES studios (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, studio_id)
);

-- Every playback event as it came.
CREATE TABLE video_events (
  id               bigserial PRIMARY KEY,
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id         integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  session_id       uuid NOT NULL,
  event_type       text NOT NULL CHECK (event_type IN ('start', 'heartbeat', 'pause', 'seek', 'complete')),
  position_seconds numeric(10, 3) NOT NULL CHECK (position_seconds >= 0),
  device           text CHECK (length(device) <= 100),
  analytics        jsonb,
  created_at       timestamptz NOT NULL
);
CREATE INDEX video_events_session ON video_events (session_id, id);

-- One viewing (a player's session): its own watch time and whether it completed.
CREATE TABLE video_sessions (
  session_id           uuid PRIMARY KEY,
  user_id              integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id             integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  started_at           timestamptz NOT NULL,
  last_event_at        timestamptz NOT NULL,
  last_position        numeric(10, 3) NOT NULL CHECK (last_position >= 0),
  watched_seconds      numeric(12, 3) NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  playing              boolean NOT NULL,
  completed_at         timestamptz,
  completed_workout_id integer REFERENCES workouts (id) ON DELETE SET NULL
);

-- Per member and video: where to resume, the watch time of every viewing, when last watched.
CREATE TABLE video_progress (
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id         integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  position_seconds numeric(10, 3) NOT NULL CHECK (position_seconds >= 0),
  watched_seconds  numeric(12, 3) NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
  completed_at     timestamptz,
  last_watched_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, video_id)
);
CREATE INDEX video_progress_history ON video_progress (user_id, last_watched_at DESC, video_id DESC);

-- A video a member may watch for good (an on-demand credit spent on it).
CREATE TABLE video_unlocks (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  video_id   integer NOT NULL REFERENCES videos (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  source     text NOT NULL CHECK (source IN ('credit', 'gift')),
  PRIMARY KEY (user_id, video_id)
);
`;
