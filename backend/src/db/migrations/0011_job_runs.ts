/**
 * One row per background job (billing, the live schedule, …), shared by every backend instance: the
 * instance holding the lease runs the job; the others skip it until the lease ends. A failed run is
 * tried again after a growing delay (attempts, next_run_at).
 */
export const sql = /* sql */ `
CREATE TABLE job_runs (
  name             text PRIMARY KEY,
  next_run_at      timestamptz NOT NULL,
  leased_by        text,
  leased_until     timestamptz,
  attempts         integer NOT NULL DEFAULT 0,
  last_error       text,
  last_finished_at timestamptz
);
`;
