import { randomBytes } from 'node:crypto'
import type { Vehicle } from '../../engine/stock/stock-types.js'
import type { Queryable } from '../db/database.js'

/** A build's id: never a stock vehicle's shape of id in the demo feed, and unguessable (96 random bits). */
const newBuildId = () => `build-${randomBytes(12).toString('base64url')}`

/**
 * The vehicle_builds table (migration 0027, docs/decisions/070): one shopper's copy of a configured vehicle,
 * which the configurator journey holds, drafts and orders as the stock journey does a stock vehicle. A build
 * is built to order, so any number of shoppers may each have one of the same configuration; it is never a
 * stock row, so no stock list, search, facet, dealer count or import ever sees it.
 */
export class VehicleBuildStore {
  constructor(private readonly database: Queryable) {}

  /**
   * The id of `holder`'s open build of `configured` (a vehicle_configs vehicle with its config_url) on
   * `site`, made now when they have none: one conditional insert, so a double click or two tabs find one.
   */
  async openFor(
    site: string,
    holder: string,
    configUrl: string,
    configured: Vehicle,
  ): Promise<{ id: string; created: boolean }> {
    const id = newBuildId()
    const data: Vehicle = {
      ...configured,
      id,
      attributes: { ...configured.attributes, status: 'on_demand', config_url: configUrl },
    }
    const [row] = await this.database.query<{ id: string }>(
      `INSERT INTO vehicle_builds (id, config_url, site, holder, owner_id, brand, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
       ON CONFLICT (site, holder, config_url) WHERE status = 'on_demand' DO UPDATE SET holder = EXCLUDED.holder
       RETURNING id`,
      [
        id,
        configUrl,
        site,
        holder,
        configured.attributes.owner_id,
        configured.attributes.nameplate_brand_name,
        JSON.stringify(data),
      ],
    )
    return { id: row!.id, created: row!.id === id }
  }

  /** The build as a vehicle (its status as it is now), or null when there is no build of that id. */
  async vehicle(id: string): Promise<Vehicle | null> {
    const [row] = await this.database.query<{ data: Vehicle; status: string }>(
      'SELECT data, status FROM vehicle_builds WHERE id = $1',
      [id],
    )
    if (!row) return null
    return { ...row.data, attributes: { ...row.data.attributes, status: row.status } } as Vehicle
  }

  /** The build's status, its row locked until `tx` ends (an order moving to own it); null: no such build. */
  async lockedStatus(tx: Queryable, id: string): Promise<string | null> {
    const [row] = await tx.query<{ status: string }>(
      'SELECT status FROM vehicle_builds WHERE id = $1 FOR UPDATE',
      [id],
    )
    return row?.status ?? null
  }

  /** An order owns the build: it can be held no more, and the shopper's next checkout makes a new one. */
  async reserve(tx: Queryable, id: string): Promise<void> {
    await tx.query(
      `UPDATE vehicle_builds SET status = 'reserved',
         data = jsonb_set(data, '{attributes,status}', '"reserved"') WHERE id = $1`,
      [id],
    )
  }

  /**
   * Deletes the build when nothing holds or ordered it (its first hold was refused: the client's limits), so
   * a refused checkout leaves no row behind; a hold or an order taken meanwhile keeps it.
   */
  async discardUnheld(id: string): Promise<void> {
    await this.database.query(
      `DELETE FROM vehicle_builds b WHERE b.id = $1
         AND NOT EXISTS (SELECT 1 FROM vehicle_locks l WHERE l.build_id = b.id)
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.vehicle_id = b.id)`,
      [id],
    )
  }

  /**
   * Deletes builds that never got an order and were not held for `keepMs` (housekeeping, as the holds'
   * sweep keeps ended holds that long); their ended holds go with them. Builds with an order stay: the
   * order's confirmation page and mails show them.
   */
  async sweep(keepMs: number): Promise<number> {
    const rows = await this.database.query(
      `DELETE FROM vehicle_builds b
       WHERE b.created_at < now() - $1::float8 * interval '1 millisecond'
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.vehicle_id = b.id)
         AND NOT EXISTS (SELECT 1 FROM vehicle_locks l WHERE l.build_id = b.id
           AND greatest(l.expires_at, l.resume_until) > now() - $1::float8 * interval '1 millisecond')
       RETURNING b.id`,
      [keepMs],
    )
    return rows.length
  }
}
