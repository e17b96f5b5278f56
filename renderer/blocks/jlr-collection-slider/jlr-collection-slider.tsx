import type { BlockProps } from '../../block-props.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { CollectionSlider } from '../../storefront/collection-slider/CollectionSlider.js'

/**
 * Collection slider: the editor's collection items (accessories, branded goods) as cards on a sliding row
 * (decision 053). Without items it takes no space.
 */
export function JlrCollectionSlider({ block, attributes: a }: BlockProps<'jlr-collection-slider'>) {
  const items = (a.groups ?? []).filter((item) => item.heading)
  if (!items.length) return null
  return (
    <CollectionSlider
      id={block.id}
      heading={a.heading}
      headerTag={a.header_tag}
      theme={a.slider_theme}
      view={a.carousel_view_options ?? 'arrows-and-dots'}
      cards={items.map((item) => ({
        name: item.heading,
        price: item.price,
        link: item.link,
        image: item.image?.id ? (
          <ResponsiveImage
            image={item.image}
            sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
            width={415}
            height={415}
            max={830}
          />
        ) : null,
      }))}
    />
  )
}
