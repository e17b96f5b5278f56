import type { APIRequestContext, Page } from '@playwright/test'
import type { Vehicle } from '../../engine/stock/stock-types.js'
import {
  FREE_RESERVATION_DEALER,
  RETAILERS_WITH_OWN_VENDOR,
} from '../../server/stock/reference/company-configs.js'

/**
 * A shopper of its own for each test and each repeat of it: a client address (the server trusts its
 * loopback proxy's `X-Forwarded-For`, as behind a real one) and mobile numbers nobody used before, so the
 * per-client and per-number limits on holds and codes meet a new shopper each time, as in life, and a spec
 * passes `npm run test:flaky` as it passes once.
 */
export interface Shopper {
  /** Send with every request of the shopper's browser context or API calls. */
  headers: { 'X-Forwarded-For': string }
  /** The shopper's `n`th mobile number (+61 40x to 43x xxx xxx), different for each `n` from 1 to 8. */
  phone(n: number): string
}

let made = 0

export function newShopper(): Shopper {
  // Unique within a run and across the runs of the last hours on one server: the clock in tenths of a
  // second, the worker's process and a counter.
  const seed = (Math.floor(Date.now() / 100) * 7919 + process.pid * 31 + made++) % 10_000_000
  const address = `198.18.${Math.floor(seed / 256) % 256}.${seed % 256}`
  const digits = String(seed).padStart(7, '0')
  return {
    headers: { 'X-Forwarded-For': address },
    // 040x to 043x: every number there is a valid Australian mobile (libphonenumber refuses 0441, for one).
    phone: (n) =>
      `+61 4${n % 4}${(Number(digits[0]) + Math.floor(n / 4) * 5) % 10} ${digits.slice(1, 4)} ${digits.slice(4, 7)}`,
  }
}

/** A JSON POST of the shopper's to a site: the answer's status and body. */
export type ShopperPost = (path: string, data: unknown) => Promise<{ status: number; body: unknown }>

/** Posts through the test's API client, as the shopper (to the request's own site). */
export function apiPost(request: APIRequestContext, shopper: Shopper): ShopperPost {
  return async (path, data) => {
    const answer = await request.post(path, { data, headers: shopper.headers })
    return { status: answer.status(), body: await answer.json().catch(() => null) }
  }
}

/**
 * Posts from the shopper's page, to the site it shows: the Jaguar site's host name resolves only in the
 * browser (Chromium maps `*.localhost` to this machine; Node's resolver does not).
 */
export function pagePost(page: Page): ShopperPost {
  return (path, data) =>
    page.evaluate(
      async ([path, data]) => {
        const answer = await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(data),
        })
        return { status: answer.status, body: await answer.json().catch(() => null) }
      },
      [path, data] as const,
    )
}

/**
 * A vehicle on sale that nobody holds now: the first of the listing (searched from its end when `fromEnd`)
 * of the brand, with a free reservation (`free`), of one `retailer`, or else paid through the site's own
 * vendor (no retailer with a vendor of its own owns it), that the shopper can hold through `post`; the probe's
 * hold is let go again. A vehicle an earlier test or an earlier repeat reserved, or still holds, is passed
 * over.
 */
export async function freeVehicle(
  request: APIRequestContext,
  post: ShopperPost,
  {
    brand,
    free = false,
    retailer,
    fromEnd = false,
  }: { brand: string; free?: boolean; retailer?: string; fromEnd?: boolean },
): Promise<Vehicle> {
  const pages = Array.from({ length: 60 }, (_, i) => (fromEnd ? 60 - i : i + 1))
  for (const page of pages) {
    const listing = (await (await request.get(`/listing/new?items=12&page=${page}`)).json()) as {
      data: Vehicle[]
    }
    for (const vehicle of listing.data) {
      const a = vehicle.attributes
      if (a.status !== 'stock' || a.nameplate_brand_name !== brand) continue
      const owner = String(a.owner_id)
      const wanted = retailer ?? (free ? FREE_RESERVATION_DEALER : null)
      if (wanted ? owner !== wanted : RETAILERS_WITH_OWN_VENDOR.includes(owner)) continue
      // A retailer's own fee in a currency its vendor does not take cannot be reserved (the hold says so).
      if (await nobodyHolds(post, vehicle.id)) return vehicle
    }
  }
  throw new Error(`no ${brand} vehicle on sale that nobody holds (${retailer ?? (free ? 'free' : 'paid')})`)
}

/**
 * Whether the shopper can hold `vehicleId` now: a hold taken through `post` and let go again at once, so
 * probes one after another never count against the client's limit on holds (decision 064).
 */
export async function nobodyHolds(post: ShopperPost, vehicleId: string): Promise<boolean> {
  const hold = await post('/buy_online/orders/init', { vehicle_id: vehicleId })
  if (hold.status !== 201) return false
  const lock = (hold.body as { data: { data: { lock_id: string; holder: string } } }).data.data
  await post('/buy_online/orders/release', {
    vehicle_id: vehicleId,
    lock_id: lock.lock_id,
    holder: lock.holder,
  })
  return true
}
