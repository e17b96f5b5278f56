// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lightVehicle } from '../../../engine/stock-locator/light-vehicle.js'
import { locatorDefaults } from '../../../engine/stock-locator/locator-defaults.js'
import { vehicleUrl } from '../../../engine/storefront/vehicle-url.js'
import { DEFAULT_PRICE_SETTINGS } from '../../../engine/storefront/price-settings.js'
import type { ListingResponse, VehicleLight } from '../../../engine/stock/stock-types.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import { locatorTexts } from '../../../renderer/storefront/stock-list/locator-texts.js'
import type { StockListData } from '../../../renderer/storefront/stock-list/stock-list-data.js'
import { StockLocatorApp } from '../../../renderer/storefront/stock-list/StockLocatorApp.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'

function listing(vehicles: VehicleLight[], total = vehicles.length, page = 1): ListingResponse<VehicleLight> {
  const empty = { min: null, max: null, count: 0 }
  return {
    data: vehicles,
    meta: {
      total,
      page,
      items: 12,
      pages: Math.max(1, Math.ceil(total / 12)),
      sort: 'createdAtDesc',
      facets: {
        values: {
          brands: [],
          models: [
            { value: 'Defender', count: 20 },
            { value: 'Discovery', count: 5 },
          ],
          financing_options: [],
          states: [],
          statuses: [],
          engine_types: [],
          transmissions: [],
          colors: [],
          specific_colors: [],
          dealers: [],
          number_of_seats: [],
        },
        ranges: {
          msrp_price: empty,
          display_price: empty,
          mileage: { min: 0, max: 50000, count: 25 },
          production_year: empty,
          model_year: empty,
          power: empty,
        },
      },
    },
  }
}

const defenders = Array.from({ length: 12 }, () => lightVehicle(makeVehicle()))
const discovery = lightVehicle(makeVehicle({ attributes: { nameplate_name: 'Discovery' } }))

function data(change: Partial<StockListData> = {}): StockListData {
  const defaults = locatorDefaults({ sl_key_brand: 'Land Rover' })
  return {
    list: 'new',
    defaults: defaults.state,
    state: defaults.state,
    blockDealerCodes: [],
    listing: listing(defenders, 25),
    priceSettings: DEFAULT_PRICE_SETTINGS,
    cardAttributes: ['productionYear', 'mileage'],
    omitBrand: 'Land Rover',
    retailers: [
      {
        id: 'd1',
        name: 'Southern Cross Land Rover Artarmon',
        dealer_code: 'SCLR01',
        state: 'NSW',
        postcode: '2064',
        zipcode: '2064',
        locality: 'Artarmon',
        city: 'Artarmon',
      },
    ],
    postcodeSearch: true,
    postcodeFound: null,
    nearby: [],
    savedView: true,
    ...change,
  }
}

const texts = locatorTexts({
  reverse_calculator_show: true,
  vehicles: { headline: 'New stock', list: 'new' },
})
const fetchMock = vi.fn()
/** The vehicles the holds read (GET /buy_online/holds, decision 064) says another shopper holds. */
let held: string[] = []

beforeEach(() => {
  window.history.replaceState(null, '', '/stock')
  window.localStorage.clear()
  window.sessionStorage.clear()
  fetchMock.mockReset()
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(listing([discovery], 1))))
  held = []
  // The cards' holds read is answered apart: the tests count the stock API's calls.
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    String(url).startsWith('/buy_online/holds?')
      ? Promise.resolve(new Response(JSON.stringify({ data: { data: { held } } })))
      : fetchMock(url, init),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const show = (d = data(), locale = 'en') =>
  render(
    <RenderContextProvider
      value={{
        site: { key: 'lrdx', name: 'Southern Cross Land Rover', brand: 'Land Rover' },
        theme: 'lrdx',
        locale,
        dir: locale === 'ar' ? 'rtl' : 'ltr',
        environment: 'island',
        strict: true,
        localePrefix: locale === 'ar' ? '/ar' : '',
      }}
    >
      <StockLocatorApp data={d} filters={['models', 'mileage']} texts={texts} blockId="stock" />
    </RenderContextProvider>,
  )

