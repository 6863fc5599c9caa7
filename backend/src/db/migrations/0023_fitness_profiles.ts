/**
 * What a member tells about themselves for the calorie estimates: weight (pounds), gender and
 * activity level. NULL means "not said": the defaults (143 lb, F) are applied when the profile is
 * read, never stored, so a later change of a default reaches everyone who never said otherwise.
 * The birthday stays on `users` (the User shows it).
 */
export const sql = /* sql */ `
CREATE TABLE fitness_profiles (
  user_id        integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  weight_pounds  numeric(5, 1) CHECK (weight_pounds > 0 AND weight_pounds <= 1000),
  gender         text CHECK (gender IN ('F', 'M')),
  activity_level text CHECK (activity_level IN ('Sedentary', 'Lightly Active', 'Active', 'Very Active')),
  updated_at     timestamptz NOT NULL
);
`;
