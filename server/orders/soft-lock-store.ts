import { randomUUID } from 'node:crypto'
import type { Database, Queryable } from '../db/database.js'
import type { HoldLimits } from './hold-limits.js'

/** A shopper's hold on a vehicle while checking out (000 §4 soft lock). */
export interface SoftLock {
  vehicleId: string
  lockId: string
  expiresAt: string
  /** The latest the hold can be renewed to (its limit of decision 064); null without limits. */
  holdEndsAt: string | null
}

/**
 * Why a lock could not be taken: someone else holds it, the vehicle is already reserved or sold, or unknown;
 * the client holds its most vehicles already, or held this one its longest (decision 064; with when to try
 * again).
 */
export type LockRefusal =
  | { refused: 'held' | 'unavailable' | 'unknown_vehicle' }
  | { refused: 'too_many_holds' | 'hold_time_used'; retryAfterSeconds: number }

/** Who asks for a hold and what they may hold (decision 064): a browser's holds are limited, a lead's not. */
export interface HoldClient {
  /** The client's address (clientAddress: an IPv6 /64). */
  client: string
  limits: HoldLimits
}

interface LockRow {
  vehicle_id: string
  lock_id: string
  expires_at: Date | string
  hold_ends_at: Date | string | null
}

const toLock = (row: LockRow): SoftLock => ({
  vehicleId: row.vehicle_id,
  lockId: row.lock_id,
  expiresAt: new Date(row.expires_at).toISOString(),
  holdEndsAt: row.hold_ends_at === null ? null : new Date(row.hold_ends_at).toISOString(),
})

/** Stock statuses a shopper can no longer lock: the vehicle has an owner or has gone. */
const UNLOCKABLE = ['reserved', 'sold']

/**
 * What can be held: the stock's vehicles and the shoppers' builds (decision 070), each with the key of its
 * own foreign key. A build is only its holder's ($3 in both statements below) to hold: nobody else's
 * checkout ever sees it, so it is never "held" by another and its id alone gives nothing away.
 */
const HOLDABLE = `(SELECT id, status, id AS stock_vehicle_id, NULL::text AS build_id FROM vehicles
  UNION ALL SELECT id, status, NULL::text, id FROM vehicle_builds WHERE holder = $3::text)`

/** How long a hold that ended is kept (its client, holder and start) for the limits before the sweep. */
export const KEEP_ENDED_MS = 60 * 60_000

// In the upsert ($3 holder, $5 time to live, $7 client, $9 longest hold; `l` the row as it was): the hold's
// start carries over to a renewal, and to a re-take by the same holder or address within one hold period of
// its end (a release and re-take starts no new clock); otherwise it starts now.
const STARTED = `(CASE WHEN (l.holder = $3 OR l.client = $7)
  AND l.expires_at > now() - $5::float8 * interval '1 millisecond' THEN l.created_at ELSE now() END)`
const ENDS = `(CASE WHEN $9::float8 IS NULL THEN now() + $5::float8 * interval '1 millisecond'
  ELSE LEAST(now() + $5::float8 * interval '1 millisecond', ${STARTED} + $9::float8 * interval '1 millisecond') END)`
/** The client's live holds of other vehicles than `vehicle` (placeholders of the statement it is in). */
const othersOfClient = (what: string, vehicle: string, holder: string, client: string) =>
  `SELECT ${what} FROM vehicle_locks o WHERE o.expires_at > now() AND o.vehicle_id <> ${vehicle}
   AND (o.holder = ${holder} OR o.client = ${client})`

/**
 * The vehicle_locks table (server/db/migrations/0009, 0026, 0027). One row per vehicle (a stock vehicle or a
 * shopper's build), so one holder. Taking a
 * lock is a single conditional upsert (the row is replaced only when it expired or is the holder's own, the
 * client holds fewer than its limit and has time left on this vehicle), never a check-then-insert: of any
 * number of shoppers racing for a vehicle exactly one gets a row back, and one client's parallel takes queue
 * on its advisory locks so its count cannot be read twice before either writes.
 */
export class SoftLockStore {
  constructor(private readonly database: Database) {}

