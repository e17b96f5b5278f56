import {
  collectionFeedUrl,
  parseCollectionFeed,
  type CollectionFeedItem,
} from '../../../engine/block-data/collection-feed.js'
import type { CollectionSliderFeedAttributes } from '../../../templates/generated/types.js'
import type { LoaderContext } from '../../loader-context.js'

/** The site setting with the feed's base address (decision 053). */
export const COLLECTION_FEED_SETTING = 'collection_feed.api_url'

/** What the feed slider renders: the items, or null when the feed gave none (the block takes no space). */
export type CollectionFeedData = { items: CollectionFeedItem[] } | null

/**
 * The feed slider's loader: {collection_feed.api_url}/{market}/{lang}/{collection}.json through the block
 * data reader (a /block-data/ file in process for the demo, else the outbound client; decision 048). Any
 * failure (no setting, a failed call, not a feed) is no data, logged, never the block's error state (002 §3
 * asks for no space on the site). In the editor, without the reader, it answers undefined: a placeholder.
 */
export async function loadCollectionFeed(
  a: CollectionSliderFeedAttributes,
  context: LoaderContext,
): Promise<CollectionFeedData | undefined> {
  if (!context.fetchData) return undefined
  const base = context.settings[COLLECTION_FEED_SETTING]
  if (typeof base !== 'string' || !base) {
    context.log?.(`[collection-slider-feed] the site has no ${COLLECTION_FEED_SETTING}`)
    return null
  }
  const url = collectionFeedUrl(base, a.market ?? 'ae', a.lang ?? 'en', a.collection ?? 'accessories')
  try {
    const items = parseCollectionFeed(await context.fetchData(url), {
      limit: a.limit ?? 10,
      grouped: a.grouped ?? true,
    })
    if (!items) context.log?.(`[collection-slider-feed] ${url} does not answer a collection feed`)
    return items?.length ? { items } : null
  } catch (error) {
    context.log?.(`[collection-slider-feed] ${url} failed`, error)
    return null
  }
}
