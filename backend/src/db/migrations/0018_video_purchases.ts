/**
 * An on-demand class bought on its own: the member's card is charged the on-demand credit's price
 * and the credit is spent on the class at once, in one transaction, so the member watches it for
 * good. The charge is listed with the member's receipts (the class's studio sold it), and the
 * unlock remembers the charge that paid for it.
 */
export const sql = `
ALTER TABLE charges ADD COLUMN video_id integer REFERENCES videos (id);
ALTER TABLE charges DROP CONSTRAINT charges_kind_check;
ALTER TABLE charges DROP CONSTRAINT charges_links_check;
ALTER TABLE charges ADD CONSTRAINT charges_kind_check
  CHECK (kind IN ('subscription', 'renewal', 'daypass', 'liveclass', 'video'));
ALTER TABLE charges ADD CONSTRAINT charges_links_check CHECK (
  CASE kind
    WHEN 'daypass' THEN day_pass_id IS NOT NULL AND subscription_id IS NULL AND live_class_payment_id IS NULL
      AND video_id IS NULL
    WHEN 'liveclass' THEN live_class_payment_id IS NOT NULL AND subscription_id IS NULL AND day_pass_id IS NULL
      AND video_id IS NULL
    WHEN 'video' THEN video_id IS NOT NULL AND subscription_id IS NULL AND day_pass_id IS NULL
      AND live_class_payment_id IS NULL
    ELSE subscription_id IS NOT NULL AND day_pass_id IS NULL AND live_class_payment_id IS NULL AND video_id IS NULL
  END);

ALTER TABLE video_unlocks ADD COLUMN charge_id integer UNIQUE REFERENCES charges (id);
ALTER TABLE video_unlocks ADD COLUMN amount_cents integer CHECK (amount_cents >= 0);
ALTER TABLE video_unlocks ADD CONSTRAINT video_unlocks_paid_check
  CHECK ((source = 'credit') = (amount_cents IS NOT NULL));
`;
