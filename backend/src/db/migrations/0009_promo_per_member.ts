/**
 * Promo codes: how many times one member may redeem a code, across every kind of purchase
 * (subscription, day pass, live class). Null: no limit per member. Every existing code gets 1.
 */
export const sql = /* sql */ `
ALTER TABLE promo_codes ADD COLUMN max_redemptions_per_member integer DEFAULT 1
  CHECK (max_redemptions_per_member IS NULL OR max_redemptions_per_member > 0);
CREATE INDEX promo_redemptions_code_user ON promo_redemptions (code, user_id);
`;
