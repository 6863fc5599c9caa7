/**
 * A calendar connect is finished by the member who started it, signed in, not by whoever's browser
 * the provider redirects: the redirect only keeps what came back (encrypted) under a one-time grant
 * the calendar page hands in with the member's session.
 */
export const sql = /* sql */ `
ALTER TABLE calendar_authorizations
  ADD COLUMN callback_encrypted text,
  ADD COLUMN grant_hash         text UNIQUE,
  ADD COLUMN returned_at        timestamptz;
`;
