import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { StockReader } from '../../../engine/stock/stock-reader.js'
import type { ListingQuery, StockList, Vehicle } from '../../../engine/stock/stock-types.js'
import { BlockLoaderContext } from '../../../renderer/blocks/block-loader-context.js'
import { BlockList } from '../../../renderer/blocks/block-list.js'
import { BlockDataCache } from '../../../renderer/blocks/loaded-block.js'
import { RenderContextProvider } from '../../../renderer/context/render-context.js'
import type { Block } from '../../../templates/generated/types.js'
import { makeVehicle } from '../../helpers/vehicle-factory.js'
import { lightVehicle } from '../../../engine/stock-locator/light-vehicle.js'

/** Renders blocks as the server does, waiting for every loader. */
function renderAll(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ''
    const sink = new Writable({
      write(chunk, _e, cb) {
        html += chunk.toString()
        cb()
      },
      final(cb) {
        cb()
        resolve(html)
      },
    })
    const { pipe } = renderToPipeableStream(tree, { onAllReady: () => pipe(sink), onShellError: reject })
  })
}

const vehicles: Vehicle[] = Array.from({ length: 30 }, (_, i) =>
  makeVehicle({ attributes: { nameplate_name: i % 3 ? 'Defender' : 'Discovery' } }),
)

/** A stock of 30 vehicles that records the queries it is asked. */
function fakeStock(asked: { list: StockList; query: ListingQuery }[]): StockReader {
  const empty = { min: null, max: null, count: 0 }
  return {
    async listing(list, query) {
      asked.push({ list, query })
      const models = query.filters.values.models
      const found = vehicles.filter((v) => !models || models.includes(v.attributes.nameplate_name))
      const start = (query.page - 1) * query.items
      return {
        data: found.slice(start, start + query.items),
        meta: {
          total: found.length,
          page: query.page,
          items: query.items,
          pages: Math.ceil(found.length / query.items),
          sort: query.sort,
          facets: {
            values: {
              brands: [],
              models: [
                { value: 'Defender', count: 20 },
                { value: 'Discovery', count: 10 },
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
              mileage: empty,
              production_year: empty,
              model_year: empty,
              power: empty,
            },
          },
        },
      }
    },
    listingLight: () => Promise.reject(new Error('not used')),
    async cards(list, query) {
      const { data, meta } = await this.listing(list, query)
      return { data: data.map(lightVehicle), total: meta.total }
    },
    vehicle: async () => null,
    vehicleById: async () => null,
    similar: async () => [],
    listingDealers: async () => [],
    models: async () => [],
    catalogueModel: async () => null,
    dealers: async () => ({ data: [], meta: { total: 0, page: 1, items: 50, pages: 0 } }),
  }
}

function page(blocks: Block[], query: string, stock: StockReader): ReactNode {
  return (
    <RenderContextProvider
      value={{
        site: { key: 'lrdx', name: 'Southern Cross Land Rover', brand: 'Land Rover' },
        theme: 'lrdx',
        locale: 'en',
        dir: 'ltr',
        environment: 'server',
        strict: true,
        localePrefix: '',
      }}
    >
      <BlockDataCache.Provider value={new Map()}>
        <BlockLoaderContext.Provider
          value={{
            site: { key: 'lrdx', name: 'Southern Cross Land Rover', brand: 'Land Rover' },
            locale: 'en',
            settings: { 'stock_locator.card_attributes': '["productionYear","vin"]' },
            query: new URLSearchParams(query),
            stock,
          }}
        >
          <BlockList blocks={blocks} root />
        </BlockLoaderContext.Provider>
      </BlockDataCache.Provider>
    </RenderContextProvider>
  )
}

const ids = (html: string) => [...html.matchAll(/data-vehicle-id="([^"]+)"/g)].map((m) => m[1])

describe('stock blocks rendered on the server', () => {
  it('the stock locator renders the search its URL names, as an island with its data', async () => {
    const asked: { list: StockList; query: ListingQuery }[] = []
    const block = {
      id: 'sl',
      template: 'stock-locator',
      attributes: { sl_key_brand: 'Land Rover', vehicles: { list: 'approved' } },
    } as Block
    const html = await renderAll(
      page([block], 'nameplate_name_in=Discovery&page=1&sort=priceAsc', fakeStock(asked)),
    )
    expect(asked).toHaveLength(1)
    expect(asked[0]?.list).toBe('approved')
    expect(asked[0]?.query.filters.values).toEqual({ brands: ['Land Rover'], models: ['Discovery'] })
    expect(asked[0]?.query.sort).toBe('priceAsc')
    expect(ids(html)).toHaveLength(10)
    expect(html).toContain('10 vehicles found')
    expect(html).toContain('data-island="stock-locator"')
    expect(html).toContain('<dt>VIN</dt>')
    expect(html).not.toContain('<dt>Mileage</dt>')
  })

  it('the carousel and the in-page inventory render their first cars; no JavaScript for the inventory', async () => {
    const asked: { list: StockList; query: ListingQuery }[] = []
    const blocks = [
      {
        id: 'c',
        template: 'stock-locator-carousel',
        attributes: { items: 4, models: 'Defender, Discovery' },
      },
      {
        id: 'i',
        template: 'jlr-in-page-cars-inventory-server-side-rendered',
        attributes: { items: 3, list_key: 'used' },
      },
    ] as Block[]
    const html = await renderAll(page(blocks, '', fakeStock(asked)))
    expect(asked.map((a) => [a.list, a.query.items])).toEqual([
      ['new', 4],
      ['used', 3],
    ])
    expect(asked[0]?.query.filters.values.models).toEqual(['Defender', 'Discovery'])
    expect(ids(html)).toHaveLength(7)
    expect(html).toContain('data-island="stock-locator-carousel"')
    expect(html).not.toContain('data-island="jlr-in-page-cars-inventory-server-side-rendered"')
  })

  it('without the stock the block shows its error state and the page goes on', async () => {
    const block = { id: 'sl', template: 'stock-locator', attributes: {} } as Block
    const stock = { ...fakeStock([]), listing: () => Promise.reject(new Error('database down')) }
    const html = await renderAll(page([block], '', stock))
    expect(html).toContain('Something went wrong, please try again.')
  })
})
