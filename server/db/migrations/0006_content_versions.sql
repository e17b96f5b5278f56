-- A version per site, bumped in the same transaction as anything a rendered page shows: a publish or
-- removal of a page, and a change of the site's settings, metaheads, navigation or footer. Caches remember
-- the version they were filled at; after a lost notification (the listener's connection dropped) a process
-- drops what no longer matches (docs/decisions/011). Triggers, so no writer can forget it.
CREATE TABLE content_versions (
  site text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO content_versions (site) SELECT key FROM sites;

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_site text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed_site := OLD.site;
  ELSE
    changed_site := NEW.site;
  END IF;
  INSERT INTO content_versions (site, version) VALUES (changed_site, 1)
  ON CONFLICT (site) DO UPDATE SET version = content_versions.version + 1;
  RETURN NULL;
END
$$;

-- Draft saves do not change what is published: only a publish (published_version), a new or removed page.
CREATE TRIGGER pages_content_version AFTER INSERT OR DELETE OR UPDATE OF published_version ON pages
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER settings_content_version AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER metaheads_content_version AFTER INSERT OR UPDATE OR DELETE ON metaheads
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER nav_entries_content_version AFTER INSERT OR UPDATE OR DELETE ON nav_entries
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
CREATE TRIGGER footers_content_version AFTER INSERT OR UPDATE OR DELETE ON footers
  FOR EACH ROW EXECUTE FUNCTION bump_content_version();
