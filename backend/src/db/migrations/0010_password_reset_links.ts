/**
 * Password reset by a single-use link: a request stores only the SHA-256 of the link's token,
 * valid for an hour; using it sets `used_at`. The reset e-mail is the first with an HTML part,
 * which the outbox now keeps beside the text.
 */
export const sql = /* sql */ `
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX password_reset_tokens_user_id ON password_reset_tokens (user_id);

ALTER TABLE outbox_emails ADD COLUMN html_body text;
`;
