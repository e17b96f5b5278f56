import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const JAGUAR = 'jaguar.localhost'

describe('the model showcase pages (derivatives, specification, key details, accolade) rendered on the server', () => {
  it('shows the error state when the catalogue read fails, and not after', async () => {
    await t.database.query('ALTER TABLE vehicle_models RENAME TO vehicle_models_away')
    try {
      const res = await request(t.app).get('/ar/models/f-pace/derivatives').set('Host', JAGUAR).expect(200)
      // Both catalogue blocks fail alone: the page and its other blocks still render.
      expect(res.text).toContain('تعذر تحميل المواصفات.')
      expect(res.text).toContain('تعذر تحميل هذه الفئة.')
      expect(res.text).toContain('سيارة العام العالمية')
    } finally {
      await t.database.query('ALTER TABLE vehicle_models_away RENAME TO vehicle_models')
    }
    // The failed page was not kept: the next visitor gets the specification.
    const again = await request(t.app).get('/ar/models/f-pace/derivatives').set('Host', JAGUAR).expect(200)
    expect(again.text).not.toContain('تعذر تحميل المواصفات.')
    expect(again.text).toContain('jlr-spec__category')
  })

  it('renders the Defender derivatives from the catalogue, complete for bots', async () => {
    const res = await request(t.app).get('/models/defender/derivatives').expect(200)
    const html = res.text
    // The specification of defender-110 (server/stock/reference/vehicle-models.ts), read in process.
    expect(html).toContain('<dt class="jlr-spec__label">Maximum power</dt>')
    expect(html).toContain('<bdi>AUD 98,000</bdi>')
    expect(html).toContain('<bdi>D250, D350, P400, P525 V8</bdi>')
    // Derivatives: the D350's own power and fuels, under the editor's labels.
    expect(html).toMatch(/Power<\/dt><dd class="model-summary__figure-value"><bdi>258 kW<\/bdi>/)
    expect(html).toContain('<bdi>Diesel · Mild hybrid</bdi>')
    expect(html).toContain('<bdi>386 kW</bdi>')
    // Every filter's derivatives and every standard equipment list are in the HTML (no JavaScript needed).
    for (const id of ['defender-90-s', 'defender-110-x-dynamic', 'defender-110-v8', 'defender-130-outbound'])
      expect(html).toContain(`id="${id}"`)
    expect(html.match(/<dialog[^>]*class="chooser-dialog equipment-dialog"/g)).toHaveLength(4)
    expect(html).toContain('Three-zone climate control')
    // The accolade's timer shows its end date until the browser counts down.
    expect(html).toMatch(
      /<time datetime="2027-06-30T23:59:00\+10:00" class="image-box__timer-value">June 30, 2027</i,
    )
    expect(html).not.toContain('class="block-error')
  })

  it('renders the Jaguar site from its own brand, and the Arabic pages right to left', async () => {
    const jaguar = await request(t.app).get('/models/f-pace/derivatives').set('Host', JAGUAR).expect(200)
    expect(jaguar.text).toContain('R-Dynamic SE · P400e')
    expect(jaguar.text).toContain('<bdi>405 kW</bdi>')
    // categories: Performance and Pricing only.
    expect(jaguar.text).toContain('<h3 class="jlr-spec__category">Pricing</h3>')
    expect(jaguar.text).not.toContain('<h3 class="jlr-spec__category">Practicality</h3>')
    expect(jaguar.text).toContain('<bdi>Electric</bdi>')

    const arabic = await request(t.app).get('/ar/models/defender/derivatives').expect(200)
    expect(arabic.text).toMatch(/<html[^>]*dir="rtl"/)
    expect(arabic.text).toContain('<bdi>ديزل · هجين خفيف</bdi>')
    expect(arabic.text).toContain('التجهيزات القياسية')
    expect(arabic.text).toMatch(/<time [^>]*>30 يونيو 2027</)
    const jaguarArabic = await request(t.app)
      .get('/ar/models/f-pace/derivatives')
      .set('Host', JAGUAR)
      .expect(200)
    expect(jaguarArabic.text).toContain('<bdi>كهربائي</bdi>')
  })
})
