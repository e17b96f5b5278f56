// Issue 25 item 10, decision 067: the stock locator's postcode search finds retailers exactly first (000 §5)
// and, when none is in the place, the nearest ones by distance from the Australian postcodes file. A place
// may be typed as "2000 Sydney", "sydney", "2000" or " 2000 "; a place nobody knows opens the postcode modal
// and says so.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NEAR_RADIUS_KM } from '../../engine/stock-locator/nearby-retailers.js'
import type { Dealer } from '../../engine/stock/stock-types.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
/** The new list's Land Rover retailers, as the postcode search offers them. */
let retailers: Dealer[]

beforeAll(async () => {
  t = await startTestApp()
  retailers = (await request(t.app).get('/listing/new/retailers?q[brand_eq]=Land Rover').expect(200)).body
    .data
})
afterAll(() => t.close())

const page = (query: string, host = 'localhost') =>
  request(t.app).get(`/stock?${query}`).set('Host', host).expect(200)

/** The retailers the page names as the nearest, with their distances, in order. */
const nearbyOf = (html: string): { name: string; km: number }[] => {
  const block = /<div class="stock-locator__nearby">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? ''
  return [
    ...block.matchAll(/<li><bdi>([^<]+)<\/bdi> <span dir="ltr">\(([\d.]+) (?:km|كم)\)<\/span><\/li>/g),
  ].map((m) => ({ name: (m[1] as string).replace(/&#x27;/g, "'").replace(/&amp;/g, '&'), km: Number(m[2]) }))
}

/** The list's retailers nearest to a postcode, as the dealers endpoint measures them. */
async function expectedNearest(postcode: string): Promise<{ name: string; km: number }[]> {
  const near = (
    await request(t.app).get(
      `/dealers?near_postcode=${postcode}&q[brand_eq]=Land Rover&q[market_eq]=au&items=50`,
    )
  ).body.data as Dealer[]
  const ours = near.filter((d) => retailers.some((r) => r.id === d.id))
  const close = ours.filter((d) => (d.distance_km ?? Infinity) <= NEAR_RADIUS_KM)
  return (close.length ? close : ours.slice(0, 1)).map((d) => ({ name: d.name, km: d.distance_km as number }))
}

describe('the stock locator’s postcode search by distance', () => {
  it('finds no retailer in 2000 Sydney exactly, and shows the nearest retailers’ vehicles with their distances', async () => {
    expect(retailers.some((r) => r.postcode === '2000')).toBe(false)
    const expected = await expectedNearest('2000')
    expect(expected.length).toBeGreaterThan(0)
    expect(expected[0]!.km).toBeLessThan(15)
    const res = await page('_postcode=2000%20Sydney')
    expect(res.text).toContain('No retailer in 2000 Sydney: showing the nearest retailers’ vehicles.')
    expect(nearbyOf(res.text)).toEqual(expected)
    expect(res.text).not.toContain('role="dialog"')
    expect(res.text).toMatch(/[\d,]+ vehicles? found/)
    expect(res.text).not.toContain('>0 vehicles found')
    // The cards link with the normalised search, so the vehicle page prices for the same place.
    expect(res.text).toContain('?_postcode=2000&amp;_locality=Sydney"')
  })

  it.each([
    ['_locality=sydney', 'sydney'],
    ['_postcode=sydney', 'sydney'],
    ['_postcode=2000', '2000'],
    ['_postcode=%202000%20', '2000'],
    ['_postcode=Sydney%2C%20NSW%202000', '2000 Sydney'],
  ])('reads %s as the same place', async (query, place) => {
    const res = await page(query)
    expect(res.text).toContain(`No retailer in ${place}: showing the nearest retailers’ vehicles.`)
    expect(nearbyOf(res.text)).toEqual(await expectedNearest('2000'))
  })

  it('keeps the exact match first: a retailer’s own postcode and suburb show its vehicles alone', async () => {
    const own = retailers.find((r) => r.postcode && r.locality) as Dealer
    const res = await page(`_postcode=${own.postcode}&_locality=${encodeURIComponent(own.locality)}`)
    expect(res.text).not.toContain('stock-locator__nearby')
    expect(res.text).not.toContain('role="dialog"')
    expect(res.text).toMatch(/[\d,]+ vehicles? found/)
  })

  it('measures from a postcode only the postcodes file knows (2017 Waterloo)', async () => {
    const near = (await request(t.app).get('/dealers?near_postcode=2017&items=1').expect(200)).body
    expect(near.meta.origin).toMatchObject({ postcode: '2017', state: 'NSW' })
    expect(near.data[0].distance_km).toBeLessThan(20)
    const res = await page('_postcode=2017')
    expect(nearbyOf(res.text)).toEqual(await expectedNearest('2017'))
  })

  it('measures a far place to its one nearest retailer', async () => {
    // 0872 is the desert around Uluru: no retailer within the radius.
    const expected = await expectedNearest('0872')
    expect(expected).toHaveLength(1)
    expect(expected[0]!.km).toBeGreaterThan(NEAR_RADIUS_KM)
    expect(nearbyOf((await page('_postcode=0872')).text)).toEqual(expected)
  })

  it.each(['_postcode=qwzxv', '_postcode=0000', '_locality=%3Cscript%3E'])(
    'says a place nobody knows (%s) is not known, in the postcode modal',
    async (query) => {
      const res = await page(query)
      expect(res.text).toContain('role="dialog"')
      expect(res.text).toContain('as a postcode or suburb. Check it, or choose a state or a retailer.')
      expect(res.text).not.toContain('<script>')
    },
  )

  it('says it in Arabic on the Arabic page, and on the Jaguar site with its own retailers', async () => {
    const ar = await request(t.app).get('/ar/stock?_postcode=2000%20Sydney').expect(200)
    expect(ar.text).toContain('لا يوجد وكيل في 2000 Sydney: نعرض سيارات أقرب الوكلاء.')
    expect(nearbyOf(ar.text).length).toBeGreaterThan(0)
    const jaguar = await page('_postcode=2000%20Sydney', 'jaguar.localhost')
    const names = nearbyOf(jaguar.text).map((r) => r.name)
    expect(names.length).toBeGreaterThan(0)
    const jaguarRetailers = (
      await request(t.app).get('/listing/new/retailers?q[brand_eq]=Jaguar').expect(200)
    ).body.data as Dealer[]
    for (const name of names) expect(jaguarRetailers.map((r) => r.name)).toContain(name)
  })
})
