-- Leads are split by site, as orders are (issue 25 item 11, decision 067): the key of the site the lead was
-- submitted on. NULL for leads stored before it was recorded: only an admin who may see every site sees those.
ALTER TABLE leads ADD COLUMN site text;
-- The admin list and the exports of one site's leads of a form, newest first (keyset on created_at, id);
-- leads_form_created still serves the lists of every site.
CREATE INDEX leads_form_site_created ON leads (form_id, site, created_at, id);
