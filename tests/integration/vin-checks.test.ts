// The local VIN checker's call (POST /public_api/vin_checks, decision 041): the answer is affected or not and
// nothing more, malformed VINs and bodies are a 4xx naming the problem, and one address is rate limited.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
const LIMIT = 6

beforeAll(async () => {
  // The app reads its rate limit once, when it is made.
  process.env.VIN_CHECK_RATE_LIMIT = String(LIMIT)
  t = await startTestApp()
  delete process.env.VIN_CHECK_RATE_LIMIT
})
afterAll(() => t.close())

/** Each call from its own address (the app trusts loopback proxies), so only the rate test shares one. */
let client = 0
const check = (body: unknown, ip = `203.0.113.${++client}`) =>
  request(t.app)
    .post('/public_api/vin_checks')
    .set('X-Forwarded-For', ip)
    .send(body as object)

describe('POST /public_api/vin_checks', () => {
  it('answers affected for a VIN on the recall table, typed in any case and with spaces', async () => {
    const res = await check({ vin: 'salga2ae8 la600001' }).expect(200)
    expect(res.body).toEqual({ data: { data: { affected: true } } })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers not affected for a well-formed VIN that is not on it, and never more than that', async () => {
    const res = await check({ vin: 'SALGA2AE8LA699999' }).expect(200)
    expect(res.body).toEqual({ data: { data: { affected: false } } })
  })

  it('refuses what is not a VIN with 422 naming the field', async () => {
    for (const vin of ['SALGA2AE8LA60000', 'SALGA2AE8LA6000011', 'SALGA2AE8LA60000O', '', 42]) {
      const res = await check({ vin }).expect(422)
      expect(res.body.error.details).toEqual([expect.objectContaining({ field: 'vin' })])
    }
    expect((await check({}).expect(422)).body.error.details[0].field).toBe('vin')
    expect((await check(['SALGA2AE8LA600001']).expect(422)).body.error.code).toBe('validation_failed')
  })

  it('refuses hostile bodies through the shared guards', async () => {
    await request(t.app)
      .post('/public_api/vin_checks')
      .set('content-type', 'application/json')
      .send('{"vin": ')
      .expect(400)
    const nul = await check({ vin: 'SALGA2AE8LA6\u00000001' }).expect(400)
    expect(nul.body.error.code).toBe('invalid_body')
    const deep = JSON.parse('{"vin":'.repeat(1) + '['.repeat(200) + ']'.repeat(200) + '}') as unknown
    await check(deep).expect(400)
    await check({ vin: 'x'.repeat(5000) }).expect(413)
  })

  it('is a POST', async () => {
    const res = await request(t.app).get('/public_api/vin_checks').expect(405)
    expect(res.headers.allow).toBe('POST')
  })

  it('limits one address to its window, malformed checks included, with Retry-After', async () => {
    const ip = '198.51.100.77'
    for (let i = 0; i < LIMIT - 1; i++) await check({ vin: 'SALGA2AE8LA699999' }, ip).expect(200)
    await check({ vin: 'nope' }, ip).expect(422)
    const res = await check({ vin: 'SALGA2AE8LA600001' }, ip).expect(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(res.body.error.code).toBe('rate_limited')
    // Another address is not held back.
    await check({ vin: 'SALGA2AE8LA600001' }).expect(200)
  })
})
