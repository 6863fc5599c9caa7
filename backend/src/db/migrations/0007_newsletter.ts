/**
 * The footer's newsletter sign-ups: one row per address and site (a white-label studio's,
 * or the general site's with studio_id null). When a mailing service is configured
 * (NEWSLETTER_WEBHOOK_URL), each row records whether it reached it.
 */
export const sql = /* sql */ `
CREATE TABLE newsletter_subscribers (
  id              serial PRIMARY KEY,
  -- Stored trimmed and lowercased, so a repeat in other capitals is the same subscriber.
  email           text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  studio_id       integer REFERENCES studios (id),
  source          text NOT NULL CHECK (source IN ('footer')),
  created_at      timestamptz NOT NULL,
  -- The mailing service: when it accepted the subscriber; null until then (or when none is configured).
  synced_at       timestamptz,
  sync_attempts   integer NOT NULL DEFAULT 0 CHECK (sync_attempts >= 0),
  last_sync_error text CHECK (length(last_sync_error) <= 500)
);
-- One subscription per address and site: the general site's (studio null) counts as its own.
CREATE UNIQUE INDEX newsletter_subscribers_site_email ON newsletter_subscribers ((COALESCE(studio_id, 0)), email);
`;