  /**
   * Takes (or renews) the lock on `vehicleId` for `holder` for `ttlMs`. The holder's own live lock keeps its
   * id, so a reload of the checkout does not invalidate the order it started; so does one it let go less
   * than its time ago (release). With `by`, the client's limits apply (decision 064).
   */
  async take(
    site: string,
    vehicleId: string,
    holder: string,
    ttlMs: number,
    by?: HoldClient,
  ): Promise<SoftLock | LockRefusal> {
    const client = by?.client ?? null
    const perClient = by?.limits.perClient ?? null
    const maxHoldMs = by?.limits.maxHoldMs ?? null
    return this.database.transaction(async (q) => {
      if (by) {
        // One client's takes queue here, each then counting in a statement of its own (a new snapshot that
        // sees the hold the one before committed). Address first, then holder, in every taker: two takers
        // never wait for each other in opposite orders.
        await q.query("SELECT pg_advisory_xact_lock(hashtextextended('hold-client:' || $1, 0))", [by.client])
        await q.query("SELECT pg_advisory_xact_lock(hashtextextended('hold-holder:' || $1, 0))", [holder])
      }
      const [row] = await q.query<LockRow>(
        `INSERT INTO vehicle_locks AS l
           (vehicle_id, stock_vehicle_id, build_id, lock_id, holder, client, site, expires_at)
         SELECT v.id, v.stock_vehicle_id, v.build_id, $2, $3, $7, $4,
           now() + LEAST($5::float8, COALESCE($9::float8, $5::float8)) * interval '1 millisecond'
         FROM ${HOLDABLE} v WHERE v.id = $1 AND v.status <> ALL ($6::text[])
           AND ($8::int IS NULL OR (${othersOfClient('count(*)', '$1', '$3', '$7')}) < $8::int)
         ON CONFLICT (vehicle_id) DO UPDATE SET
           lock_id = CASE WHEN l.holder = EXCLUDED.holder AND (l.expires_at > now() OR l.resume_until > now())
                     THEN l.lock_id ELSE EXCLUDED.lock_id END,
           created_at = ${STARTED},
           expires_at = ${ENDS},
           holder = EXCLUDED.holder, client = EXCLUDED.client, site = EXCLUDED.site, resume_until = NULL
         WHERE (l.expires_at <= now() OR l.holder = EXCLUDED.holder) AND ${ENDS} > now()
         RETURNING vehicle_id, lock_id, expires_at,
           created_at + $9::float8 * interval '1 millisecond' AS hold_ends_at`,
        [vehicleId, randomUUID(), holder, site, ttlMs, UNLOCKABLE, client, perClient, maxHoldMs],
      )
      if (row) return toLock(row)
      return this.refusal(q, vehicleId, holder, ttlMs, client, perClient)
    })
  }

  /** Why `take` got no row, read in its transaction (the client's advisory locks still held). */
  private async refusal(
    q: Queryable,
    vehicleId: string,
    holder: string,
    ttlMs: number,
    client: string | null,
    perClient: number | null,
  ): Promise<LockRefusal> {
    const [found] = await q.query<{
      status: string
      holder: string | null
      live: boolean | null
      others: number
      first_free_in: number | null
      free_again_in: number | null
    }>(
      `SELECT v.status, l.holder, l.expires_at > now() AS live,
         (${othersOfClient('count(*)', '$1', '$3', '$4')})::int AS others,
         (${othersOfClient('ceil(extract(epoch FROM min(o.expires_at) - now()))', '$1', '$3', '$4')})::int
           AS first_free_in,
         ceil(extract(epoch FROM l.expires_at + $2::float8 * interval '1 millisecond' - now()))::int AS free_again_in
       FROM ${HOLDABLE} v LEFT JOIN vehicle_locks l ON l.vehicle_id = v.id WHERE v.id = $1::text`,
      [vehicleId, ttlMs, holder, client],
    )
    if (!found) return { refused: 'unknown_vehicle' }
    if (UNLOCKABLE.includes(found.status)) return { refused: 'unavailable' }
    if (found.live && found.holder !== holder) return { refused: 'held' }
    if (perClient !== null && found.others >= perClient)
      return { refused: 'too_many_holds', retryAfterSeconds: Math.max(1, found.first_free_in ?? 1) }
    return { refused: 'hold_time_used', retryAfterSeconds: Math.max(1, found.free_again_in ?? 1) }
  }

