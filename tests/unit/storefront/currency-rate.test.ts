import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { currencyRates } from '../../../server/storefront/currency-rate.js'

let server: Server
let base = ''
const hits: string[] = []
beforeAll(async () => {
  // A local stand-in for the currency exchange service: tests never reach the internet.
  server = createServer((req, res) => {
    hits.push(req.url ?? '')
    res.setHeader('content-type', 'application/json')
    if (req.url?.startsWith('/nested'))
      res.end(JSON.stringify({ result: { rate: '0.61' }, from: '2026-01-01' }))
    else if (req.url?.startsWith('/empty')) res.end(JSON.stringify({ nothing: true }))
    else res.end(JSON.stringify({ data: 0.6, startdate: '2026-11-01' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

describe('currencyRates (000 §4, §7)', () => {
  it('fetches {api_url}/currency-exchange once and reads data and startdate', async () => {
    const logs: string[] = []
    const rates = currencyRates({ log: (m) => logs.push(m) })
    const settings = { 'currency_exchange.api_url': base }
    expect(await rates.rateFor(settings)).toEqual({ rate: 0.6, startDate: '2026-11-01' })
    expect(await rates.rateFor(settings)).toEqual({ rate: 0.6, startDate: '2026-11-01' })
    expect(hits.filter((h) => h === '/currency-exchange')).toHaveLength(1)
    expect(logs).toEqual([])
  })

  it('reads configured keys', async () => {
    const rates = currencyRates({ log: () => {} })
    const rate = await rates.rateFor({
      'currency_exchange.api_url': `${base}/nested`,
      'currency_exchange.rate_key': 'result.rate',
      'currency_exchange.start_date_key': 'from',
    })
    expect(rate).toEqual({ rate: 0.61, startDate: '2026-01-01' })
  })

  it('logs a response without the key and gives no rate', async () => {
    const logs: string[] = []
    const rates = currencyRates({ log: (m) => logs.push(m) })
    expect(await rates.rateFor({ 'currency_exchange.api_url': `${base}/empty` })).toBeNull()
    expect(logs[0]).toContain('no rate at "data"')
  })

  it('fetches nothing without the setting', async () => {
    const before = hits.length
    expect(await currencyRates({ log: () => {} }).rateFor({})).toBeNull()
    expect(hits.length).toBe(before)
  })
})
