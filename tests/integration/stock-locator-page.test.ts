import { SHOPPABLE_STATUSES } from '../../engine/stock-locator/shoppable-statuses.js'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListingResponse, VehicleLight } from '../../engine/stock/stock-types.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
/** The cards of the page's other block (approved vehicles in the in-page inventory) are not the search's. */
let inventory = new Set<string>()
beforeAll(async () => {
  t = await startTestApp()
  const approved = await request(t.app).get(
    '/listing/approved/light?nameplate_brand_name_in=Land+Rover&items=3',
  )
  inventory = new Set((approved.body as ListingResponse<VehicleLight>).data.map((v) => v.id))
})
afterAll(() => t.close())

/** The vehicle ids of the cards in a rendered page, in order. */
const cardIds = (html: string): string[] =>
  [...html.matchAll(/data-vehicle-id="([^"]+)"/g)]
    .map((m) => m[1] as string)
    .filter((id) => !inventory.has(id))

// What the stock locator asks for: never sold vehicles (their pages are not found).
const shoppable = SHOPPABLE_STATUSES.map((s) => `forced_statuses=${s}`).join('&')

async function api(query: string): Promise<ListingResponse<VehicleLight>> {
  const res = await request(t.app).get(`/listing/new/light?${query}&${shoppable}`).expect(200)
  return res.body as ListingResponse<VehicleLight>
}

describe('the /stock page (stock locator block, rendered on the server)', () => {
  it('renders the cards and the count of a filtered URL, as the stock API answers it', async () => {
    const all = await api('nameplate_brand_name_in=Land+Rover')
    const model = all.meta.facets.values.models.find((m) => m.count > 0)
    expect(model, 'the seeded stock has Land Rover models').toBeTruthy()
    const { value, count } = model as { value: string; count: number }
    const query = `nameplate_name_in=${encodeURIComponent(value)}`
    const expected = await api(`nameplate_brand_name_in=Land+Rover&${query}`)
    expect(expected.meta.total).toBe(count)

    const res = await request(t.app).get(`/stock?${query}`).expect(200)
    expect(cardIds(res.text)).toEqual(expected.data.map((v) => v.id))
    expect(res.text).toContain(
      count === 1 ? '1 vehicle found' : `${count.toLocaleString('en')} vehicles found`,
    )
    // The chosen model is ticked, with its count beside it, and shows as a removable chip.
    expect(res.text).toMatch(
      new RegExp(
        `checked=""[^>]*/><label[^>]*><span>${value}</span> <span class="facet-list__count">\\(${count}\\)`,
      ),
    )
    expect(res.text).toContain(`Remove filter Model: ${value}`)
    // Cards link to the vehicle page.
    expect(res.text).toMatch(/href="\/showroom\/new-[^"]+-[^"]+"/)
  })

  it('renders another page and sort for another query: the page cache never answers one search with another', async () => {
    const first = await request(t.app).get('/stock').expect(200)
    const second = await request(t.app).get('/stock?page=2&sort=priceAsc').expect(200)
    const expected = await api('nameplate_brand_name_in=Land+Rover&page=2&sort=priceAsc')
    expect(cardIds(second.text)).toEqual(expected.data.map((v) => v.id))
    expect(cardIds(second.text)).not.toEqual(cardIds(first.text))
    expect(t.cache.get('lrdx', '/stock')).toBeUndefined()
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30')
    // Asked again without a query, the first search comes back.
    const again = await request(t.app).get('/stock').expect(200)
    expect(cardIds(again.text)).toEqual(cardIds(first.text))
  })

  it('a postcode search that finds no retailer renders the postcode modal', async () => {
    const res = await request(t.app).get('/stock?_postcode=0000&_locality=Nowhere').expect(200)
    expect(res.text).toContain('role="dialog"')
    expect(res.text).toContain('No retailers found')
    expect(cardIds(res.text)).toEqual([])
  })

  it('reads a hostile URL leniently and never echoes markup', async () => {
    const res = await request(t.app)
      .get('/stock?mileage_lteq=lots&page=-1&items=1000&nameplate_name_in=%3Cscript%3Ealert(1)%3C/script%3E')
      .expect(200)
    expect(res.text).not.toContain('<script>alert(1)</script>')
    expect(res.text).toContain('0 vehicles found')
    expect(res.text).toContain('Sorry, there were no results for your search.')
  })

  it('renders the Arabic stock page right to left and the Jaguar one with Jaguars', async () => {
    const ar = await request(t.app).get('/ar/stock').expect(200)
    expect(ar.text).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl"/)
    expect(cardIds(ar.text).length).toBeGreaterThan(0)
    // Card links lead to the Arabic vehicle page; card values are in Arabic (numbers kept).
    const links = [
      ...ar.text.matchAll(
        /class="vehicle-card__link" href="([^"]+)"|href="([^"]+)" class="vehicle-card__link"/g,
      ),
    ]
    expect(links.length).toBeGreaterThan(0)
    for (const m of links) expect(m[1] ?? m[2]).toMatch(/^\/ar\/showroom\//)
    expect(ar.text).not.toMatch(/href="\/showroom\//)
    expect(ar.text).toContain('جديدة')
    expect(ar.text).toMatch(/\d كم</)
    expect(ar.text).not.toMatch(/<bdi>(New|Diesel|Petrol)[<,]/)
    const jaguar = await request(t.app).get('/stock').set('Host', 'jaguar.localhost').expect(200)
    const expected = await api('nameplate_brand_name_in=Jaguar')
    expect(cardIds(jaguar.text)).toEqual(expected.data.map((v) => v.id))
  })

  it('renders the stock carousel on the home page', async () => {
    const res = await request(t.app).get('/').expect(200)
    expect(res.text).toContain('class="stock-carousel"')
    expect(cardIds(res.text).length).toBeGreaterThan(0)
  })
})
