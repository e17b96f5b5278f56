-- Issue 25, decision 064: holds and free reservations are fair.
-- The client address a hold was taken from (grouped: an IPv6 /64), counted beside its holder token so a new
-- token per request does not lift the per-client limit. NULL for holds that are not a browser's (EV leads).
ALTER TABLE vehicle_locks ADD COLUMN client text;
-- A hold its shopper let go (pagehide): until this time the same holder takes it back with the same lock id
-- (a reload), while anyone else may take it at once. NULL for a hold that was not let go.
ALTER TABLE vehicle_locks ADD COLUMN resume_until timestamptz;
CREATE INDEX vehicle_locks_client ON vehicle_locks (client, expires_at);
CREATE INDEX vehicle_locks_holder ON vehicle_locks (holder, expires_at);

-- The verified number (E.164, from its phone verification) of a free reservation (NO_PAYMENT_JAPAN); NULL
-- for paid orders. One open free reservation per number, kept by the database under any race.
ALTER TABLE orders ADD COLUMN reservation_phone text;
CREATE UNIQUE INDEX orders_one_free_reservation_per_phone ON orders (reservation_phone)
  WHERE reservation_phone IS NOT NULL AND status NOT IN ('cancelled', 'refunded', 'expired');
