import type { StockButton } from '../../../engine/storefront/stock-button.js'
import { buttonHref } from '../../../engine/storefront/button-href.js'

/**
 * The reservation and order buttons (000 §2), already in the spec's order (see orderStockButtons): the
 * primary ones filled, the others outlined. External targets open in a new tab. The floating button never
 * covers them.
 */
export function VehicleButtons({
  buttons,
  vehicle,
  localePrefix,
}: {
  buttons: StockButton[]
  vehicle: { id: string; list: string }
  localePrefix: string
}) {
  if (!buttons.length) return null
  return (
    // The floating button and the quick-links bar make way for these (renderer/layout/use-make-way.ts).
    <div className="vehicle-page__buttons" data-fab-avoid="">
      {buttons.map((b) => {
        const href = buttonHref(b.target, vehicle)
        const external = b.target_type === 'external' || /^https?:/i.test(href)
        return (
          <a
            key={b.id}
            className={`button ${b.button_type === 'primary' ? 'button--primary' : 'button--secondary'}`}
            href={external || !href.startsWith('/') ? href : `${localePrefix}${href}`}
            data-action={b.target_action}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {b.label}
          </a>
        )
      })}
    </div>
  )
}
