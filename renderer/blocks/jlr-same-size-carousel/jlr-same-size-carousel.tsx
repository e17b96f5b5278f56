import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { subHeadingTag } from '../../html/sub-heading-tag.js'
import { uiText } from '../../html/ui-text.js'
import { ShowcaseTrack } from '../../storefront/showcase-section/ShowcaseTrack.js'
import type { PerView } from '../../storefront/carousel/use-carousel-model.js'
import type { JlrSameSizeCarouselAttributes } from '../../../templates/generated/types.js'

type Card = NonNullable<JlrSameSizeCarouselAttributes['cards']>[number]

/** Cards on show per breakpoint: col-numbers on desktop, at most two on tablets, one on phones. */
export function cardsPerView(columns: number | undefined): PerView {
  const desktop = Math.min(4, Math.max(1, columns ?? 3))
  return [1, Math.min(2, desktop), desktop]
}

/**
 * Same size carousel: a heading, a paragraph and a row of equal cards (image, title, text, link) that moves
 * one card per step through the carousel primitive; without JavaScript the row scrolls with snap points.
 */
export function JlrSameSizeCarousel({ block, attributes: a }: BlockProps<'jlr-same-size-carousel'>) {
  const t = uiText(useRenderContext().locale)
  const cards = a.cards ?? []
  if (!cards.length) return null
  const wide = a['image-ratio'] === '16-6-5'
  const cardTag = subHeadingTag(a.header_tag)
  return (
    <ShowcaseTrack
      blockId={block.id}
      className="same-size-carousel"
      fields={a}
      label={t.cards}
      perView={cardsPerView(a['col-numbers'])}
      count={cards.length}
      renderItem={(i) => <SameSizeCard card={cards[i]!} tag={cardTag} wide={wide} />}
    />
  )
}

/** One card: the image on top at the block's ratio, then title, text and link; cards in a row share a height. */
function SameSizeCard({
  card,
  tag,
  wide,
}: {
  card: Card
  tag: ReturnType<typeof subHeadingTag>
  wide: boolean
}) {
  return (
    <article className={wide ? 'same-size-card same-size-card--wide' : 'same-size-card'}>
      <div className="same-size-card__media">
        {card.image ? (
          <ResponsiveImage
            image={card.image}
            sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
            width={830}
            height={wide ? 337 : 467}
            max={830}
            className="same-size-card__image"
          />
        ) : null}
      </div>
      <div className="same-size-card__body">
        <Heading tag={tag} size="s" className="same-size-card__title">
          {card.title}
        </Heading>
        {card.text ? <p className="same-size-card__text">{card.text}</p> : null}
        {card.link ? <LinkAnchor link={card.link} className="same-size-card__link" /> : null}
      </div>
    </article>
  )
}
