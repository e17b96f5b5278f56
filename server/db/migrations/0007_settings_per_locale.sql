-- A setting may have a value per locale (docs/decisions/014): the site value keeps locale '' and a
-- locale's row replaces it for pages in that locale, so shoppers read "/شهريًا" and Arabic buttons on /ar.
ALTER TABLE settings ADD COLUMN locale text NOT NULL DEFAULT '';
ALTER TABLE settings DROP CONSTRAINT settings_pkey;
ALTER TABLE settings ADD PRIMARY KEY (site, key, locale);
