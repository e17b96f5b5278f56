import type { DisplayedPrices } from '../../../engine/storefront/displayed-prices.js'
import { fill } from '../../html/fill.js'
import type { VehiclePageLabels } from './vehicle-page-labels.js'

/**
 * The price block (000 §4): "price on request" for a hidden price with a financing option, otherwise each
 * shown price with its label (drive-away when it replaced the purchase price) and the struck-through old
 * price; then the tax notice when the vehicle has a prices type.
 */
export function VehiclePrices({ prices, labels }: { prices: DisplayedPrices; labels: VehiclePageLabels }) {
  return (
    <div className="vehicle-prices">
      {prices.onRequest ? (
        <p className="vehicle-prices__on-request">{labels.priceOnRequest}</p>
      ) : (
        <dl className="vehicle-prices__list">
          {prices.prices.map((p) => (
            <div className={`vehicle-prices__item vehicle-prices__item--${p.type}`} key={p.type}>
              <dt>{p.driveAway ? labels.driveAway : labels[p.type]}</dt>
              <dd>
                {p.oldText ? (
                  <s className="vehicle-prices__old" dir="ltr">
                    <span className="visually-hidden">{labels.oldPrice} </span>
                    {p.oldText}
                  </s>
                ) : null}
                {/* auto, as the cards' <bdi>: "$875 شهريًا" reads right to left, a bare "$45,490" left to right. */}
                <span className="vehicle-prices__value" dir="auto">
                  {p.text}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {prices.taxNotice ? (
        <p className="vehicle-prices__tax">
          {labels.taxNotices[prices.taxNotice] ??
            fill(labels.taxNotice, { type: prices.taxNotice.replace(/_/g, ' ') })}
        </p>
      ) : null}
    </div>
  )
}
