import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { announceSiteChange } from '../../server/ssr/cache-invalidation.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

// Dynamic-content strategies evaluated in the server render (issue 15 item 7, decision 048): a block whose
// check fails is not in the HTML at all; the lists come from the demo's local files (fixtures/block-data/
// dynamic-content) through the one data reader; a failed list is no data (001 §8).
let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const page = (path: string, host = 'localhost') => request(t.app).get(path).set('Host', host).expect(200)

describe('dynamic-content strategies in the server render', () => {
  it('leave out a block url_brands hides on the Land Rover site and keep it on the Jaguar site', async () => {
    const lr = await page('/accessories')
    expect(lr.text).not.toContain('Jaguar Lifestyle Collection')
    const jaguar = await page('/accessories', 'jaguar.localhost')
    expect(jaguar.text).toContain('Jaguar Lifestyle Collection')
  })

  it('check blocks against the outside lists: a model family in the list shows, an offer not on offer does not', async () => {
    const res = await page('/accessories')
    expect(res.text).toContain('Defender Expedition Pack')
    expect(res.text).not.toContain('Range Rover Velar Accessory Offer')
  })

  it('keep a page that read outside lists no longer than the lists are kept', async () => {
    await page('/accessories')
    await expect.poll(() => t.cache.get('lrdx', '/accessories')?.expiresAt ?? null).not.toBeNull()
    expect(t.cache.get('lrdx', '/accessories')!.expiresAt!).toBeLessThanOrEqual(Date.now() + 60_000)
  })

  it('treat a list that cannot be read as no data: the check passes and the failure is only logged', async () => {
    await t.database.query(
      `UPDATE settings SET value = '/block-data/dynamic-content/no-such-offers.json'
       WHERE site = 'lrdx' AND key = 'mena.offers_api_url'`,
    )
    await announceSiteChange(t.database, 'lrdx')
    await expect
      .poll(async () => (await page('/accessories')).text)
      .toContain('Range Rover Velar Accessory Offer')
    expect(t.logs.join('\n')).toContain('the mena_offers list is not available')
  })

  it('hide the block again when the offers answer a string (no offers: the list is empty)', async () => {
    await t.database.query(
      `UPDATE settings SET value = '/block-data/dynamic-content/no-offers.json'
       WHERE site = 'lrdx' AND key = 'mena.offers_api_url'`,
    )
    await announceSiteChange(t.database, 'lrdx')
    await expect
      .poll(async () => (await page('/accessories')).text)
      .not.toContain('Range Rover Velar Accessory Offer')
    // The empty list fails mena_offers whatever the value; the other list still passes its block.
    expect((await page('/accessories')).text).toContain('Defender Expedition Pack')
  })
})
