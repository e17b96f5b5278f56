-- Who last changed a page and who published each version (issue 13, decision 036): the pages screen shows the
-- last editor beside the date. The name is the one the identity provider gave at the time (like a commit's
-- author); the audit log keeps the provider's subject. Rows from before this have no name.
ALTER TABLE pages ADD COLUMN updated_by text;
ALTER TABLE page_versions ADD COLUMN published_by text;
