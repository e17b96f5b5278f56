import type { BlockProps } from '../../block-props.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import type { StockCardsData } from '../../storefront/stock-list/stock-cards-data.js'
import { VehicleCard } from '../../storefront/stock-list/VehicleCard.js'

/**
 * In-page cars inventory (002 §2): a grid of vehicles of one list, brand and models, rendered on the
 * server with no JavaScript, and a link to the full stock locator. Nothing shows when no car matches.
 */
export function JlrInPageCarsInventoryServerSideRendered({
  attributes: a,
  data,
}: BlockProps<'jlr-in-page-cars-inventory-server-side-rendered'>) {
  const cards = data as StockCardsData | undefined
  if (!cards?.vehicles.length) return null
  return (
    <section className="stock-inventory">
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="m" className="stock-inventory__heading">
            {a.heading}
          </Heading>
        ) : null}
        <ul className="stock-list__cards stock-inventory__cards">
          {cards.vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard
                vehicle={vehicle}
                priceSettings={cards.priceSettings}
                attributeKeys={cards.cardAttributes}
                omitBrand={cards.omitBrand}
              />
            </li>
          ))}
        </ul>
        {a.stock_link ? (
          <p className="stock-inventory__more">
            <LinkAnchor link={a.stock_link} className="button button--primary" />
          </p>
        ) : null}
      </div>
    </section>
  )
}
