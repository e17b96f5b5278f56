import { describe, expect, it } from 'vitest'
import { fetchDealers, type DealerQuery } from '../../../engine/stock/fetch-dealers.js'

const MISSING = 'Error occurred while fetching dealers: No API URL has been provided.'

describe('fetchDealers', () => {
  it.each([undefined, null, ''])(
    'without an endpoint (%s) logs the spec message and answers []',
    async (endpoint) => {
      const logs: string[] = []
      const urls: string[] = []
      const dealers = await fetchDealers(
        endpoint,
        {},
        async (url) => urls.push(url),
        (m) => logs.push(m),
      )
      expect([dealers, logs, urls]).toEqual([[], [MISSING], []])
    },
  )

  it.each<[string, string, DealerQuery, string]>([
    ['no criteria', '/dealers', {}, '/dealers'],
    ['a brand', '/dealers', { brand: 'Land Rover' }, '/dealers?q%5Bbrand_eq%5D=Land+Rover'],
    [
      'state, postcode and locality',
      '/dealers',
      { state: 'VIC', postcode: '3108', locality: 'Doncaster' },
      '/dealers?q%5Bstate_eq%5D=VIC&q%5Bpostcode_eq%5D=3108&q%5Blocality_eq%5D=Doncaster',
    ],
    [
      'dealer codes, repeated',
      '/dealers',
      { dealerCodes: ['A1', 'B2'] },
      '/dealers?dealer_codes=A1&dealer_codes=B2',
    ],
    [
      'an endpoint with a query',
      '/dealers?items=50',
      { brand: 'Jaguar' },
      '/dealers?items=50&q%5Bbrand_eq%5D=Jaguar',
    ],
  ])('asks with %s', async (_name, endpoint, query, expected) => {
    const urls: string[] = []
    const dealers = await fetchDealers(
      endpoint,
      query,
      async (url) => {
        urls.push(url)
        return { data: [{ id: 'd1' }] }
      },
      () => {},
    )
    expect(urls).toEqual([expected])
    expect(dealers).toEqual([{ id: 'd1' }])
  })

  it('logs a failed call and answers []', async () => {
    const logs: string[] = []
    const dealers = await fetchDealers(
      '/dealers',
      {},
      () => Promise.reject(new Error('HTTP 500')),
      (m) => logs.push(m),
    )
    expect([dealers, logs]).toEqual([[], ['Error occurred while fetching dealers: HTTP 500']])
  })

  it('answers [] for a body without a list', async () => {
    expect(
      await fetchDealers(
        '/dealers',
        {},
        async () => ({ data: 'nope' }),
        () => {},
      ),
    ).toEqual([])
  })
})
