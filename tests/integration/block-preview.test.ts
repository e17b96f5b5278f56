// POST /admin/api/preview/block (decision 035): blocks with server data rendered for the editor's canvas
// through the page pipeline, behind sign-in and the csrf-token header, with hostile input refused as 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { block } from '../helpers/page-builder.js'
import { browser } from '../helpers/browser.js'
import { signedInEditor } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
let editor: Awaited<ReturnType<typeof signedInEditor>>

beforeAll(async () => {
  t = await startTestApp({ auth: true })
  origin = t.origin as string
  editor = await signedInEditor(origin)
})
afterAll(() => t.close())

const preview = (body: unknown) =>
  editor.b.agent
    .post('/admin/api/preview/block')
    .set('csrf-token', editor.csrf)
    .send(body as object)

interface Vehicle {
  id: string
  specification: { brand: string; model: string }
}
const vehiclesOf = (res: { body: { data: { data: { vehicles: Vehicle[] } } } }) => res.body.data.data.vehicles

describe('block preview API', () => {
  it('answers only signed-in editors who send the csrf-token header', async () => {
    const body = { site: 'lrdx', locale: 'en', block: block('stock-locator-carousel', 'c') }
    await browser(origin).agent.post('/admin/api/preview/block').send(body).expect(401)
    await editor.b.agent.post('/admin/api/preview/block').send(body).expect(403)
    await preview(body).expect(200)
  })

  it('renders a stock carousel with the stock its fields choose, as the site renders it', async () => {
    const res = await preview({
      site: 'lrdx',
      locale: 'en',
      block: block('stock-locator-carousel', 'carousel', { heading: 'In stock now', items: 3 }),
    }).expect(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { html, failed } = res.body.data
    const vehicles = vehiclesOf(res)
    expect(failed).toBe(false)
    expect(vehicles).toHaveLength(3)
    expect(html).toContain('data-block="stock-locator-carousel"')
    expect(html).toContain('data-island="stock-locator-carousel"')
    expect(html).toContain('In stock now')
    for (const v of vehicles) expect(html).toContain(`data-vehicle-id="${v.id}"`)
    const name = `${vehicles[0]?.specification.brand} ${vehicles[0]?.specification.model}`
    expect(html).toContain(name)
  })

  it('follows the fields: another brand, another list, more cars', async () => {
    const jaguars = await preview({
      site: 'jdx',
      locale: 'en',
      block: block('stock-locator-carousel', 'c', { sl_key_brand: 'Jaguar', items: 12, list_key: 'used' }),
    }).expect(200)
    const vehicles = vehiclesOf(jaguars)
    expect(vehicles.length).toBeGreaterThan(0)
    expect(vehicles.length).toBeLessThanOrEqual(12)
    expect(vehicles.every((v) => v.specification.brand === 'Jaguar')).toBe(true)
    expect(jaguars.body.data.data.list).toBe('used')
  })

  it('renders in the page locale: Arabic, right to left', async () => {
    const res = await preview({
      site: 'lrdx',
      locale: 'ar',
      block: block('jlr-in-page-cars-inventory-server-side-rendered', 'inv', {
        heading: 'سيارات متوفرة',
        items: 2,
      }),
    }).expect(200)
    expect(res.body.data.html).toContain('سيارات متوفرة')
    expect(res.body.data.html).toContain('href="/ar/showroom/')
    expect(vehiclesOf(res)).toHaveLength(2)
  })

  it('gives a form block its form from the forms admin', async () => {
    const res = await preview({
      site: 'lrdx',
      locale: 'en',
      block: block('expanded-entry-form', 'form', { form_id: 'contact-us' }),
    }).expect(200)
    expect(res.body.data.failed).toBe(false)
    expect(JSON.stringify(res.body.data.data)).toContain('contact-us')
  })

  it('renders a draft’s unfinished values as the site would (a count past the maximum shows 12 at most)', async () => {
    const res = await preview({
      site: 'lrdx',
      locale: 'en',
      block: block('stock-locator-carousel', 'c', { items: 2 ** 40, heading: '' }),
    }).expect(200)
    expect(vehiclesOf(res).length).toBeLessThanOrEqual(12)
  })

  it.each([
    ['no object', [], 400, /site, locale, block/],
    ['an unknown site', { site: 'nope', locale: 'en', block: {} }, 400, /site must be one of jdx, lrdx/],
    ['an unknown locale', { site: 'lrdx', locale: 'fr', block: {} }, 400, /locale must be one of en, ar/],
    ['a block that is no object', { site: 'lrdx', locale: 'en', block: 'x' }, 400, /block must be a block/],
    [
      'an unknown template',
      { site: 'lrdx', locale: 'en', block: { id: 'x', template: 'nope', attributes: {} } },
      422,
      /malformed/,
    ],
    [
      'a bad block id',
      { site: 'lrdx', locale: 'en', block: { ...block('stock-locator-carousel', 'c'), id: '../x' } },
      422,
      /malformed/,
    ],
    [
      'a template without server data',
      { site: 'lrdx', locale: 'en', block: block('jlr-snippet', 's') },
      422,
      /jlr-snippet shows no server data/,
    ],
    [
      'a NUL in a field',
      { site: 'lrdx', locale: 'en', block: block('stock-locator-carousel', 'c', { heading: 'a\u0000b' }) },
      400,
      /block\/attributes\/heading/,
    ],
  ])('refuses %s', async (_name, body, status, message) => {
    const res = await preview(body).expect(status)
    expect(res.body.error.message).toMatch(message)
  })

  it('points a malformed block’s errors into the block it was sent', async () => {
    const res = await preview({
      site: 'lrdx',
      locale: 'en',
      block: { id: 'x', template: 'nope', attributes: {} },
    }).expect(422)
    expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain('/block/template')
  })

  it('refuses JSON nested too deep', async () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 200; i++) deep = { deep }
    const res = await preview({
      site: 'lrdx',
      locale: 'en',
      block: block('stock-locator-carousel', 'c', { heading: deep }),
    }).expect(400)
    expect(res.body.error.code).toBe('invalid_body')
  })

  it('answers 503 while the database is down', async () => {
    const down = await startTestApp({ auth: true })
    const { b, csrf } = await signedInEditor(down.origin as string)
    // The stock is read through the same database: nothing answers while it is away.
    await down.database.close()
    const res = await b.agent
      .post('/admin/api/preview/block')
      .set('csrf-token', csrf)
      .send({ site: 'lrdx', locale: 'en', block: block('stock-locator-carousel', 'c') })
    expect(res.status).toBe(503)
    expect(res.body.error.code).toBe('database_unavailable')
    await down.close().catch(() => {})
  })
})
