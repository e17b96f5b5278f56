-- Retailers of a site's footer retailer picker, per market and language (000 §2, §4, §7).
CREATE TABLE retailers (
  site text NOT NULL REFERENCES sites (key),
  id text NOT NULL,
  market text NOT NULL,
  language text NOT NULL,
  name text NOT NULL,
  url text,
  position integer,
  tag_class text NOT NULL DEFAULT '',
  PRIMARY KEY (site, market, language, id)
);
