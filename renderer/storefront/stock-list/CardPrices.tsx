import type { DisplayedPrices } from '../../../engine/storefront/displayed-prices.js'
import { useStockListLabels } from './use-stock-list-labels.js'

/**
 * The prices a vehicle card shows (the stock locator format, the first two displayed prices, an old price
 * struck through) or "Price on request": one rule for cards and the compare view.
 */
export function CardPrices({ prices }: { prices: DisplayedPrices }) {
  const L = useStockListLabels()
  return (
    <div className="vehicle-card__prices">
      {prices.onRequest ? (
        <span className="vehicle-card__price">{L.priceOnRequest}</span>
      ) : (
        prices.prices.slice(0, 2).map((p) => (
          <span key={p.type} className={`vehicle-card__price vehicle-card__price--${p.type}`}>
            {p.oldText ? (
              <s className="vehicle-card__old-price">
                <bdi>{p.oldText}</bdi>
              </s>
            ) : null}{' '}
            <bdi>{p.text}</bdi>
          </span>
        ))
      )}
    </div>
  )
}
