import { cardVehicle } from '../../../engine/stock-locator/card-vehicle.js'
import { cardAttributes } from '../../../engine/storefront/card-attributes.js'
import { displayedPrices } from '../../../engine/storefront/displayed-prices.js'
import { COMPARE_MAX } from '../../../engine/storefront/saved-vehicle.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { vehicleUrl } from '../../../engine/storefront/vehicle-url.js'
import type { VehicleLight } from '../../../engine/stock/stock-types.js'
import { useRenderContext } from '../../context/render-context.js'
import { CardPrices } from './CardPrices.js'
import { CardStatus, type CardStatusProps } from './CardStatus.js'
import { useHeldByOther } from './use-held-by-other.js'
import { useStockListLabels } from './use-stock-list-labels.js'
import { valueLabel } from './value-label.js'

/**
 * A vehicle card of the stock list: photo, name, status, the configured attributes, the price (the stock
 * locator format; drive-away for the state a postcode search chose) and a link to the vehicle page of the
 * page's locale; "Being reserved" while another shopper holds it. With `onToggleSave` it has a save button (pressed when saved), with `onToggleCompare` a
 * compare button (pressed when compared, disabled while the compare list is full).
 */
export function VehicleCard({
  vehicle,
  priceSettings,
  attributeKeys,
  omitBrand,
  postcodeQuery,
  selectedState,
  saved,
  onToggleSave,
  compared,
  compareFull,
  onToggleCompare,
  headingLevel = 3,
  renderStatus,
}: {
  vehicle: VehicleLight
  priceSettings: PriceSettings
  attributeKeys: readonly string[]
  omitBrand?: string
  postcodeQuery?: string
  selectedState?: string
  saved?: boolean
  onToggleSave?: (vehicle: VehicleLight) => void
  compared?: boolean
  /** The compare list holds its most vehicles: a vehicle not in it cannot be added. */
  compareFull?: boolean
  onToggleCompare?: (vehicle: VehicleLight) => void
  headingLevel?: 2 | 3 | 4
  /** Renders the status apart (an island, on a page whose cards do not hydrate); else the card asks itself. */
  renderStatus?: (status: CardStatusProps) => React.ReactNode
}) {
  const L = useStockListLabels()
  const { locale, localePrefix } = useRenderContext()
  const card = cardVehicle(vehicle)
  const s = vehicle.specification
  const href = `${localePrefix}${vehicleUrl(card, { omitBrand, postcodeQuery })}`
  const prices = displayedPrices(card, priceSettings, { selectedState, context: 'stock_locator' })
  const attributes = cardAttributes(card, attributeKeys, locale)
  const compareBlocked = !compared && compareFull === true
  const Heading = `h${headingLevel}` as const
  const name = [s.brand, s.model].filter(Boolean).join(' ')
  const photo = vehicle.attributes.cover_photo_medium
  // A hold is no stock status: asked by the browser, never in the cached list (decision 064).
  const held = useHeldByOther(vehicle.id)
  const status = held ? 'held' : vehicle.attributes.status
  return (
    <article className="vehicle-card" data-vehicle-id={vehicle.id}>
      <a className="vehicle-card__media" href={href} tabIndex={-1} aria-hidden="true">
        {photo ? (
          <img src={photo} alt="" loading="lazy" width={640} height={360} />
        ) : (
          <span className="vehicle-card__no-photo">{L.vehicleImage}</span>
        )}
      </a>
      <div className="vehicle-card__body">
        {renderStatus ? (
          renderStatus({
            id: vehicle.id,
            status: vehicle.attributes.status,
            text: valueLabel(vehicle.attributes.status, L),
            heldText: valueLabel('held', L),
          })
        ) : (
          <CardStatus status={status} text={valueLabel(status, L)} />
        )}
        <Heading className="vehicle-card__title">
          <a href={href} className="vehicle-card__link">
            {name}
            {s.version ? <span className="vehicle-card__version">{s.version}</span> : null}
          </a>
        </Heading>
        {attributes.length ? (
          <dl className="vehicle-card__attributes">
            {attributes.map((a) => (
              <div key={a.key} className="vehicle-card__attribute">
                <dt>{L.attributes[a.key] ?? a.key}</dt>
                <dd>
                  <bdi>{a.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <CardPrices prices={prices} />
        <div className="vehicle-card__actions">
          <a href={href} className="button button--primary vehicle-card__view">
            {L.view}
            <span className="visually-hidden">: {name}</span>
          </a>
          {onToggleSave ? (
            <button
              type="button"
              className="vehicle-card__save"
              aria-pressed={saved ? 'true' : 'false'}
              onClick={() => onToggleSave(vehicle)}
            >
              <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? L.saved : L.save}
              <span className="visually-hidden">: {name}</span>
            </button>
          ) : null}
          {onToggleCompare ? (
            <button
              type="button"
              className="vehicle-card__compare"
              aria-pressed={compared ? 'true' : 'false'}
              aria-disabled={compareBlocked ? 'true' : undefined}
              title={compareBlocked ? L.compareFull(COMPARE_MAX) : undefined}
              onClick={() => {
                if (!compareBlocked) onToggleCompare(vehicle)
              }}
            >
              <span aria-hidden="true">{compared ? '☑' : '☐'}</span> {compared ? L.comparing : L.compare}
              <span className="visually-hidden">
                : {name}
                {compareBlocked ? ` (${L.compareFull(COMPARE_MAX)})` : ''}
              </span>
            </button>
          ) : null}
        </div>
      </div>
    </article>
  )
}
