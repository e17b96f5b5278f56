import type { VehicleLight } from '../../../engine/stock/stock-types.js'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { uiText } from '../../html/ui-text.js'
import { Carousel } from '../../storefront/carousel/Carousel.js'
import { toggleSaved } from '../../storefront/saved-vehicles/saved-vehicles-store.js'
import { useSavedVehicles } from '../../storefront/saved-vehicles/use-saved-vehicles.js'
import type { StockCardsData } from '../../storefront/stock-list/stock-cards-data.js'
import { VehicleCard } from '../../storefront/stock-list/VehicleCard.js'

/**
 * The stock locator carousel (002 §3): vehicles of its list key on the carousel primitive's track (one, two
 * or three on show; previous/next with a counter, swipe, arrow keys; without JavaScript the row scrolls
 * natively), each card linking to its vehicle page with
 * a save toggle. Without data (the editor) it says how many cars it holds: 'Stock Locator Carousel with 0
 * cars'; on the site an empty carousel takes no space.
 */
export function StockLocatorCarousel({ block, attributes: a, data }: BlockProps<'stock-locator-carousel'>) {
  const saved = useSavedVehicles()
  const t = uiText(useRenderContext().locale)
  const cards = data as StockCardsData | undefined
  if (!cards) return <p className="stock-carousel__placeholder">Stock Locator Carousel with 0 cars</p>
  if (!cards.vehicles.length) return null
  const savedIds = new Set(saved.map((s) => s.id))
  const onToggleSave = (v: VehicleLight) => toggleSaved({ id: v.id, list: v.list })
  const base = `carousel-${block.id.replace(/[^A-Za-z0-9_-]/g, '-')}`
  const vehicles = cards.vehicles
  return (
    <div className="stock-carousel">
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="m" className="stock-carousel__heading">
            <span id={base}>{a.heading}</span>
          </Heading>
        ) : null}
        <Carousel
          id={`${base}-cars`}
          mode="track"
          perView={CARS_PER_VIEW}
          count={vehicles.length}
          view="arrows"
          labelledBy={a.heading ? base : undefined}
          label={t.cars}
          controlsFirst
          controlsClassName="stock-carousel__controls"
          renderSlide={(i) => (
            <VehicleCard
              vehicle={vehicles[i]!}
              priceSettings={cards.priceSettings}
              attributeKeys={cards.cardAttributes.slice(0, 4)}
              omitBrand={cards.omitBrand}
              saved={savedIds.has(vehicles[i]!.id)}
              onToggleSave={onToggleSave}
            />
          )}
        />
        {a.stock_link ? (
          <p className="stock-carousel__more">
            <LinkAnchor link={a.stock_link} className="button button--secondary" />
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** Cars on show at once: one on phones, two from 768 px, three from 1024 px. */
const CARS_PER_VIEW = [1, 2, 3] as const
