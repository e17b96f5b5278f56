import type { FinanceProductKey } from '../../../engine/finance/finance-variants.js'
import type { Vehicle } from '../../../engine/stock/stock-types.js'
import { displayedPrices } from '../../../engine/storefront/displayed-prices.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { COMPARE_MAX } from '../../../engine/storefront/saved-vehicle.js'
import { shortVin } from '../../../engine/storefront/short-vin.js'
import type { StockButton } from '../../../engine/storefront/stock-button.js'
import { vehicleAnalytics } from '../../../engine/storefront/vehicle-analytics.js'
import { Island } from '../../blocks/island.js'
import { useRenderContext } from '../../context/render-context.js'
import { fill } from '../../html/fill.js'
import CompareToggle, { type CompareToggleProps } from './islands/compare-toggle.js'
import FinanceCalculator, { type FinanceCalculatorProps } from './islands/finance-calculator.js'
import PdpAnalytics from './islands/pdp-analytics.js'
import SaveButton, { type SaveButtonProps } from './islands/save-button.js'
import VehicleButtonsIsland, { type VehicleButtonsIslandProps } from './islands/vehicle-buttons.js'
import VehicleStatus, { type VehicleStatusProps } from './islands/vehicle-status.js'
import { OwnerDetails } from './OwnerDetails.js'
import { PriceDisclaimer } from './PriceDisclaimer.js'
import { SimilarVehicles } from './SimilarVehicles.js'
import { VehicleGallery } from './VehicleGallery.js'
import { VehiclePrices } from './VehiclePrices.js'
import { VehicleSpecification } from './VehicleSpecification.js'
import { vehiclePageLabels } from './vehicle-page-labels.js'

export interface VehiclePageProps {
  vehicle: Vehicle
  /** Similar vehicles from the stock (the page drops the current one and keeps 6). */
  similar: Vehicle[]
  priceSettings: PriceSettings
  /** Already ordered (orderStockButtons). */
  buttons: StockButton[]
  /** Site setting stock_locator.owner_visible. */
  ownerVisible: boolean
  /** The postcode-search state (query _state), for a new vehicle's drive-away price. */
  selectedState?: string | null
  /** The brand left out of vehicle slugs on this site. */
  omitBrand?: string
  /** Yearly rate the mini finance calculator uses, in percent. */
  financeRatePercent: number
  /** The finance product whose formula the mini calculator follows (docs/decisions/037). */
  financeProduct: FinanceProductKey
}

/**
 * The vehicle detail page (000 §2): gallery, title, price block with the disclaimer tip, mini finance
 * calculator, save and compare toggles, the reservation/order buttons, the retailer, the specification and
 * up to 6 similar vehicles. Interactive parts are islands; the rest is static HTML.
 */
export function VehiclePage(props: VehiclePageProps) {
  const { vehicle, priceSettings } = props
  const { locale, localePrefix } = useRenderContext()
  const labels = vehiclePageLabels(locale)
  const a = vehicle.attributes
  // The lease price is the mini calculator's starting figure (displayedPrices quotes it from the site's
  // finance terms): one monthly price per car (decision 066).
  const prices = displayedPrices(vehicle, priceSettings, { selectedState: props.selectedState })
  const mainPrice = prices.prices.find((p) => p.type === 'purchase') ?? prices.prices[0]
  const title = `${a.nameplate_brand_name} ${a.model_display_name || a.nameplate_name}`
  const analytics = vehicleAnalytics(vehicle, prices.onRequest ? null : (mainPrice?.value ?? null))
  const financePrice = prices.prices.find((p) => p.type === 'purchase')?.value
  const finance: FinanceCalculatorProps | null =
    !prices.onRequest && financePrice
      ? {
          vehicleId: vehicle.id,
          price: financePrice,
          product: props.financeProduct,
          annualRatePercent: props.financeRatePercent,
          priceSettings,
          labels: {
            title: labels.financeTitle,
            deposit: labels.deposit,
            term: labels.term,
            years: labels.years,
            monthly: labels.monthly,
            note: labels.financeNote,
          },
        }
      : null
  const save: SaveButtonProps = {
    id: vehicle.id,
    list: vehicle.list,
    analytics,
    labels: { save: labels.save, saved: labels.saved },
  }
  const compare: CompareToggleProps = {
    id: vehicle.id,
    labels: {
      compare: labels.compare,
      comparing: labels.comparing,
      compareFull: fill(labels.compareFull, { n: String(COMPARE_MAX) }),
    },
  }
  const disclaimers = [...(a.disclaimers ?? []), a.product_card_disclaimer?.description ?? ''].filter(Boolean)
  const vin = shortVin(a.vin)
  // Status and buttons say "Being reserved" while another shopper holds the vehicle: islands that ask the
  // server after hydration, as this page is cached for a minute and holds change by the second (decision 064).
  const status: VehicleStatusProps = {
    id: vehicle.id,
    text: labels.values[a.status] ?? a.status,
    heldText: labels.values.held ?? 'Being reserved',
  }
  const buttons: VehicleButtonsIslandProps = {
    buttons: props.buttons,
    vehicle: { id: vehicle.id, list: vehicle.list },
    localePrefix,
    heldNote: labels.heldNote,
  }
  return (
    <article className="vehicle-page" data-vehicle-id={vehicle.id} data-state={a.state}>
      <div className="vehicle-page__top">
        <VehicleGallery photos={a.photos ?? []} alt={title} labels={labels} />
        <div className="vehicle-page__summary">
          <Island name="storefront:vehicle-page/vehicle-status" props={status}>
            <VehicleStatus {...status} />
          </Island>
          <h1 className="heading heading--m vehicle-page__title">{title}</h1>
          <p className="vehicle-page__subtitle">
            {[
              a.version,
              a.production_year > 0 ? String(a.production_year) : '',
              vin ? fill(labels.stockNumber, { vin }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <VehiclePrices prices={prices} labels={labels} />
          <PriceDisclaimer texts={disclaimers} labels={labels} />
          <div className="vehicle-page__toggles">
            <Island name="storefront:vehicle-page/save-button" props={save}>
              <SaveButton {...save} />
            </Island>
            <Island name="storefront:vehicle-page/compare-toggle" props={compare}>
              <CompareToggle {...compare} />
            </Island>
          </div>
          {props.buttons.length ? (
            <Island name="storefront:vehicle-page/vehicle-buttons" props={buttons}>
              <VehicleButtonsIsland {...buttons} />
            </Island>
          ) : null}
          {finance ? (
            <Island name="storefront:vehicle-page/finance-calculator" props={finance}>
              <FinanceCalculator {...finance} />
            </Island>
          ) : null}
          {props.ownerVisible ? <OwnerDetails attributes={a} labels={labels} /> : null}
        </div>
      </div>
      <VehicleSpecification vehicle={vehicle} labels={labels} priceSettings={priceSettings} locale={locale} />
      <SimilarVehicles
        current={vehicle.id}
        vehicles={props.similar}
        priceSettings={priceSettings}
        omitBrand={props.omitBrand}
        selectedState={props.selectedState}
        labels={labels}
      />
      <Island name="storefront:vehicle-page/pdp-analytics" props={{ vehicle: analytics }} eager>
        <PdpAnalytics vehicle={analytics} />
      </Island>
    </article>
  )
}
