import type { BlockProps } from '../../block-props.js'
import { CollectionSlider } from '../../storefront/collection-slider/CollectionSlider.js'
import type { CollectionFeedData } from './load-collection-feed.js'

/**
 * Collection slider fed from the collection feed (002 §3, decision 053): the loader's items as cards on a
 * sliding row, dots when show_pagination. A feed that failed or had nothing takes no space; the editor
 * (no feed reader) shows which collection it will read.
 */
export function CollectionSliderFeed({ block, attributes: a, data }: BlockProps<'collection-slider-feed'>) {
  const feed = data as CollectionFeedData | undefined
  if (feed === undefined)
    return (
      <p className="collection-slider__placeholder">
        Collection slider feed: {a.market ?? 'ae'} / {a.lang ?? 'en'} / {a.collection ?? 'accessories'}
      </p>
    )
  if (!feed?.items.length) return null
  return (
    <CollectionSlider
      id={block.id}
      heading={a.heading}
      headerTag={a.header_tag}
      theme={a.slider_theme}
      view={(a.show_pagination ?? true) ? 'arrows-and-dots' : 'arrows'}
      cards={feed.items.map((item) => ({
        name: item.name,
        group: item.group,
        price: item.price,
        link: item.url ? { url: item.url } : undefined,
        image: item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={item.imageAlt}
            width={415}
            height={415}
            loading="lazy"
            decoding="async"
          />
        ) : null,
      }))}
    />
  )
}
