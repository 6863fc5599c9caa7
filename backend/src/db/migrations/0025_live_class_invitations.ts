/**
 * Inviting a friend to a live class the member booked. The invitation arrives as a direct message
 * in the two members' conversation; the message names the class (`direct_messages.live_class_id`),
 * so every client can link it to the class's page. One invitation per inviter, class and friend:
 * the unique index refuses a second one atomically, and the message written with it goes too.
 */
export const sql = /* sql */ `
ALTER TABLE direct_messages ADD COLUMN live_class_id integer REFERENCES live_classes (id);

CREATE TABLE live_class_invitations (
  id            serial PRIMARY KEY,
  live_class_id integer NOT NULL REFERENCES live_classes (id),
  inviter_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invitee_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  message_id    integer NOT NULL UNIQUE REFERENCES direct_messages (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  UNIQUE (live_class_id, inviter_id, invitee_id),
  CHECK (inviter_id <> invitee_id)
);
CREATE INDEX live_class_invitations_inviter ON live_class_invitations (inviter_id, created_at);

-- Which friends booked a class: the bookings of many classes at once, by class.
CREATE INDEX live_class_bookings_class_user ON live_class_bookings (live_class_id, user_id) WHERE cancelled_at IS NULL;
`;
