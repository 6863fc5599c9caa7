/** The partner studio catalogue: the studios and their content. */
export const sql = /* sql */ `
CREATE TABLE studios (
  id                 serial PRIMARY KEY,
  short_name         text NOT NULL UNIQUE CHECK (short_name ~ '^[A-Za-z0-9_-]{1,64}$'),
  name               text NOT NULL,
  slug               text NOT NULL UNIQUE CHECK (slug ~ '^[A-Za-z0-9_-]{1,64}$'),
  about              text NOT NULL DEFAULT '',
  summary            text NOT NULL DEFAULT '',
  header_title       text NOT NULL DEFAULT '',
  header_description text NOT NULL DEFAULT '',
  intro_h1           text NOT NULL DEFAULT '',
  intro_h2           text NOT NULL DEFAULT '',
  closing_h1         text NOT NULL DEFAULT '',
  closing_h2         text NOT NULL DEFAULT '',
  -- Empty lists and a NULL level mean "not given": the API applies the product's defaults.
  class_types        text[] NOT NULL DEFAULT '{}',
  levels             text CHECK (levels IN ('', 'intermediate', 'allLevels', 'advance')),
  equipment          text[] NOT NULL DEFAULT '{}',
  contact_email      text,
  trial_enabled      boolean NOT NULL DEFAULT true,
  daily_price        numeric(10,2) NOT NULL CHECK (daily_price > 0),
  whitelabel_domain  text UNIQUE,
  color_code         text CHECK (color_code ~ '^[0-9a-f]{6}$'),
  page_title         text,
  -- Every studio has a brand colour for its drawn art, white-label or not.
  brand_color        text NOT NULL CHECK (brand_color ~ '^[0-9a-f]{6}$'),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE studio_instructors (
  studio_id integer NOT NULL REFERENCES studios (id) ON DELETE CASCADE,
  position  integer NOT NULL CHECK (position >= 0),
  name      text NOT NULL,
  bio       text NOT NULL DEFAULT '',
  has_photo boolean NOT NULL DEFAULT true,
  PRIMARY KEY (studio_id, position)
);

CREATE TABLE studio_testimonials (
  studio_id integer NOT NULL REFERENCES studios (id) ON DELETE CASCADE,
  position  integer NOT NULL CHECK (position >= 0),
  author    text NOT NULL,
  text      text NOT NULL,
  PRIMARY KEY (studio_id, position)
);

-- The class type enumeration; id doubles as the display order.
CREATE TABLE class_types (
  id   integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);
`;
