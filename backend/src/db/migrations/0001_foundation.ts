/** Bookkeeping shared by every domain: which seed data set was last applied. */
export const sql = /* sql */ `
CREATE TABLE seed_state (
  name        text PRIMARY KEY,
  fingerprint text NOT NULL,
  applied_at  timestamptz NOT NULL DEFAULT now()
);
`;
