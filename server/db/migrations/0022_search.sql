-- Site search (issue 15, docs/decisions/047): one search document per published page, in the page's language,
-- and a full-text index over the stock's make, model, variant and years. The page's words are extracted in
-- TypeScript (engine/search/page-search-text.ts) and written in the publishing transaction; the tsvector is
-- computed here from them, so the configuration that builds it is the one the query uses.
CREATE TABLE page_search (
  page_id text PRIMARY KEY REFERENCES pages (id) ON DELETE CASCADE,
  -- The published version these words are from: a search only answers rows that match the page's current
  -- published version, so an unpublished or republished page never shows stale words.
  version integer NOT NULL,
  site text NOT NULL,
  locale text NOT NULL,
  -- 'english' for English pages (stemmed), 'simple' for the rest: PostgreSQL has no Arabic stemmer.
  config regconfig NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  body text NOT NULL,
  document tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector(config, title), 'A') ||
    setweight(to_tsvector(config, description), 'B') ||
    setweight(to_tsvector(config, body), 'C')
  ) STORED
);
CREATE INDEX page_search_document_idx ON page_search USING gin (document);
CREATE INDEX page_search_site_locale_idx ON page_search (site, locale);

-- The stock is searched where it lives (no second copy): make, model, variant and years, word for word.
-- server/search/vehicle-search-sql.ts repeats this expression exactly, so the planner uses the index.
CREATE INDEX vehicles_search_idx ON vehicles USING gin (
  to_tsvector('simple'::regconfig,
    brand || ' ' || nameplate_name || ' ' || coalesce(data #>> '{attributes,model_display_name}', '') || ' ' ||
    production_year::text || ' ' || model_year::text)
);
