/**
 * One table for every limit's counts (log-in, password reset, newsletter, sign-up, payments, …),
 * which the log-in failures table already was in all but name: renamed, so counts recorded before
 * keep counting.
 */
export const sql = /* sql */ `
ALTER TABLE login_failures RENAME TO rate_limit_hits;
ALTER INDEX login_failures_pkey RENAME TO rate_limit_hits_pkey;
ALTER INDEX login_failures_key_at RENAME TO rate_limit_hits_key_at;
ALTER SEQUENCE login_failures_id_seq RENAME TO rate_limit_hits_id_seq;
`;
