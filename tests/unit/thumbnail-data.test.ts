// The data npm run thumbnails pictures each template with: the script runs offline on a throwaway copy of the
// demo database, so a showcase case (engine/registry/showcase-case.ts) that reads an outside URL or names
// stock the demo does not hold is pictured as its error or "no results" state. These run the templates' real
// loaders on their showcase cases against what the script has: the demo's block-data files and settings, and
// the demo stock's generator.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { showcaseCase } from '../../engine/registry/showcase-case.js'
import type { ListingQuery, StockList } from '../../engine/stock/stock-types.js'
import type { LoaderContext } from '../../renderer/loader-context.js'
import { blockRegistry } from '../../renderer/registry.js'
import { readCases } from '../../scripts/thumbnails/thumbnail-case.js'
import { fetchBlockData } from '../../server/block-data/fetch-block-data.js'
import type { OutboundHttp } from '../../server/http/outbound/outbound-http.js'
import { generateStock } from '../../server/stock/generate/generate-stock.js'
import { DEMO_STOCK } from '../../server/stock/seed-stock.js'
import { expectedListing } from './stock/expected-listing.js'

const ROOT = resolve(import.meta.dirname, '../..')
const demoSettings = JSON.parse(readFileSync(resolve(ROOT, 'fixtures/site/settings.json'), 'utf8')) as {
  lrdx: Record<string, unknown>
}
/** The script's network: none. */
const offline = {
  request: () => Promise.reject(new Error('offline')),
} as unknown as OutboundHttp

type Loader = (block: unknown, context: LoaderContext) => Promise<unknown>
const loaders = Object.entries(blockRegistry).flatMap(([key, entry]) =>
  entry.loader ? [{ key, loader: entry.loader as Loader }] : [],
)

/** The showcase block of a template, as the script publishes it. */
function showcaseBlock(key: string) {
  const sample = showcaseCase(readCases(ROOT, key))
  if (!sample) throw new Error(`${key} has no valid case`)
  return sample.data
}

function contextFor(extra: Partial<LoaderContext>): LoaderContext {
  return {
    site: { key: 'lrdx', name: 'Land Rover', brand: 'Land Rover' },
    locale: 'en',
    settings: demoSettings.lrdx,
    query: new URLSearchParams(),
    log: () => {},
    ...extra,
  }
}

describe('showcase cases that read data by URL find it in the demo block-data folder, offline', () => {
  // Every loader is run: one that asks the block-data reader is held to an answer; the others may fail only
  // for want of a reader the script has in its seeded database (stock, forms, news), covered below.
  it.each(loaders)('$key', async ({ key, loader }) => {
    const reader = fetchBlockData({ dir: resolve(ROOT, 'fixtures/block-data'), outbound: offline })
    const asked: { url: string; failure?: unknown }[] = []
    const fetchData = async (url: string) => {
      const entry: { url: string; failure?: unknown } = { url }
      asked.push(entry)
      try {
        return await reader(url)
      } catch (error) {
        entry.failure = error
        throw error
      }
    }
    let failure: unknown
    const data = await loader(showcaseBlock(key), contextFor({ fetchData })).catch((error: unknown) => {
      failure = error
    })
    // A failure is excused only by a reader this context lacks ("rendered without the stock").
    if (failure) expect(String(failure)).toMatch(/rendered without/)
    if (asked.length === 0) return
    expect(asked.filter((a) => a.failure).map((a) => `${a.url}: ${String(a.failure)}`)).toEqual([])
    // A loader that answers failures as no data (the collection feed) must have found some.
    expect(data, `${key}'s showcase case loaded nothing`).toBeTruthy()
  })
})

describe('showcase cases of the stock blocks find vehicles in the demo stock', () => {
  const stock = generateStock(DEMO_STOCK)
  const dealerCodes = new Map(stock.dealers.map((d) => [d.id, d.dealer_code]))
  const STOCK_TEMPLATES = [
    'stock-locator',
    'stock-locator-overseas',
    'stock-locator-carousel',
    'jlr-in-page-cars-inventory-server-side-rendered',
  ]

  it.each(STOCK_TEMPLATES)('%s', async (key) => {
    // The reader records the listings the loader asks for and answers none: their totals are computed from
    // the generator. The postcode search's retailers are the generator's sellers of the brand.
    const asked: [StockList, ListingQuery][] = []
    const recorder = new Proxy(
      {},
      {
        get:
          (_target, method) =>
          (...args: unknown[]) => {
            if (method === 'listingDealers')
              return Promise.resolve(
                stock.dealers.filter((d) => d.market === 'au' && d.brands.includes(String(args[1]))),
              )
            if (method === 'listing' || method === 'listingLight' || method === 'cards')
              asked.push(args as [StockList, ListingQuery])
            return Promise.reject(new Error('recorded'))
          },
      },
    ) as LoaderContext['stock']
    const entry = loaders.find((l) => l.key === key)
    if (!entry) throw new Error(`${key} has no loader`)
    await entry.loader(showcaseBlock(key), contextFor({ stock: recorder })).catch(() => undefined)
    expect(asked.length, `${key}'s loader asked for no listing`).toBeGreaterThan(0)
    for (const [list, query] of asked)
      expect(expectedListing(stock.vehicles, list, query, dealerCodes).total).toBeGreaterThan(0)
  })
})
