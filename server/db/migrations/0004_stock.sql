-- The vehicle stock behind the storefront (000 §3, §7): vehicles, dealers, company config, widget
-- translations, trade-in form options, configurator vehicles and the model catalogue. Every vehicle is kept
-- whole as jsonb (answered as is); what the listing filters, sorts and counts on has real, indexed columns.

CREATE TABLE stock_dealers (
  id text PRIMARY KEY,
  dealer_code text NOT NULL UNIQUE,
  name text NOT NULL,
  brands text[] NOT NULL,
  state text NOT NULL,
  postcode text NOT NULL,
  locality text NOT NULL,
  position integer NOT NULL,
  tag_class text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  -- Shown when a postcode search finds no dealer (stock_locator.fallback_dealers).
  is_fallback boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL
);
CREATE INDEX stock_dealers_brands ON stock_dealers USING gin (brands);
CREATE INDEX stock_dealers_state ON stock_dealers (state);
CREATE INDEX stock_dealers_postcode ON stock_dealers (postcode);
CREATE INDEX stock_dealers_locality ON stock_dealers (lower(locality));
CREATE INDEX stock_dealers_name ON stock_dealers (name, id);

CREATE TABLE vehicles (
  id text PRIMARY KEY,
  list text NOT NULL CHECK (list IN ('new', 'approved', 'used')),
  state text NOT NULL,
  status text NOT NULL,
  brand text NOT NULL,
  model_group text NOT NULL,
  nameplate_name text NOT NULL,
  financing_options text[] NOT NULL,
  owner_state text NOT NULL,
  engine_types text[] NOT NULL,
  transmission text NOT NULL,
  color_canonical text NOT NULL,
  color_name text NOT NULL,
  owner_id text NOT NULL,
  owner_dealer_code text NOT NULL,
  number_of_seats integer NOT NULL,
  mileage integer NOT NULL,
  production_year integer NOT NULL,
  model_year integer NOT NULL,
  power integer NOT NULL,
  -- What the card shows: the drive-away price, else the purchase price; null when the price is hidden.
  display_price numeric,
  msrp_price numeric,
  config_url text,
  created_at timestamptz NOT NULL,
  -- The whole Vehicle, answered as is (/light cuts it down for the 12 rows of a page).
  data jsonb NOT NULL
)
-- Documents go out of line (TOAST) so the heap holds only the filter columns: the facet counts scan the
-- list's rows, and a narrow heap makes that scan several times cheaper.
WITH (toast_tuple_target = 128);
-- ...and only the documents: the filter columns stay inline and uncompressed (PLAIN), or every facet count
-- would decompress them from TOAST row by row.
ALTER TABLE vehicles
  ALTER COLUMN id SET STORAGE PLAIN,
  ALTER COLUMN list SET STORAGE PLAIN,
  ALTER COLUMN state SET STORAGE PLAIN,
  ALTER COLUMN status SET STORAGE PLAIN,
  ALTER COLUMN brand SET STORAGE PLAIN,
  ALTER COLUMN model_group SET STORAGE PLAIN,
  ALTER COLUMN nameplate_name SET STORAGE PLAIN,
  ALTER COLUMN financing_options SET STORAGE PLAIN,
  ALTER COLUMN owner_state SET STORAGE PLAIN,
  ALTER COLUMN engine_types SET STORAGE PLAIN,
  ALTER COLUMN transmission SET STORAGE PLAIN,
  ALTER COLUMN color_canonical SET STORAGE PLAIN,
  ALTER COLUMN color_name SET STORAGE PLAIN,
  ALTER COLUMN owner_id SET STORAGE PLAIN,
  ALTER COLUMN owner_dealer_code SET STORAGE PLAIN,
  ALTER COLUMN display_price SET STORAGE PLAIN,
  ALTER COLUMN msrp_price SET STORAGE PLAIN,
  ALTER COLUMN config_url SET STORAGE PLAIN;
-- Every listing query filters on the list first; the sorts walk these.
CREATE INDEX vehicles_list_created ON vehicles (list, created_at DESC, id);
CREATE INDEX vehicles_list_price ON vehicles (list, display_price, id);
CREATE INDEX vehicles_list_mileage ON vehicles (list, mileage, id);
CREATE INDEX vehicles_list_year ON vehicles (list, production_year, id);
CREATE INDEX vehicles_list_brand ON vehicles (list, brand, model_group);
CREATE INDEX vehicles_list_nameplate ON vehicles (list, nameplate_name);
CREATE INDEX vehicles_list_status ON vehicles (list, status);
CREATE INDEX vehicles_list_state ON vehicles (list, state);
CREATE INDEX vehicles_list_owner_state ON vehicles (list, owner_state);
CREATE INDEX vehicles_list_transmission ON vehicles (list, transmission);
CREATE INDEX vehicles_list_colour ON vehicles (list, color_canonical, color_name);
CREATE INDEX vehicles_list_owner ON vehicles (list, owner_id);
CREATE INDEX vehicles_list_dealer_code ON vehicles (list, owner_dealer_code);
CREATE INDEX vehicles_list_seats ON vehicles (list, number_of_seats);
CREATE INDEX vehicles_list_model_year ON vehicles (list, model_year);
CREATE INDEX vehicles_list_power ON vehicles (list, power);
CREATE INDEX vehicles_list_msrp ON vehicles (list, msrp_price);
CREATE INDEX vehicles_engine_types ON vehicles USING gin (engine_types);
CREATE INDEX vehicles_financing_options ON vehicles USING gin (financing_options);

-- Company config entries (config_type and data) per company; the Company-Config header names the company.
CREATE TABLE company_configs (
  company text NOT NULL,
  config_key text NOT NULL,
  data jsonb NOT NULL,
  PRIMARY KEY (company, config_key)
);

-- Storefront widget translations per language; a missing key falls back to English.
CREATE TABLE widget_translations (
  id text PRIMARY KEY,
  language text NOT NULL UNIQUE,
  data jsonb NOT NULL
);

-- The trade-in form's options (bodyTypes, brands, models, fuelTypes) per language.
CREATE TABLE trade_in_options (
  language text PRIMARY KEY,
  data jsonb NOT NULL
);

-- Vehicles configured in the configurator, found by their config_url (the configurator journey).
CREATE TABLE vehicle_configs (
  config_url text PRIMARY KEY,
  data jsonb NOT NULL
);

-- The model catalogue of the content API (/vehicles, /vehicles/{id}/specs, /compare/spec/{id}).
CREATE TABLE vehicle_models (
  id text PRIMARY KEY,
  brand text NOT NULL,
  model_group text NOT NULL,
  name text NOT NULL,
  position integer NOT NULL,
  data jsonb NOT NULL,
  specs jsonb NOT NULL
);
CREATE INDEX vehicle_models_brand ON vehicle_models (brand, position);
