import { describe, expect, it } from 'vitest'
import { parseSearchText } from '../../../engine/dealers/parse-search-text.js'
import { readDealerLocatorQuery } from '../../../engine/dealers/read-dealer-locator-query.js'
import { writeDealerLocatorQuery } from '../../../engine/dealers/write-dealer-locator-query.js'

describe('parseSearchText', () => {
  it.each([
    ['2150', { postcode: '2150' }],
    [' 800 ', { postcode: '0800' }],
    ['nsw', { state: 'NSW' }],
    ['New South  Wales', { state: 'NSW' }],
    ['Parramatta', { locality: 'Parramatta' }],
    ['Wagga Wagga', { locality: 'Wagga Wagga' }],
    // A postcode and a suburb together search from the postcode (decision 067).
    ['2000 Sydney', { postcode: '2000' }],
    ['Sydney NSW 2000', { postcode: '2000' }],
    ['أبوظبي', { locality: 'أبوظبي' }],
    ['<script>', {}],
    ['', {}],
  ])('%j is %j', (text, expected) => {
    expect(parseSearchText(text)).toEqual(expected)
  })
})

describe('the locator URL', () => {
  const read = (query: string) => readDealerLocatorQuery(new URLSearchParams(query))

  it('reads one place, the service and the open card', () => {
    expect(read('_postcode=2150&_service=service&_retailer=dealer-005')).toEqual({
      postcode: '2150',
      service: 'service',
      retailer: 'dealer-005',
    })
    expect(read('_near=-33.81234,151.00456&_postcode=2150')).toEqual({ near: { lat: -33.812, lng: 151.005 } })
    expect(read('_state=vic')).toEqual({ state: 'VIC' })
    expect(read('_locality=Five%20Dock')).toEqual({ locality: 'Five Dock' })
  })

  it("reads the search box's text when a form was sent without JavaScript", () => {
    expect(read('_q=3000')).toEqual({ postcode: '3000' })
    expect(read('_q=queensland&_service=parts')).toEqual({ state: 'QLD', service: 'parts' })
    expect(read('_q=Hobart&_postcode=2000')).toEqual({ postcode: '2000' })
  })

  it('leaves out what does not read, never failing', () => {
    expect(read('_near=200,10&_state=XX&_service=massage&_retailer=NOT%20AN%20ID&_postcode=%3Cb%3E')).toEqual(
      {},
    )
  })

  it('writes the search over the other parameters of the page, and reads back the same', () => {
    const current = new URLSearchParams('utm_source=mail&_postcode=2000&_retailer=dealer-001')
    const written = writeDealerLocatorQuery({ locality: 'Hobart', service: 'sales' }, current)
    expect(written.toString()).toBe('utm_source=mail&_locality=Hobart&_service=sales')
    const search = { near: { lat: -37.8, lng: 144.96 }, retailer: 'dealer-020' }
    expect(readDealerLocatorQuery(writeDealerLocatorQuery(search))).toEqual(search)
  })
})
