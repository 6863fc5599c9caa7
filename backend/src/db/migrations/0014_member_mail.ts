/**
 * Mail members get about their live classes. A message may carry files (a booking's calendar
 * invitation), kept with it in the outbox so what is sent later is exactly what was recorded. A
 * booking remembers the class start it was reminded of, so each booking is reminded once, and
 * again only if the studio moves the class.
 */
export const sql = /* sql */ `
ALTER TABLE outbox_emails ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE live_class_bookings ADD COLUMN reminded_for timestamptz;
`;
