-- One version of the whole stock, bumped in the same transaction as any write to vehicles (an import, a
-- seed, a removal). The in-process facet index (server/stock/facet-index.ts) remembers the version it was
-- built at, and a listing reads the version in the same statement as its page: a stale index is never used,
-- whichever process changed the stock. A statement trigger, so a bulk import bumps it once per statement and
-- no writer can forget it (docs/decisions/020).
CREATE TABLE stock_version (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO stock_version (only_row) VALUES (true);

CREATE FUNCTION bump_stock_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_version SET version = version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER vehicles_stock_version AFTER INSERT OR UPDATE OR DELETE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
CREATE TRIGGER vehicles_stock_version_truncate AFTER TRUNCATE ON vehicles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_stock_version();
