/**
 * Payments: cards, card tokens, subscriptions, charges, day passes, promo codes,
 * products, idempotent purchases and Stripe webhook bookkeeping. Money is integer cents.
 */
export const sql = /* sql */ `
-- The member's account at a payment provider (a Stripe Customer; the local provider's stand-in).
CREATE TABLE payment_customers (
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider     text NOT NULL CHECK (provider IN ('local', 'stripe')),
  customer_ref text NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, provider)
);

-- Saved cards. Never the number: the provider's reference and what a member needs to recognise it.
CREATE TABLE payment_sources (
  id           text PRIMARY KEY CHECK (id ~ '^card_[A-Za-z0-9]{8,64}$'),
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider     text NOT NULL CHECK (provider IN ('local', 'stripe')),
  provider_ref text NOT NULL,
  brand        text NOT NULL,
  last4        text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month    integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year     integer NOT NULL CHECK (exp_year BETWEEN 2000 AND 2199),
  fingerprint  text,
  created_at   timestamptz NOT NULL,
  removed_at   timestamptz
);
CREATE INDEX payment_sources_user_id ON payment_sources (user_id, created_at DESC) WHERE removed_at IS NULL;

-- The local provider's card tokens: single use, 15 minutes, in the database so any instance redeems them.
CREATE TABLE card_tokens (
  token_hash   text PRIMARY KEY,
  card_id      text NOT NULL UNIQUE,
  provider_ref text NOT NULL,
  brand        text NOT NULL,
  last4        text NOT NULL,
  exp_month    integer NOT NULL,
  exp_year     integer NOT NULL,
  fingerprint  text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  used_by      integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX card_tokens_expires_at ON card_tokens (expires_at);

-- What the local provider "charged", by idempotency key: a repeated key returns the recorded result.
CREATE TABLE local_provider_charges (
  idempotency_key text PRIMARY KEY,
  reference       text NOT NULL UNIQUE,
  payment_method  text NOT NULL,
  amount_cents    integer NOT NULL CHECK (amount_cents > 0),
  currency        text NOT NULL,
  status          text NOT NULL CHECK (status IN ('succeeded', 'declined')),
  failure_message text,
  created_at      timestamptz NOT NULL
);

CREATE TABLE promo_codes (
  -- Stored upper case; codes are matched case-insensitively.
  code             text PRIMARY KEY CHECK (code = upper(code) AND code ~ '^[A-Z0-9_-]{1,40}$'),
  percent_off      integer CHECK (percent_off BETWEEN 1 AND 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  duration         text NOT NULL CHECK (duration IN ('once', 'forever')),
  applies_to       text NOT NULL CHECK (applies_to IN ('subscription', 'daypass', 'all')),
  expires_at       timestamptz,
  max_redemptions  integer CHECK (max_redemptions > 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- Exactly one kind of discount.
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL))
);

CREATE TABLE subscriptions (
  id                    serial PRIMARY KEY,
  -- Our reference for clients (what they call stripeSubscriptionId).
  reference             text NOT NULL UNIQUE CHECK (reference ~ '^sub_[A-Za-z0-9]+$'),
  user_id               integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  package_id            text NOT NULL,
  studio_id             integer NOT NULL REFERENCES studios (id),
  plan                  text NOT NULL CHECK (plan IN ('monthly', 'yearly')),
  price_cents           integer NOT NULL CHECK (price_cents >= 0),
  -- What each renewal costs: the price, or the discounted price under a 'forever' promo.
  renewal_price_cents   integer NOT NULL CHECK (renewal_price_cents >= 0),
  status                text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'paused', 'canceled', 'expired')),
  source                text NOT NULL,
  provider              text NOT NULL CHECK (provider IN ('local', 'stripe')),
  card_id               text REFERENCES payment_sources (id),
  promo_code            text REFERENCES promo_codes (code),
  started_at            timestamptz NOT NULL,
  trial_ends_at         timestamptz,
  -- Paid period n runs from anchor + (n-1) intervals to anchor + n intervals; period 0 is the trial.
  billing_anchor_at     timestamptz NOT NULL,
  period_index          integer NOT NULL CHECK (period_index >= 0),
  current_period_start  timestamptz NOT NULL,
  current_period_end    timestamptz NOT NULL,
  cancel_at_period_end  boolean NOT NULL DEFAULT false,
  cancelled_at          timestamptz,
  ended_at              timestamptz,
  paused_at             timestamptz,
  failed_attempts       integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  first_failed_at       timestamptz,
  next_retry_at         timestamptz,
  -- Notices go out once: the trial reminder once, the yearly reminder once per period.
  trial_notice_sent     boolean NOT NULL DEFAULT false,
  renewal_notice_period integer,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  CHECK ((status = 'paused') = (paused_at IS NOT NULL)),
  CHECK ((status = 'past_due') = (next_retry_at IS NOT NULL))
);
-- A member has at most one current subscription (a cancelled one counts until it ends).
CREATE UNIQUE INDEX subscriptions_one_current ON subscriptions (user_id)
  WHERE status IN ('trialing', 'active', 'past_due', 'paused');
CREATE INDEX subscriptions_user_id ON subscriptions (user_id, created_at DESC);
-- The billing job's scan: only subscriptions that can still have something due.
CREATE INDEX subscriptions_billing ON subscriptions (id) WHERE status IN ('trialing', 'active', 'past_due');

CREATE TABLE day_passes (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  studio_id   integer NOT NULL REFERENCES studios (id),
  pass_date   date NOT NULL,
  time_zone   text NOT NULL,
  starts_at   timestamptz NOT NULL,
  ends_at     timestamptz NOT NULL CHECK (ends_at > starts_at),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  promo_code  text REFERENCES promo_codes (code),
  source      text NOT NULL,
  -- Set when a charge that was still pending fails afterwards (Stripe webhook).
  revoked_at  timestamptz,
  created_at  timestamptz NOT NULL
);
CREATE UNIQUE INDEX day_passes_one_per_day ON day_passes (user_id, studio_id, pass_date) WHERE revoked_at IS NULL;
CREATE INDEX day_passes_user_ends ON day_passes (user_id, ends_at);

CREATE TABLE charges (
  id              serial PRIMARY KEY,
  reference       text NOT NULL UNIQUE CHECK (reference ~ '^ch_[A-Za-z0-9]+$'),
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id integer REFERENCES subscriptions (id),
  day_pass_id     integer REFERENCES day_passes (id),
  kind            text NOT NULL CHECK (kind IN ('subscription', 'renewal', 'daypass')),
  amount_cents    integer NOT NULL CHECK (amount_cents > 0),
  currency        text NOT NULL,
  status          text NOT NULL CHECK (status IN ('succeeded', 'failed', 'pending')),
  description     text NOT NULL,
  -- Sent to the provider with the charge; the same purchase or period attempt always has the same key.
  idempotency_key text NOT NULL UNIQUE,
  provider        text NOT NULL CHECK (provider IN ('local', 'stripe')),
  provider_ref    text,
  period_index    integer,
  attempt         integer,
  card_id         text REFERENCES payment_sources (id),
  card_brand      text,
  card_last4      text,
  failure_message text,
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  CHECK ((kind = 'daypass') = (day_pass_id IS NOT NULL)),
  CHECK ((kind = 'daypass') <> (subscription_id IS NOT NULL))
);
-- Never two payments for one subscription period.
CREATE UNIQUE INDEX charges_one_paid_per_period ON charges (subscription_id, period_index)
  WHERE subscription_id IS NOT NULL AND status IN ('succeeded', 'pending');
CREATE INDEX charges_user_id ON charges (user_id, created_at DESC, id DESC);
CREATE INDEX charges_provider_ref ON charges (provider_ref) WHERE provider_ref IS NOT NULL;

CREATE TABLE promo_redemptions (
  id              serial PRIMARY KEY,
  code            text NOT NULL REFERENCES promo_codes (code),
  user_id         integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subscription_id integer REFERENCES subscriptions (id),
  day_pass_id     integer REFERENCES day_passes (id),
  redeemed_at     timestamptz NOT NULL
);
CREATE INDEX promo_redemptions_code ON promo_redemptions (code);

CREATE TABLE products (
  id           integer PRIMARY KEY CHECK (id > 0),
  title        text NOT NULL,
  type         text NOT NULL CHECK (type IN ('email', 'subscription', 'credit')),
  credit_type  text CHECK (credit_type IN ('live', 'ondemand')),
  price_cents  integer NOT NULL CHECK (price_cents >= 0),
  description  text NOT NULL DEFAULT '',
  CHECK ((type = 'credit') = (credit_type IS NOT NULL))
);

-- The first answer to a purchase sent with an Idempotency-Key, replayed for repeats.
CREATE TABLE idempotency_records (
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key          text NOT NULL,
  request_hash text NOT NULL,
  status_code  integer NOT NULL,
  -- The exact JSON sent, so a replay is byte for byte the first answer.
  body         text NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- Stripe webhook events already handled: a redelivery is acknowledged, not processed again.
CREATE TABLE stripe_events (
  id          text PRIMARY KEY,
  type        text NOT NULL,
  received_at timestamptz NOT NULL
);
`;
