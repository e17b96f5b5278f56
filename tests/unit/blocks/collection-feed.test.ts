// The collection feed's adapter and the feed slider's loader (decision 053): the URL from the setting and
// the block's fields, the groups kept or flattened, the limit, unsafe URLs dropped, and every failure
// answered as no data (null), never as the block's error state.
import { describe, expect, it, vi } from 'vitest'
import { collectionFeedUrl, parseCollectionFeed } from '../../../engine/block-data/collection-feed.js'
import { loadCollectionFeed } from '../../../renderer/blocks/collection-slider-feed/load-collection-feed.js'
import type { LoaderContext } from '../../../renderer/loader-context.js'

const FEED = {
  groups: [
    {
      title: 'Carrying',
      items: [
        {
          title: 'Roof rack',
          price: 'AED 9,450',
          image: { url: '/images/a/w/415.jpg', alt: 'A' },
          url: '/x',
        },
        { title: 'Ladder', image: { url: 'javascript:alert(1)' }, url: '//evil.example/' },
      ],
    },
    {
      title: 'Goods',
      items: [{ title: 'Mug', url: 'https://shop.example/mug' }, { price: 'no name' }, 'junk'],
    },
  ],
}

describe('parseCollectionFeed', () => {
  it('keeps the groups in order and names them when grouped', () => {
    const items = parseCollectionFeed(FEED, { limit: 10, grouped: true })!
    expect(items.map((i) => `${i.group}/${i.name}`)).toEqual([
      'Carrying/Roof rack',
      'Carrying/Ladder',
      'Goods/Mug',
    ])
    expect(items[0]).toEqual({
      name: 'Roof rack',
      group: 'Carrying',
      price: 'AED 9,450',
      imageUrl: '/images/a/w/415.jpg',
      imageAlt: 'A',
      url: '/x',
    })
  })

  it('drops javascript: and protocol-relative URLs, keeps https', () => {
    const items = parseCollectionFeed(FEED, { limit: 10, grouped: false })!
    expect(items[1]).toMatchObject({ imageUrl: '', url: '' })
    expect(items[2]!.url).toBe('https://shop.example/mug')
    expect(items.every((i) => i.group === '')).toBe(true)
  })

  it('applies the limit and reads a flat list', () => {
    expect(parseCollectionFeed(FEED, { limit: 2, grouped: true })).toHaveLength(2)
    expect(parseCollectionFeed({ items: [{ name: 'One' }] }, { limit: 10, grouped: true })).toEqual([
      { name: 'One', group: '', price: '', imageUrl: '', imageAlt: '', url: '' },
    ])
  })

  it('is undefined for what is not a feed', () => {
    for (const answer of [null, 'text', [], { groups: 'x' }, { rows: [] }])
      expect(parseCollectionFeed(answer, { limit: 10, grouped: true })).toBeUndefined()
  })

  it('builds the URL from the base and encodes the segments', () => {
    expect(collectionFeedUrl('/block-data/collection-feed/', 'ae', 'ar', 'land-rover-accessories')).toBe(
      '/block-data/collection-feed/ae/ar/land-rover-accessories.json',
    )
    expect(collectionFeedUrl('https://feed.example', 'a/b', 'en', 'c?d')).toBe(
      'https://feed.example/a%2Fb/en/c%3Fd.json',
    )
  })
})

function context(settings: Record<string, unknown>, fetchData?: (url: string) => Promise<unknown>) {
  const log = vi.fn()
  const ctx: LoaderContext = {
    site: { key: 'lrdx', name: 'Land Rover', brand: 'Land Rover' },
    locale: 'en',
    settings,
    query: new URLSearchParams(),
    fetchData,
    log,
  }
  return { ctx, log }
}

describe('loadCollectionFeed', () => {
  const block = { market: 'ae', lang: 'ar' as const, collection: 'acc', limit: 2, grouped: false }

  it('reads {base}/{market}/{lang}/{collection}.json and limits the items', async () => {
    const fetchData = vi.fn(async () => FEED)
    const { ctx } = context({ 'collection_feed.api_url': '/block-data/feed' }, fetchData)
    const data = await loadCollectionFeed(block, ctx)
    expect(fetchData).toHaveBeenCalledWith('/block-data/feed/ae/ar/acc.json')
    expect(data?.items.map((i) => i.name)).toEqual(['Roof rack', 'Ladder'])
  })

  it('answers no data, logged, when the setting is missing, the call fails or the answer is not a feed', async () => {
    const missing = context({}, async () => FEED)
    expect(await loadCollectionFeed(block, missing.ctx)).toBeNull()
    expect(missing.log).toHaveBeenCalled()
    const failing = context({ 'collection_feed.api_url': '/f' }, () => Promise.reject(new Error('ENOENT')))
    expect(await loadCollectionFeed(block, failing.ctx)).toBeNull()
    expect(failing.log).toHaveBeenCalledWith(
      '[collection-slider-feed] /f/ae/ar/acc.json failed',
      expect.any(Error),
    )
    const wrong = context({ 'collection_feed.api_url': '/f' }, async () => ({ rows: [] }))
    expect(await loadCollectionFeed(block, wrong.ctx)).toBeNull()
    const empty = context({ 'collection_feed.api_url': '/f' }, async () => ({ items: [] }))
    expect(await loadCollectionFeed(block, empty.ctx)).toBeNull()
  })

  it('answers undefined without the data reader (the editor shows a placeholder)', async () => {
    expect(await loadCollectionFeed(block, context({ 'collection_feed.api_url': '/f' }).ctx)).toBeUndefined()
  })
})
