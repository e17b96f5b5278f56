import { useRef } from 'react'
import type { VehicleLight } from '../../../engine/stock/stock-types.js'
import type { BlockProps } from '../../block-props.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { toggleSaved } from '../../storefront/saved-vehicles/saved-vehicles-store.js'
import { useSavedVehicles } from '../../storefront/saved-vehicles/use-saved-vehicles.js'
import type { StockCardsData } from '../../storefront/stock-list/stock-cards-data.js'
import { VehicleCard } from '../../storefront/stock-list/VehicleCard.js'

/**
 * The stock locator carousel (002 §3): vehicles of its list key in a row that scrolls (snap points,
 * previous/next buttons, keyboard through the cards' links), each card linking to its vehicle page with
 * a save toggle. Without data (the editor) it says how many cars it holds: 'Stock Locator Carousel with 0
 * cars'; on the site an empty carousel takes no space.
 */
export function StockLocatorCarousel({ block, attributes: a, data }: BlockProps<'stock-locator-carousel'>) {
  const track = useRef<HTMLUListElement>(null)
  const saved = useSavedVehicles()
  const cards = data as StockCardsData | undefined
  if (!cards) return <p className="stock-carousel__placeholder">Stock Locator Carousel with 0 cars</p>
  if (!cards.vehicles.length) return null
  const scroll = (direction: 1 | -1) => {
    const el = track.current
    if (!el) return
    // Logical direction: in right-to-left the row scrolls the other way.
    const rtl = getComputedStyle(el).direction === 'rtl'
    el.scrollBy({ left: direction * (rtl ? -1 : 1) * el.clientWidth * 0.9, behavior: 'smooth' })
  }
  const savedIds = new Set(saved.map((s) => s.id))
  const onToggleSave = (v: VehicleLight) => toggleSaved({ id: v.id, list: v.list })
  const headingId = `carousel-${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}`
  return (
    <section
      className="stock-carousel"
      aria-labelledby={a.heading ? headingId : undefined}
      aria-roledescription="carousel"
    >
      <div className="container">
        <div className="stock-carousel__header">
          {a.heading ? (
            <Heading tag={a.header_tag} size="m" className="stock-carousel__heading">
              <span id={headingId}>{a.heading}</span>
            </Heading>
          ) : null}
          <div className="stock-carousel__controls">
            <button
              type="button"
              className="stock-carousel__arrow"
              onClick={() => scroll(-1)}
              aria-label="Previous cars"
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="stock-carousel__arrow"
              onClick={() => scroll(1)}
              aria-label="Next cars"
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
        <ul className="stock-carousel__track" ref={track}>
          {cards.vehicles.map((vehicle) => (
            <li key={vehicle.id} className="stock-carousel__slide">
              <VehicleCard
                vehicle={vehicle}
                priceSettings={cards.priceSettings}
                attributeKeys={cards.cardAttributes.slice(0, 4)}
                omitBrand={cards.omitBrand}
                saved={savedIds.has(vehicle.id)}
                onToggleSave={onToggleSave}
              />
            </li>
          ))}
        </ul>
        {a.stock_link ? (
          <p className="stock-carousel__more">
            <LinkAnchor link={a.stock_link} className="button button--secondary" />
          </p>
        ) : null}
      </div>
    </section>
  )
}
