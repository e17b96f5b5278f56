-- The local VIN checker's recall table (002 §3 "Local VIN checker", §8) and the news block's entries (002 §3
-- "News"), both edited in /admin (docs/decisions/041).

-- One row per affected vehicle. A VIN is stored normalised (17 upper-case characters, no I, O or Q), so the
-- check is one index lookup; the campaign and note are for editors and never shown to shoppers.
CREATE TABLE vehicle_recalls (
  id uuid PRIMARY KEY,
  vin text NOT NULL UNIQUE CHECK (vin ~ '^[A-HJ-NPR-Z0-9]{17}$'),
  campaign text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The admin list is newest first.
CREATE INDEX vehicle_recalls_created ON vehicle_recalls (created_at DESC, id);

-- A news entry of one site in one language. It is public once published_at has passed (a future date
-- schedules it, none keeps it a draft). country is an ISO 3166 code the block may filter by, or '' for every
-- country. version counts saves, so two editors saving the same entry get a 409 instead of a lost update.
CREATE TABLE news_entries (
  id uuid PRIMARY KEY,
  site text NOT NULL REFERENCES sites (key),
  locale text NOT NULL,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL DEFAULT '',
  image_id text,
  image_alt text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '' CHECK (country ~ '^([A-Z]{2})?$'),
  published_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site, locale, slug)
);
-- The public list: one site and language, published, newest first.
CREATE INDEX news_entries_published ON news_entries (site, locale, published_at DESC, id);
