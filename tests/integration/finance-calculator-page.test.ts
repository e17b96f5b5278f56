import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

/** The props the calculator's island hydrates with, from the page's JSON script. */
function islandProps(html: string): { data: { models: { key: string; name: string; price: number }[] } } {
  const match = html.match(
    /data-island="jlr-finance-calculator"[^>]*><script type="application\/json" data-island-props="">([^<]*)<\/script>/,
  )
  if (!match) throw new Error('no finance calculator island in the page')
  return JSON.parse(match[1] as string)
}

describe('the finance calculator pages (jlr-finance-calculator rendered on the server)', () => {
  it('offers the catalogue models of the filter, in its order, and renders the first quote', async () => {
    const res = await request(t.app).get('/finance').expect(200)
    const { data } = islandProps(res.text)
    // The Land Rover catalogue's entry prices (server/stock/generate/stock-catalogue.ts) in the filter's order.
    expect(data.models.map((m) => [m.key, m.price])).toEqual([
      ['defender-110', 98_000],
      ['discovery', 104_000],
      ['range-rover-sport', 152_000],
      ['range-rover-evoque', 75_000],
    ])
    // Defender 110, 20 % down, 5 years at 6.99 % with the $395 fee financed: C = 78,400 + 395 = 78,795;
    // r = 0.005825, (1+r)^60 = 1.4169207, P = 78,795 × 0.005825 / 0.2942442 = 1,559.8637 → 1,559.86.
    expect(res.text).toContain('$1,559.86/Month')
    expect(res.text).toContain('<dt>Amount financed</dt><dd><bdi>$78,795</bdi>')
    // Every product's description is in the HTML (rich text is a hole in the island), the others hidden.
    expect(res.text).toContain('Lower monthly repayments, with a final balloon payment')
    expect(res.text).toMatch(/class="[^"]*finance-block__hidden[^"]*"/)
    // The quote's time is written in the browser only: a cached page never shows a stale one.
    expect(res.text).not.toContain('data-figure="created_at"')
  })

  it('renders the Jaguar site from its own brand and the Arabic page with its lease string', async () => {
    const jaguar = await request(t.app).get('/finance').set('Host', 'jaguar.localhost').expect(200)
    expect(islandProps(jaguar.text).data.models.map((m) => m.name)).toEqual(['F-PACE', 'E-PACE', 'F-TYPE'])
    // hide_free_items: the F-TYPE's service plan is never listed.
    expect(jaguar.text).not.toContain('3-year service plan</li>')

    const arabic = await request(t.app).get('/ar/finance').expect(200)
    expect(arabic.text).toMatch(/<html[^>]*dir="rtl"/)
    expect(islandProps(arabic.text).data.models.map((m) => m.name)).toEqual([
      'ديفندر 110',
      'ديسكفري',
      'رينج روفر سبورت',
    ])
    // Murabaha, 20 % of 98,000 down, 4 years at 2.49 % flat: (78,400 + 78,400 × 2.49 % × 4) / 48
    // = (78,400 + 7,808.64) / 48 = 86,208.64 / 48 = 1,796.013 → 1,796.01, with the Arabic " شهريًا".
    expect(arabic.text).toContain('$1,796.01 شهريًا')
    expect(arabic.text).toContain('خدمة صيانة مجانية لمدة 5 سنوات')
  })

  it('shows the block error state, and the rest of the page, when the catalogue cannot be read', async () => {
    const app = await startTestApp({ pageCacheSize: 0, fragmentCacheSize: 0 })
    try {
      await app.database.query('ALTER TABLE vehicle_models RENAME TO vehicle_models_gone')
      const res = await request(app.app).get('/finance')
      expect(res.status).toBe(200)
      expect(res.text).toContain('Land Rover finance')
      expect(res.text).toContain('Something went wrong, please try again.')
      expect(res.text).not.toContain('finance-summary')
    } finally {
      await app.close()
    }
  })
})
