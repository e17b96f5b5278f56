import type { ReactNode } from 'react'
import type { Link } from '../../../templates/generated/types.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { uiText } from '../../html/ui-text.js'
import { Carousel, type CarouselView } from '../carousel/Carousel.js'

/** One card of a collection slider: from a jlr-collection-slider item or a feed item. */
export interface CollectionCard {
  name: string
  /** The feed's group, shown above the name ('' for none). */
  group?: string
  price?: string
  /** The square image, already drawn (a media-library image or a feed's URL). */
  image: ReactNode
  link?: Link
}

/** Cards on show at once: one on phones, two from 768 px, four from 1024 px. */
const CARDS_PER_VIEW = [1, 2, 4] as const

/**
 * The collection sliders' one view (jlr-collection-slider, collection-slider-feed): a heading and a
 * track carousel of cards, the whole card a link when it has one.
 */
export function CollectionSlider({
  id,
  heading,
  headerTag,
  theme = 'light',
  view,
  cards,
}: {
  id: string
  heading?: string
  headerTag?: HeadingTag
  theme?: string
  view: CarouselView
  cards: CollectionCard[]
}) {
  const t = uiText(useRenderContext().locale)
  const base = id.replace(/[^A-Za-z0-9_-]/g, '-')
  return (
    <div className={`collection-slider tone-${theme}`}>
      <div className="container">
        {heading ? (
          <Heading tag={headerTag} size="m" className="collection-slider__heading">
            <span id={`${base}-heading`}>{heading}</span>
          </Heading>
        ) : null}
        <Carousel
          id={`${base}-cards`}
          mode="track"
          perView={CARDS_PER_VIEW}
          count={cards.length}
          view={view}
          labelledBy={heading ? `${base}-heading` : undefined}
          label={t.collection}
          renderSlide={(i) => <Card card={cards[i]!} />}
        />
      </div>
    </div>
  )
}

function Card({ card }: { card: CollectionCard }) {
  const body = (
    <>
      <span className="collection-card__media">{card.image}</span>
      {card.group ? <span className="collection-card__group">{card.group}</span> : null}
      <span className="collection-card__name">{card.name}</span>
      {card.price ? <span className="collection-card__price">{card.price}</span> : null}
    </>
  )
  return card.link?.url ? (
    <LinkAnchor link={card.link} className="collection-card collection-card--link">
      {body}
    </LinkAnchor>
  ) : (
    <div className="collection-card">{body}</div>
  )
}
