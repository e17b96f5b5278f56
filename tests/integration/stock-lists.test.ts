// The three stock lists of 000 §1 as demo pages (/stock/new, /stock/approved, /stock/used on both sites and
// under /ar, decision 060): each page lists only its own kind of stock, its facets count only that kind, its
// filters are its own, and it pushes the analytics page kind plp (000 §2).
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHOPPABLE_STATUSES } from '../../engine/stock-locator/shoppable-statuses.js'
import {
  STOCK_LISTS,
  type ListingResponse,
  type StockList,
  type VehicleLight,
} from '../../engine/stock/stock-types.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { DEMO_STOCK } from '../../server/stock/seed-stock.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const stock = generateStock(DEMO_STOCK)
const shoppable = new Set<string>(SHOPPABLE_STATUSES)
/** The seeded vehicles a list page offers: its list, never sold, of the brand when the page has one. */
const offered = (list: StockList, brand?: string) =>
  stock.vehicles.filter(
    (v) =>
      v.list === list &&
      shoppable.has(v.attributes.status) &&
      (brand === undefined || v.attributes.nameplate_brand_name === brand),
  )
const cardIds = (html: string): string[] => [...html.matchAll(/data-vehicle-id="([^"]+)"/g)].map((m) => m[1]!)
const legends = (html: string): string[] =>
  [...html.matchAll(/class="facet-list__legend"[^>]*>([^<]+)</g)].map((m) => m[1]!)

const SITES = [
  { host: 'localhost', brand: 'Land Rover' },
  { host: 'jaguar.localhost', brand: 'Jaguar' },
] as const

describe('the stock API keeps the lists apart', () => {
  it.each(STOCK_LISTS)('%s: the total and every facet count only vehicles of that list', async (list) => {
    const forced = SHOPPABLE_STATUSES.map((s) => `forced_statuses=${s}`).join('&')
    const res = await request(t.app).get(`/listing/${list}/light?${forced}`).expect(200)
    const { meta, data } = res.body as ListingResponse<VehicleLight>
    const expected = offered(list)
    expect(meta.total).toBe(expected.length)
    expect(data.every((v) => v.list === list)).toBe(true)
    // Condition (000 §7 state_in): the list's own state only, counting the whole list.
    expect(meta.facets.values.states.filter((f) => f.count > 0)).toEqual([{ value: list, count: meta.total }])
    // Every vehicle has one model and one brand: the counts add up to the list, not to all stock.
    const sum = (key: 'models' | 'brands') => meta.facets.values[key].reduce((n, f) => n + f.count, 0)
    expect(sum('models')).toBe(meta.total)
    expect(sum('brands')).toBe(meta.total)
  })
})

describe.each(SITES)('the list pages of $host', ({ host, brand }) => {
  const page = (path: string) => request(t.app).get(path).set('Host', host).expect(200)

  it.each(STOCK_LISTS)('/stock/%s shows only its own list, and pushes plp', async (list) => {
    const res = await page(`/stock/${list}`)
    // Used stock is every make the retailers took in; new and approved are the site's brand (decision 060).
    const expected = offered(list, list === 'used' ? undefined : brand)
    const ids = new Set(expected.map((v) => v.id))
    const cards = cardIds(res.text)
    expect(cards).toHaveLength(12)
    for (const id of cards) expect(ids.has(id), `${id} is a ${list} vehicle`).toBe(true)
    expect(res.text).toContain(`${expected.length.toLocaleString('en')} vehicles found`)
    // Every card leads to the vehicle page of its list (the slug starts with the state, 000 §2).
    const links = [...res.text.matchAll(/href="(\/showroom\/[^"]+)"/g)].map((m) => m[1]!)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link).toMatch(new RegExp(`^/showroom/${list}-`))
    expect(res.text).toContain('"pageKind":"plp","path":"/stock/' + list + '"')
  })

  it('each list has its own filters: new by model year and status, used by make, pre-owned by mileage and retailer', async () => {
    const [fresh, approved, used] = await Promise.all(STOCK_LISTS.map((list) => page(`/stock/${list}`)))
    expect(legends(fresh!.text)).toEqual(expect.arrayContaining(['Model', 'Status', 'Engine']))
    expect(legends(fresh!.text)).not.toContain('Retailer')
    expect(fresh!.text).toContain('Model year')
    expect(fresh!.text).not.toMatch(/facet-list__legend">Mileage</)
    expect(legends(approved!.text)).toEqual(expect.arrayContaining(['Model', 'Retailer']))
    expect(legends(approved!.text)).not.toContain('Brand')
    expect(approved!.text).toMatch(/facet-list__legend">Mileage</)
    expect(legends(used!.text)).toEqual(expect.arrayContaining(['Brand', 'Model', 'Retailer']))
  })

  it('the used list counts each make among used vehicles only', async () => {
    const res = await page('/stock/used')
    for (const make of ['Land Rover', 'Jaguar']) {
      const count = offered('used', make).length
      expect(count).toBeGreaterThan(0)
      expect(res.text).toContain(`<span>${make}</span> <span class="facet-list__count">(${count})</span>`)
    }
  })

  it.each(STOCK_LISTS)(
    '/ar/stock/%s renders right to left with Arabic card links, and pushes plp',
    async (list) => {
      const res = await page(`/ar/stock/${list}`)
      expect(res.text).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/)
      const ids = new Set(offered(list, list === 'used' ? undefined : brand).map((v) => v.id))
      const cards = cardIds(res.text)
      expect(cards).toHaveLength(12)
      for (const id of cards) expect(ids.has(id)).toBe(true)
      expect(res.text).toMatch(new RegExp(`href="/ar/showroom/${list}-`))
      expect(res.text).not.toMatch(/href="\/showroom\//)
      expect(res.text).toContain(`"pageKind":"plp","path":"/ar/stock/${list}"`)
    },
  )

  it('a content page without a stock locator stays dx_other', async () => {
    const res = await page('/finance')
    expect(res.text).toContain('"pageKind":"dx_other"')
  })
})
