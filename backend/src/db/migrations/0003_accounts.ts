/** Member accounts, sessions, log-in throttling, gym-benefit redemptions and the mail outbox. */
export const sql = /* sql */ `
CREATE TABLE users (
  id            serial PRIMARY KEY,
  -- Stored trimmed and lowercased, so uniqueness is case-insensitive.
  email         text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  password_hash text NOT NULL,
  password_salt text NOT NULL,
  studio_id     integer REFERENCES studios (id),
  account_type  text NOT NULL CHECK (account_type IN ('general', 'studio')),
  access_type   text NOT NULL DEFAULT 'standard' CHECK (access_type IN ('standard', 'gympass')),
  user_type     text NOT NULL DEFAULT 'member' CHECK (user_type IN ('member', 'internal')),
  is_customer   boolean NOT NULL DEFAULT false,
  birthday      date,
  created_at    timestamptz NOT NULL DEFAULT now(),
  -- A white-label studio's customer, and only one, belongs to a studio.
  CHECK ((account_type = 'studio') = (studio_id IS NOT NULL))
);
CREATE INDEX users_studio_id ON users (studio_id);

-- Sessions: only the SHA-256 of a token is kept, so a leaked table cannot be replayed.
CREATE TABLE auth_tokens (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user_id ON auth_tokens (user_id);

-- One row per failed log-in, keyed 'email:<address>' and 'ip:<address>'; old rows are pruned.
CREATE TABLE login_failures (
  id  bigserial PRIMARY KEY,
  key text NOT NULL,
  at  timestamptz NOT NULL
);
CREATE INDEX login_failures_key_at ON login_failures (key, at);

-- Gym-benefit invitations are single use.
CREATE TABLE gym_benefit_redemptions (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at         timestamptz NOT NULL
);

-- Every e-mail the backend sends, whatever the transport.
CREATE TABLE outbox_emails (
  id           serial PRIMARY KEY,
  to_address   text NOT NULL,
  from_address text NOT NULL,
  subject      text NOT NULL,
  text_body    text NOT NULL,
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX outbox_emails_created_at ON outbox_emails (created_at DESC, id DESC);
`;
