import type { BlockProps } from '../../block-props.js'
import { Heading } from '../../html/heading.js'
import { Icon } from '../../html/icon.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'

/**
 * The retailer locator page the retailer link opens. 002 §2: "its retailer link goes to the retailer-locator
 * page under the English path", so no locale prefix, whatever the page's language.
 */
export const RETAILER_LOCATOR_PATH = '/retailer-locator'

/**
 * A collection item (an accessory, branded goods): a square image, its name, description and price, the
 * editor's link, and a link to the retailer locator (the English page in every language).
 */
export function JlrCollectionItem({ attributes: a }: BlockProps<'jlr-collection-item'>) {
  return (
    <article className="collection-item">
      <div className="container collection-item__layout">
        {a.image?.id ? (
          <div className="collection-item__media">
            <ResponsiveImage
              image={a.image}
              sizes="(min-width: 741px) 40vw, 100vw"
              width={830}
              height={830}
              max={1245}
              className="collection-item__image"
            />
          </div>
        ) : null}
        <div className="collection-item__text">
          {a.heading ? (
            <Heading tag={a.header_tag ?? 'H3'} size="m" className="collection-item__name">
              {a.heading}
            </Heading>
          ) : null}
          {a.paragraph ? <RichText html={a.paragraph} className="collection-item__description" /> : null}
          {a.price ? <p className="collection-item__price">{a.price}</p> : null}
          <div className="collection-item__actions">
            {a.link ? <LinkAnchor link={a.link} className="button button--primary" /> : null}
            {a.show_retailer_link !== false ? (
              <a className="button button--secondary collection-item__retailer" href={RETAILER_LOCATOR_PATH}>
                <Icon name="map-pin" className="collection-item__icon" />
                <span>{a.retailer_link_label || 'Find a retailer'}</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  )
}
