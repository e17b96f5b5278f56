import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.js'

/** A shopper's hold on a vehicle while checking out (000 §4 soft lock). */
export interface SoftLock {
  vehicleId: string
  lockId: string
  expiresAt: string
}

/** Why a lock could not be taken: someone else holds it, the vehicle is already reserved or sold, or unknown. */
export type LockRefusal = 'held' | 'unavailable' | 'unknown_vehicle'

interface LockRow {
  vehicle_id: string
  lock_id: string
  expires_at: Date | string
}

const toLock = (row: LockRow): SoftLock => ({
  vehicleId: row.vehicle_id,
  lockId: row.lock_id,
  expiresAt: new Date(row.expires_at).toISOString(),
})

/** Stock statuses a shopper can no longer lock: the vehicle has an owner or has gone. */
const UNLOCKABLE = ['reserved', 'sold']

/**
 * The vehicle_locks table (server/db/migrations/0009): one row per vehicle, so one holder. Taking a lock is
 * a single conditional upsert (the row is replaced only when it expired or is the holder's own), never a
 * check-then-insert: of any number of shoppers racing for a vehicle exactly one gets a row back.
 */
export class SoftLockStore {
  constructor(private readonly database: Database) {}

  /**
   * Takes (or renews) the lock on `vehicleId` for `holder` for `ttlMs`. The holder's own live lock keeps its
   * id, so a reload of the checkout does not invalidate the order it started.
   */
  async take(
    site: string,
    vehicleId: string,
    holder: string,
    ttlMs: number,
  ): Promise<SoftLock | { refused: LockRefusal }> {
    const [row] = await this.database.query<LockRow>(
      `INSERT INTO vehicle_locks (vehicle_id, lock_id, holder, site, expires_at)
       SELECT v.id, $2, $3, $4, now() + $5 * interval '1 millisecond'
       FROM vehicles v WHERE v.id = $1 AND v.status <> ALL ($6::text[])
       ON CONFLICT (vehicle_id) DO UPDATE SET
         lock_id = CASE WHEN vehicle_locks.holder = EXCLUDED.holder AND vehicle_locks.expires_at > now()
                   THEN vehicle_locks.lock_id ELSE EXCLUDED.lock_id END,
         holder = EXCLUDED.holder, site = EXCLUDED.site, expires_at = EXCLUDED.expires_at,
         created_at = CASE WHEN vehicle_locks.holder = EXCLUDED.holder THEN vehicle_locks.created_at
                      ELSE now() END
       WHERE vehicle_locks.expires_at <= now() OR vehicle_locks.holder = EXCLUDED.holder
       RETURNING vehicle_id, lock_id, expires_at`,
      [vehicleId, randomUUID(), holder, site, ttlMs, UNLOCKABLE],
    )
    if (row) return toLock(row)
    const [vehicle] = await this.database.query<{ status: string }>(
      'SELECT status FROM vehicles WHERE id = $1',
      [vehicleId],
    )
    if (!vehicle) return { refused: 'unknown_vehicle' }
    return { refused: UNLOCKABLE.includes(vehicle.status) ? 'unavailable' : 'held' }
  }

  /**
   * Extends the holder's live lock by `ttlMs` from now (the countdown's "more time", WCAG 2.2.1). Null when
   * the lock expired or was taken over: the shopper is "kicked out".
   */
  async extend(vehicleId: string, lockId: string, holder: string, ttlMs: number): Promise<SoftLock | null> {
    const [row] = await this.database.query<LockRow>(
      `UPDATE vehicle_locks SET expires_at = now() + $4 * interval '1 millisecond'
       WHERE vehicle_id = $1 AND lock_id = $2 AND holder = $3 AND expires_at > now()
       RETURNING vehicle_id, lock_id, expires_at`,
      [vehicleId, lockId, holder, ttlMs],
    )
    return row ? toLock(row) : null
  }

  /** The live lock `lockId` on `vehicleId` (of `holder`, when given), if it still holds. */
  async live(vehicleId: string, lockId: string, holder?: string): Promise<SoftLock | null> {
    const [row] = await this.database.query<LockRow>(
      `SELECT vehicle_id, lock_id, expires_at FROM vehicle_locks
       WHERE vehicle_id = $1 AND lock_id = $2 AND expires_at > now() AND ($3::text IS NULL OR holder = $3)`,
      [vehicleId, lockId, holder ?? null],
    )
    return row ? toLock(row) : null
  }

  /** Lets the vehicle go (the shopper left the checkout, or the order no longer needs it). */
  async release(vehicleId: string, lockId: string): Promise<boolean> {
    const rows = await this.database.query(
      'DELETE FROM vehicle_locks WHERE vehicle_id = $1 AND lock_id = $2 RETURNING vehicle_id',
      [vehicleId, lockId],
    )
    return rows.length > 0
  }

  /** Deletes locks that expired (housekeeping: an expired row never blocks anyone anyway). */
  async sweepExpired(): Promise<number> {
    const rows = await this.database.query(
      'DELETE FROM vehicle_locks WHERE expires_at <= now() RETURNING vehicle_id',
    )
    return rows.length
  }
}
