-- Sites, pages with immutable published versions, settings, metaheads, navigation, footer, search
-- suggestions and the media library. Page documents are jsonb; what is filtered on has real columns.

CREATE TABLE sites (
  key text PRIMARY KEY,
  host text NOT NULL UNIQUE,
  name text NOT NULL,
  brand text NOT NULL,
  theme text NOT NULL,
  default_locale text NOT NULL DEFAULT 'en',
  locales jsonb NOT NULL DEFAULT '["en"]'
);

CREATE TABLE pages (
  id text PRIMARY KEY,
  site text NOT NULL REFERENCES sites (key),
  locale text NOT NULL,
  path text NOT NULL,
  page_type text NOT NULL DEFAULT 'page',
  draft jsonb NOT NULL,
  draft_version integer NOT NULL DEFAULT 1,
  published_version integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site, path)
);

CREATE TABLE page_versions (
  page_id text NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  version integer NOT NULL,
  document jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (page_id, version)
);

CREATE TABLE settings (
  site text NOT NULL REFERENCES sites (key),
  key text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (site, key)
);

CREATE TABLE metaheads (
  id serial PRIMARY KEY,
  site text NOT NULL REFERENCES sites (key),
  page_id text REFERENCES pages (id) ON DELETE CASCADE,
  content text NOT NULL,
  compiled text,
  language text NOT NULL CHECK (language IN ('javascript', 'js-src', 'css', 'sass', 'scss', 'html')),
  sequence integer NOT NULL DEFAULT 0,
  in_body boolean NOT NULL DEFAULT false,
  reload_on_each_page boolean NOT NULL DEFAULT false
);
CREATE INDEX metaheads_site_page ON metaheads (site, page_id);

CREATE TABLE nav_entries (
  id text PRIMARY KEY,
  site text NOT NULL REFERENCES sites (key),
  locale text NOT NULL,
  parent_id text REFERENCES nav_entries (id) ON DELETE CASCADE,
  title text NOT NULL,
  url text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX nav_entries_site_locale ON nav_entries (site, locale, position);

CREATE TABLE footers (
  site text NOT NULL REFERENCES sites (key),
  locale text NOT NULL,
  settings jsonb NOT NULL,
  PRIMARY KEY (site, locale)
);

CREATE TABLE search_suggestions (
  site text NOT NULL REFERENCES sites (key),
  locale text NOT NULL,
  phrase text NOT NULL,
  PRIMARY KEY (site, locale, phrase)
);

CREATE TABLE media (
  id text PRIMARY KEY,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  alt text NOT NULL DEFAULT '',
  bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