  /**
   * Extends the holder's live lock by `ttlMs` from now (the countdown's "more time", WCAG 2.2.1), never past
   * `maxHoldMs` after it was taken when given. Null when the lock expired or was taken over: the shopper is
   * "kicked out".
   */
  async extend(
    vehicleId: string,
    lockId: string,
    holder: string | null,
    ttlMs: number,
    maxHoldMs?: number,
  ): Promise<SoftLock | null> {
    const [row] = await this.database.query<LockRow>(
      `UPDATE vehicle_locks SET expires_at = LEAST(now() + $4::float8 * interval '1 millisecond',
         created_at + COALESCE($5::float8, $4::float8 + 1e12) * interval '1 millisecond')
       WHERE vehicle_id = $1 AND lock_id = $2 AND ($3::text IS NULL OR holder = $3) AND expires_at > now()
       RETURNING vehicle_id, lock_id, expires_at, created_at + $5::float8 * interval '1 millisecond' AS hold_ends_at`,
      [vehicleId, lockId, holder, ttlMs, maxHoldMs ?? null],
    )
    return row ? toLock(row) : null
  }

  /** The live lock `lockId` on `vehicleId` (of `holder`, when given), if it still holds. */
  async live(vehicleId: string, lockId: string, holder?: string): Promise<SoftLock | null> {
    const [row] = await this.database.query<LockRow>(
      `SELECT vehicle_id, lock_id, expires_at, NULL AS hold_ends_at FROM vehicle_locks
       WHERE vehicle_id = $1 AND lock_id = $2 AND expires_at > now() AND ($3::text IS NULL OR holder = $3)`,
      [vehicleId, lockId, holder ?? null],
    )
    return row ? toLock(row) : null
  }

  /**
   * Lets the vehicle go (the shopper left the checkout): it is free for anyone at once. The row stays, with
   * the time it had left as `resume_until`: its holder taking it back before then (a reload's pagehide
   * released it) keeps the lock id, and its start still counts for the client's limits. Only `holder`'s lock;
   * with `knownExpiry` (the expiry the leaving page last saw) only while it was not renewed since: a beacon
   * that arrives after the reload's renewal must not let the renewed hold go.
   */
  async release(vehicleId: string, lockId: string, holder: string, knownExpiry?: string): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE vehicle_locks SET resume_until = expires_at, expires_at = now()
       WHERE vehicle_id = $1 AND lock_id = $2 AND holder = $3 AND expires_at > now()
         AND ($4::timestamptz IS NULL OR expires_at < $4::timestamptz + interval '1 millisecond')
       RETURNING vehicle_id`,
      [vehicleId, lockId, holder, knownExpiry ?? null],
    )
    return rows.length > 0
  }

  /**
   * Which of `vehicleIds` someone other than `exceptHolder` holds now (the "Being reserved" of the vehicle
   * page and the cards; a shopper's own hold is not "being reserved" to them).
   */
  async heldAmong(vehicleIds: readonly string[], exceptHolder?: string): Promise<string[]> {
    if (!vehicleIds.length) return []
    const rows = await this.database.query<{ vehicle_id: string }>(
      `SELECT vehicle_id FROM vehicle_locks WHERE vehicle_id = ANY ($1::text[]) AND expires_at > now()
       AND holder IS DISTINCT FROM $2::text`,
      [vehicleIds, exceptHolder ?? null],
    )
    return rows.map((row) => row.vehicle_id)
  }

  /**
   * Deletes locks that ended over an hour ago (housekeeping: an ended row blocks nobody, but is kept that
   * long for the client limits' memory of who held what, decision 064).
   */
  async sweepExpired(): Promise<number> {
    const rows = await this.database.query(
      `DELETE FROM vehicle_locks WHERE expires_at <= now() - $1::float8 * interval '1 millisecond'
       RETURNING vehicle_id`,
      [KEEP_ENDED_MS],
    )
    return rows.length
  }
}
