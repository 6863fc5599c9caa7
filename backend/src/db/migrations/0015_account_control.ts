/**
 * Members' control of their account:
 * - a new e-mail address takes effect only through a link mailed to it: the request stores the
 *   SHA-256 of the link's token, the address and an expiry; using the link sets `used_at`;
 * - a switch between the monthly and annual plans waits for the next renewal: the subscription
 *   keeps the plan it switches to and what that plan will cost, and `anchor_period` says which
 *   paid period the billing anchor starts (periods before a switch ran on the old plan's interval);
 * - a charge refunded at the payment provider (by support) records how much and when.
 */
export const sql = /* sql */ `
CREATE TABLE email_change_requests (
  token_hash text PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email  text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  CHECK (expires_at > created_at)
);
CREATE INDEX email_change_requests_user_id ON email_change_requests (user_id);

ALTER TABLE subscriptions ADD COLUMN anchor_period integer NOT NULL DEFAULT 0 CHECK (anchor_period >= 0);
ALTER TABLE subscriptions ADD COLUMN scheduled_package_id text;
ALTER TABLE subscriptions ADD COLUMN scheduled_plan text CHECK (scheduled_plan IN ('monthly', 'yearly'));
ALTER TABLE subscriptions ADD COLUMN scheduled_price_cents integer CHECK (scheduled_price_cents >= 0);
ALTER TABLE subscriptions ADD COLUMN scheduled_renewal_price_cents integer CHECK (scheduled_renewal_price_cents >= 0);
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_scheduled_plan_whole CHECK (
  (scheduled_package_id IS NULL) = (scheduled_plan IS NULL)
  AND (scheduled_plan IS NULL) = (scheduled_price_cents IS NULL)
  AND (scheduled_plan IS NULL) = (scheduled_renewal_price_cents IS NULL)
);

ALTER TABLE charges ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0);
ALTER TABLE charges ADD COLUMN refunded_at timestamptz;
ALTER TABLE charges ADD CONSTRAINT charges_refund_within_amount CHECK (refunded_cents <= amount_cents);
`;
