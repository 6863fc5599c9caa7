/**
 * Friends, invitations, direct messages and the text-message outbox.
 *
 * A friendship is one row per pair of members whatever the direction it was asked in: the unique
 * index on the ordered pair refuses a second request to the same member, and a request back to a
 * member who already asked, atomically (two racing requests: one commits, the other is refused).
 * A request is pending until the addressee accepts it (`accepted_at`); declining, cancelling and
 * removing delete the row, so the two may ask again later.
 *
 * An invitation (by e-mail or text message) keeps only the SHA-256 of its sign-up token. Signing up
 * with the token, or with the invited e-mail address, makes the inviter and the new member friends.
 */
export const sql = /* sql */ `
CREATE TABLE friendships (
  id           serial PRIMARY KEY,
  requester_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  addressee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  accepted_at  timestamptz,
  CHECK (requester_id <> addressee_id)
);
CREATE UNIQUE INDEX friendships_one_per_pair
  ON friendships (LEAST(requester_id, addressee_id), GREATEST(requester_id, addressee_id));
CREATE INDEX friendships_requester ON friendships (requester_id);
CREATE INDEX friendships_addressee ON friendships (addressee_id);

CREATE TABLE friend_invitations (
  id          serial PRIMARY KEY,
  inviter_id  integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Exactly one of the two: a normalised e-mail address or an E.164 number.
  email       text CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  phone       text CHECK (phone ~ '^\\+[1-9][0-9]{6,14}$'),
  token_hash  text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL,
  accepted_by integer REFERENCES users (id) ON DELETE CASCADE,
  accepted_at timestamptz,
  CHECK ((email IS NULL) <> (phone IS NULL)),
  CHECK ((accepted_by IS NULL) = (accepted_at IS NULL))
);
CREATE INDEX friend_invitations_inviter ON friend_invitations (inviter_id, created_at);
CREATE INDEX friend_invitations_open_email ON friend_invitations (email) WHERE accepted_at IS NULL;

CREATE TABLE direct_messages (
  id           serial PRIMARY KEY,
  sender_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recipient_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text         text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  sent_at      timestamptz NOT NULL,
  read_at      timestamptz,
  CHECK (sender_id <> recipient_id)
);
CREATE INDEX direct_messages_conversation
  ON direct_messages (LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id), id DESC);
CREATE INDEX direct_messages_unread ON direct_messages (recipient_id, sender_id) WHERE read_at IS NULL;

-- Every text message the backend sends, whatever the transport (as outbox_emails for mail).
CREATE TABLE outbox_text_messages (
  id         serial PRIMARY KEY,
  to_number  text NOT NULL CHECK (to_number ~ '^\\+[1-9][0-9]{6,14}$'),
  text_body  text NOT NULL,
  user_id    integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_text_messages_created_at ON outbox_text_messages (created_at DESC, id DESC);

-- What a start's seed has done once, so a later start never redoes what a member since undid.
CREATE TABLE seed_marks (
  name      text PRIMARY KEY,
  seeded_at timestamptz NOT NULL
);
`;