describe('StockLocatorApp', () => {
  it('shows the server result: cards linking to the vehicle page, facet counts, the count in a live region', () => {
    show()
    expect(screen.getAllByRole('article')).toHaveLength(12)
    expect(screen.getByRole('status').textContent).toBe('25 vehicles found')
    expect(screen.getByLabelText(/Defender/).closest('li')?.textContent).toContain('(20)')
    const link = screen.getAllByRole('link', { name: /Defender/ })[0] as HTMLAnchorElement
    expect(link.getAttribute('href')).toMatch(/^\/showroom\/new-defender-2024-.*-veh\d+$/)
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy()
  })

  it('a filter fetches the light listing, writes the URL and Back restores the previous search', async () => {
    show()
    fireEvent.click(screen.getByLabelText(/Discovery/))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    const url = String(fetchMock.mock.calls[0]?.[0])
    expect(url).toContain('/listing/new/light?')
    expect(url).toContain('nameplate_brand_name_in=Land+Rover')
    expect(url).toContain('nameplate_name_in=Discovery')
    // The page URL holds only what differs from the block's defaults (not its brand).
    expect(window.location.search).toBe('?nameplate_name_in=Discovery')
    expect(screen.getByRole('status').textContent).toBe('1 vehicle found')
    expect(screen.getByRole('button', { name: /Remove filter Model: Discovery/ })).toBeTruthy()

    fetchMock.mockImplementation(async () => new Response(JSON.stringify(listing(defenders, 25))))
    window.history.replaceState(null, '', '/stock')
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12))
    expect(String(fetchMock.mock.calls[1]?.[0])).not.toContain('nameplate_name_in')
  })

  it('says "Being reserved" on the card of a vehicle another shopper holds, in the page’s language', async () => {
    held = [defenders[1]!.id]
    show()
    const card = () => document.querySelector(`[data-vehicle-id="${defenders[1]!.id}"] .vehicle-card__status`)
    await waitFor(() => expect(card()?.textContent).toBe('Being reserved'))
    expect(
      document.querySelector(`[data-vehicle-id="${defenders[0]!.id}"] .vehicle-card__status`)?.textContent,
    ).toBe('In stock')
    cleanup()
    show(data(), 'ar')
    await waitFor(() => expect(card()?.textContent).toBe('قيد الحجز'))
  })
  it('a range "Apply" without a change adds no history entry and fetches nothing; with one, it does', async () => {
    show()
    const entries = window.history.length
    const apply = () => fireEvent.click(screen.getAllByRole('button', { name: /^Apply/ })[0] as HTMLElement)
    apply()
    fireEvent.change(screen.getAllByRole('spinbutton')[1] as HTMLElement, { target: { value: '-1' } })
    apply()
    expect(window.history.length).toBe(entries)
    expect(window.location.search).toBe('')
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.change(screen.getAllByRole('spinbutton')[1] as HTMLElement, { target: { value: '20000' } })
    apply()
    await waitFor(() => expect(window.location.search).toBe('?mileage_lteq=20000'))
    expect(window.history.length).toBe(entries + 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    // Applying the same bounds again is no new search either.
    apply()
    expect(window.history.length).toBe(entries + 1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('sorting and paging go to the URL, and a failed fetch offers to try again', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(listing(defenders, 25))))
    show()
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priceAsc' } })
    await waitFor(() => expect(window.location.search).toBe('?sort=priceAsc'))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('25 vehicles found'))
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('sort=priceAsc')
    fetchMock.mockImplementation(async () => new Response('{}', { status: 500 }))
    fireEvent.click(screen.getByRole('link', { name: 'Next page' }))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Something went wrong'))
    expect(window.location.search).toBe('?sort=priceAsc&page=2')
  })

  it('a postcode search that finds no dealer opens the modal, which cannot be closed', async () => {
    show()
    fireEvent.change(screen.getAllByLabelText('State')[0] as HTMLElement, { target: { value: 'WA' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('No retailers found')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(window.location.search).toBe('?_state=WA')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a postcode search that finds a dealer limits the listing to its code and the links carry it', async () => {
    show()
    fireEvent.change(screen.getAllByLabelText('State')[0] as HTMLElement, { target: { value: 'NSW' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('forced_dealer_codes=SCLR01')
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    const link = screen.getAllByRole('link', { name: /Discovery/ })[0] as HTMLAnchorElement
    expect(link.getAttribute('href')).toMatch(/\?_state=NSW$/)
  })

  it('"2000 Sydney" in the postcode field finds no retailer there and shows the nearest one’s vehicles (decision 067)', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/dealers?')
        ? new Response(
            JSON.stringify({
              data: [{ id: 'd1', distance_km: 9.4 }],
              meta: {
                total: 1,
                page: 1,
                items: 50,
                pages: 1,
                origin: { latitude: -33.87, longitude: 151.21 },
              },
            }),
          )
        : new Response(JSON.stringify(listing([discovery], 1))),
    )
    show(data({ brand: 'Land Rover' }))
    fireEvent.change(screen.getAllByLabelText('Postcode')[0] as HTMLElement, {
      target: { value: '2000 Sydney' },
    })
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(window.location.search).toBe('?_postcode=2000&_locality=Sydney')
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/dealers?q%5Bbrand_eq%5D=Land+Rover&q%5Bmarket_eq%5D=au&near_postcode=2000&items=50',
    )
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('forced_dealer_codes=SCLR01')
    expect(
      screen.getByText('No retailer in 2000 Sydney: showing the nearest retailers’ vehicles.'),
    ).toBeTruthy()
    expect(screen.getByText('(9.4 km)')).toBeTruthy()
  })

  it('a place nobody knows opens the postcode modal and says so', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(
          JSON.stringify({ data: [], meta: { total: 0, page: 1, items: 50, pages: 0, origin: null } }),
        ),
    )
    show()
    fireEvent.change(screen.getAllByLabelText('Suburb')[0] as HTMLElement, { target: { value: 'Qwzxv' } })
    fireEvent.click(screen.getAllByRole('button', { name: 'Search' })[0] as HTMLElement)
    const dialog = await screen.findByRole('dialog')
    expect(dialog.textContent).toContain('We do not know “Qwzxv” as a postcode or suburb.')
  })

  it('saving and comparing a card push their data-layer events', () => {
    window.dataLayer = []
    show()
    const card = within(screen.getAllByRole('article')[0] as HTMLElement)
    fireEvent.click(card.getByRole('button', { name: /^Save vehicle/ }))
    fireEvent.click(card.getByRole('button', { name: /^Compare/ }))
    fireEvent.click(card.getByRole('button', { name: /^Saved/ }))
    const cardEvents = window.dataLayer.filter((e) => /^(saved|compare)_vehicle_/.test(String(e.event)))
    expect(cardEvents.map((e) => [e.event, (e.vehicle as { id: string }).id])).toEqual([
      ['saved_vehicle_add', defenders[0]?.id],
      ['compare_vehicle_add', defenders[0]?.id],
      ['saved_vehicle_remove', defenders[0]?.id],
    ])
    expect(cardEvents[1]).toMatchObject({
      event_category: 'PLP',
      vehicle: { list: 'new', brand: 'Land Rover' },
    })
  })

  it('the reverse calculator filters by the maximum price, or shows its error text', async () => {
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Filter By Monthly Budget' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(screen.getByRole('button', { name: 'Show vehicles' }))
    expect(dialog.textContent).toContain('Something went wrong, please refresh the page and try again')
    fireEvent.change(screen.getByLabelText('Monthly budget'), { target: { value: '1000' } })
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '60' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show vehicles' }))
    await waitFor(() => expect(window.location.search).toMatch(/^\?display_price_lteq=\d+$/))
  })

  it('saving a card keeps it in sl_product_page_data and the saved view lists it', async () => {
    show()
    fireEvent.click(screen.getAllByRole('button', { name: /Save vehicle/ })[0] as HTMLElement)
    const stored = JSON.parse(window.localStorage.getItem('sl_product_page_data') ?? '[]') as { id: string }[]
    expect(stored.map((v) => v.id)).toEqual([defenders[0]?.id])
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(makeVehicle({ id: defenders[0]?.id }))),
    )
    fireEvent.click(screen.getByRole('button', { name: /Saved vehicles \(1\)/ }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/listing/new/vehicle/${defenders[0]?.id}`)
  })

  it('no results: the no-results page resets to the defaults', async () => {
    // The page the server rendered for this search.
    window.history.replaceState(null, '', '/stock?nameplate_name_in=XE')
    show(
      data({
        listing: listing([], 0),
        state: { ...data().state, filters: { values: { models: ['XE'] }, ranges: {} } },
      }),
    )
    expect(screen.getByText('Sorry, there were no results for your search.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filter' }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(window.location.search).toBe('')
  })

  it('speaks Arabic on an Arabic page: labels, card values and units, links to the Arabic vehicle page', () => {
    show(data({ cardAttributes: ['state', 'engines', 'mileage'] }), 'ar')
    expect(screen.getByRole('status').textContent).toBe('تم العثور على 25 سيارة')
    expect(screen.getByLabelText('الترتيب حسب')).toBeTruthy()
    const card = screen.getAllByRole('article')[0] as HTMLElement
    expect(card.textContent).toContain('جديدة')
    expect(card.textContent).toContain('ديزل، هجينة خفيفة')
    expect(card.textContent).toContain('10 كم')
    expect(card.textContent).not.toMatch(/New|Diesel|Mild hybrid| km/)
    const links = [...card.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(links.length).toBeGreaterThan(0)
    for (const href of links) expect(href).toMatch(/^\/ar\/showroom\/new-defender-2024-.*-veh\d+$/)
  })

  it('compare: cards add up to three vehicles, the compare view shows them side by side, remove takes one off', async () => {
    const full = defenders
      .slice(0, 4)
      .map((v, i) =>
        makeVehicle({ id: v.id, attributes: { nameplate_name: i === 1 ? 'Discovery' : 'Defender' } }),
      )
    fetchMock.mockImplementation(async (url: string) => {
      const id = url.split('/').pop()
      const vehicle = full.find((v) => v.id === id)
      return vehicle
        ? new Response(JSON.stringify({ data: vehicle }))
        : new Response('{"error":{"code":"not_found"}}', { status: 404 })
    })
    show()
    const compare = () => screen.getAllByRole('button', { name: /^(Compare|Comparing) ?: / })
    fireEvent.click(compare()[0] as HTMLElement)
    fireEvent.click(compare()[1] as HTMLElement)
    fireEvent.click(compare()[2] as HTMLElement)
    expect(JSON.parse(window.sessionStorage.getItem('models') ?? '[]')).toEqual(
      full.slice(0, 3).map((v) => v.id),
    )
    // The list is full: a fourth card cannot be added and says why.
    const fourth = compare()[3] as HTMLElement
    expect(fourth.getAttribute('aria-disabled')).toBe('true')
    expect(fourth.textContent).toContain('You can compare up to 3 vehicles')
    fireEvent.click(fourth)
    expect(JSON.parse(window.sessionStorage.getItem('models') ?? '[]')).toHaveLength(3)
    // Take the third off again.
    fireEvent.click(compare()[2] as HTMLElement)

    fireEvent.click(screen.getByRole('button', { name: 'Compare (2)' }))
    const table = await screen.findByRole('table', { name: 'Compared vehicles' })
    await waitFor(() => expect(table.querySelectorAll('thead th[scope=col]')).toHaveLength(2))
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/listing/new,approved,used/vehicle/${full[0]?.id}`)
    const rowHeaders = [...table.querySelectorAll('tbody th[scope=row]')].map((th) => th.textContent)
    expect(rowHeaders).toEqual(
      expect.arrayContaining(['Price', 'Year', 'Mileage', 'Model year', 'Transmission', 'Seats']),
    )
    expect(table.textContent).toContain('Discovery')
    expect(table.textContent).toContain('Automatic')
    const link = screen.getByRole('link', { name: 'Land Rover Discovery' })
    expect(link.getAttribute('href')).toBe(vehicleUrl(full[1]!, { omitBrand: 'Land Rover' }))
    expect(link.getAttribute('href')).toMatch(/^\/showroom\/new-discovery-2024-/)

    fireEvent.click(screen.getByRole('button', { name: /^Remove ?: Land Rover Discovery$/ }))
    await waitFor(() => expect(table.querySelectorAll('thead th[scope=col]')).toHaveLength(1))
    expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeTruthy()
    expect(JSON.parse(window.sessionStorage.getItem('models') ?? '[]')).toEqual([full[0]?.id])
  })

  it('compare: a vehicle the stock API no longer has (404) leaves the compare list', async () => {
    const kept = makeVehicle()
    window.sessionStorage.setItem('models', JSON.stringify(['veh-gone', kept.id]))
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith(kept.id)
        ? new Response(JSON.stringify({ data: kept }))
        : new Response('{"error":{"code":"not_found"}}', { status: 404 }),
    )
    show()
    fireEvent.click(screen.getByRole('button', { name: 'Compare (2)' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Compare (1)' })).toBeTruthy())
    expect(JSON.parse(window.sessionStorage.getItem('models') ?? '[]')).toEqual([kept.id])
    expect(screen.getByRole('table').querySelectorAll('thead th[scope=col]')).toHaveLength(1)
  })

  it('compare in Arabic: the table speaks Arabic and links to the Arabic vehicle page', async () => {
    const v = makeVehicle()
    window.sessionStorage.setItem('models', JSON.stringify([v.id]))
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: v })))
    show(data(), 'ar')
    fireEvent.click(screen.getByRole('button', { name: 'المقارنة (1)' }))
    const table = await screen.findByRole('table', { name: 'السيارات المختارة للمقارنة' })
    await waitFor(() => expect(table.textContent).toContain('أوتوماتيك'))
    expect(table.querySelector('thead a[href]')?.getAttribute('href')).toMatch(/^\/ar\/showroom\//)
  })
})
