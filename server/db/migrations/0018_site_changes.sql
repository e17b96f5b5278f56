-- The history of every change an admin makes to a site (issue 15): settings, navigation, footer, metaheads
-- and redirects. Each row keeps what was there before and what came after, so the History screen can show
-- who changed what and when, and restore the previous value. Written in the same transaction as the change.
CREATE TABLE site_changes (
  id bigserial PRIMARY KEY,
  site text NOT NULL REFERENCES sites (key) ON DELETE CASCADE,
  -- 'settings' | 'navigation' | 'footer' | 'metaheads' | 'redirects'
  area text NOT NULL,
  -- What changed within the area, in words an admin reads: a setting key ("meta.title_divider"), a locale's
  -- navigation ("ar"), a metahead's id, a redirect's path.
  subject text NOT NULL,
  -- The value before (null: it did not exist) and after (null: it was deleted); the area decides the shape.
  before jsonb,
  after jsonb,
  actor text,
  changed_at timestamptz NOT NULL DEFAULT now(),
  -- Set when this change was itself a restore of an earlier one.
  restored_from bigint REFERENCES site_changes (id) ON DELETE SET NULL
);
CREATE INDEX site_changes_site_area_idx ON site_changes (site, area, changed_at DESC);
