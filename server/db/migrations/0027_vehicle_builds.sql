-- Issue 25 item 8, decision 070: the configurator journey ends in an order for the configured vehicle.
-- A build is one shopper's copy of a configured vehicle (vehicle_configs), made when their checkout opens:
-- built to order, so not scarce (two shoppers order the same configuration as two builds), and never a stock
-- row (stock lists, search, facets, dealer counts and imports read `vehicles` only). Its id (build-…) is what
-- the hold, the draft and the order carry in place of a stock vehicle's.
CREATE TABLE vehicle_builds (
  id text PRIMARY KEY,
  config_url text NOT NULL,
  site text NOT NULL,
  -- The journey token of the shopper whose build it is: only they can hold it.
  holder text NOT NULL,
  owner_id text NOT NULL,
  brand text NOT NULL,
  -- on_demand until an order owns it, then reserved (for good: a new checkout of the same configuration
  -- makes a new build).
  status text NOT NULL DEFAULT 'on_demand' CHECK (status IN ('on_demand', 'reserved')),
  -- The configured vehicle (engine Vehicle) under the build's id, as the journey shows it.
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open build per shopper and configuration: a reload, a second tab or "More time" finds the same one.
CREATE UNIQUE INDEX vehicle_builds_open ON vehicle_builds (site, holder, config_url) WHERE status = 'on_demand';
CREATE INDEX vehicle_builds_created ON vehicle_builds (created_at);

-- A hold is on a stock vehicle or on a build: each through its own foreign key, so deleting either still
-- deletes its holds, while vehicle_id stays the one key every hold is found and taken by.
ALTER TABLE vehicle_locks DROP CONSTRAINT vehicle_locks_vehicle_id_fkey;
ALTER TABLE vehicle_locks ADD COLUMN stock_vehicle_id text REFERENCES vehicles (id) ON DELETE CASCADE;
ALTER TABLE vehicle_locks ADD COLUMN build_id text REFERENCES vehicle_builds (id) ON DELETE CASCADE;
UPDATE vehicle_locks SET stock_vehicle_id = vehicle_id;
ALTER TABLE vehicle_locks ADD CONSTRAINT vehicle_locks_stock_or_build
  CHECK ((stock_vehicle_id IS NULL) <> (build_id IS NULL) AND vehicle_id = COALESCE(stock_vehicle_id, build_id));
CREATE INDEX vehicle_locks_build ON vehicle_locks (build_id) WHERE build_id IS NOT NULL;
CREATE INDEX vehicle_locks_stock_vehicle ON vehicle_locks (stock_vehicle_id) WHERE stock_vehicle_id IS NOT NULL;
