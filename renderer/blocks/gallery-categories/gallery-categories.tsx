import type { BlockProps } from '../../block-props.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'

/**
 * Gallery categories (001 §3): up to four cards, each an image, a title, a short text and a link; the whole
 * card is the link's target area, the title its text (so a screen reader hears one link per card).
 */
export function GalleryCategories({ block, attributes: a }: BlockProps<'gallery-categories'>) {
  const shows = fieldVisibility(a.hidden_fields)
  const categories = a.categories ?? []
  if (!categories.length) return null
  return (
    <BlockFrame blockId={block.id} attributes={a} className="gallery-categories">
      <ul className="gallery-categories__list" data-count={categories.length}>
        {categories.map((category, i) => (
          <li key={i} id={category.hash || undefined} className="gallery-categories__card">
            {shows('categories.image') && category.image ? (
              <ResponsiveImage
                image={category.image}
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw"
                width={1024}
                height={768}
                max={1024}
                className="gallery-categories__image"
              />
            ) : null}
            <h3 className="gallery-categories__title">
              {category.link ? (
                <LinkAnchor link={category.link} className="gallery-categories__link">
                  {category.title}
                </LinkAnchor>
              ) : (
                category.title
              )}
            </h3>
            {shows('categories.description') && category.description ? (
              <p className="gallery-categories__text">{category.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </BlockFrame>
  )
}
