import type {
  JourneyConfig,
  JourneyLocation,
  JourneyPaths,
  JourneyStep,
  JourneyVehicle,
  TradeInChoices,
} from '../../../engine/orders/journey-types.js'
import { JOURNEY_STEPS } from '../../../engine/orders/journey-types.js'
import { reservationAmountText } from '../../../engine/orders/reservation-amount-text.js'
import type { OrderSummary } from '../../../engine/orders/order-summary.js'
import type { PriceSettings } from '../../../engine/storefront/price-settings.js'
import { Island } from '../../blocks/island.js'
import { useRenderContext } from '../../context/render-context.js'
import { fill } from '../../html/fill.js'
import Checkout, { type CheckoutProps } from './islands/checkout.js'
import DetailsStep, { type DetailsStepProps } from './islands/details-step.js'
import Success, { type SuccessProps } from './islands/success.js'
import { JourneyVehicleSummary } from './JourneyVehicleSummary.js'
import { orderOnlineLabels } from './order-online-labels.js'
import { orderSummaryLabels } from './order-summary-labels.js'
import { OrderSummaryView } from './OrderSummaryView.js'
import { StepBar } from './StepBar.js'

/** An order as the confirmation page shows it: no contact details (it is reachable by its number alone). */
export interface ConfirmationOrder {
  order_number: string
  status: string
  payment_status: string
  vendor: string
  amount: string
  currency: string
  created_at: string
  /** Why the shopper's money went back (the settlement gave it back: docs/decisions/059), else null. */
  payment_returned?: 'hold_expired' | 'vehicle_lost' | null
  /** What the shopper chose, as the server priced it when the order was made (older orders have none). */
  summary?: OrderSummary | null
}

export interface OrderOnlinePageProps {
  step: JourneyStep
  vehicle: JourneyVehicle | null
  config: JourneyConfig
  tradeIn: TradeInChoices | null
  locations: JourneyLocation[]
  priceSettings: PriceSettings
  paths: JourneyPaths
  configUrl: string | null
  order: ConfirmationOrder | null
}

/**
 * The order-online journey (000 §2): its numbered steps, the step's own part (details, checkout and success
 * are islands: they need the browser's storage and the API; the confirmation is static), and the vehicle
 * beside them. Without JavaScript the steps say so, and show the vehicle.
 */
export function OrderOnlinePage(props: OrderOnlinePageProps) {
  const { locale } = useRenderContext()
  const labels = orderOnlineLabels(locale)
  const { step, vehicle, config } = props
  const steps = config.stepLabels?.length === JOURNEY_STEPS.length ? config.stepLabels : labels.defaultSteps
  const active = JOURNEY_STEPS.indexOf(step)
  const heading =
    step === 'confirmation' && props.order
      ? fill(labels.confirmationTitle, { number: props.order.order_number })
      : (steps[active] ?? labels.journey)
  return (
    <article className="order-online" data-step={step} data-active-step={active}>
      <header className="order-online__header">
        <p className="order-online__eyebrow">{labels.journey}</p>
        <h1 className="heading heading--l order-online__title">{heading}</h1>
        <StepBar labels={labels} steps={steps} active={active} />
      </header>
      <div className="order-online__body">
        <div className="order-online__main">
          {step === 'confirmation' ? null : (
            <noscript>
              <p className="order-card order-notice">{labels.noScript}</p>
            </noscript>
          )}
          <StepContent {...props} locale={locale} />
        </div>
        {vehicle ? (
          <aside className="order-online__aside">
            <JourneyVehicleSummary vehicle={vehicle} labels={labels} />
          </aside>
        ) : null}
      </div>
    </article>
  )
}

function StepContent(props: OrderOnlinePageProps & { locale: string }) {
  const { locale, vehicle, config } = props
  const labels = orderOnlineLabels(locale)
  if (props.step === 'details' && vehicle) {
    const details: DetailsStepProps = {
      locale,
      vehicle,
      config: {
        paymentOptions: config.paymentOptions,
        paymentSettings: config.paymentSettings,
        additional: config.additional,
        servicePacks: config.servicePacks,
      },
      tradeIn: props.tradeIn,
      locations: props.locations,
      priceSettings: props.priceSettings,
      paths: props.paths,
      configUrl: props.configUrl,
    }
    return (
      <Island name="storefront:order-online/details-step" props={details} eager>
        <DetailsStep {...details} />
      </Island>
    )
  }
  if (props.step === 'checkout') {
    const checkout: CheckoutProps = {
      locale,
      vehicle,
      sections: config.checkoutSections,
      termsHtml: config.termsHtml,
      priceSettings: props.priceSettings,
      paths: props.paths,
      configurator: config.configurator,
      configUrl: props.configUrl,
    }
    return (
      <Island name="storefront:order-online/checkout" props={checkout} eager>
        <Checkout {...checkout} />
      </Island>
    )
  }
  if (props.step === 'success') {
    const success: SuccessProps = {
      locale,
      heading: config.success.heading ?? null,
      paragraph: config.success.paragraph ?? null,
      paths: props.paths,
      priceSettings: props.priceSettings,
    }
    return (
      <Island name="storefront:order-online/success" props={success} eager>
        <Success {...success} />
      </Island>
    )
  }
  const order = props.order
  if (!order) return null
  return (
    <section className="order-card order-confirmation">
      <p>
        {order.payment_returned === 'hold_expired'
          ? labels.authorisationReleased
          : order.payment_returned === 'vehicle_lost'
            ? labels.refundedLost
            : order.status === 'expired'
              ? labels.orderExpired
              : order.status === 'cancelled' && ['pending', 'failed'].includes(order.payment_status)
                ? labels.orderCancelled
                : labels.confirmationText}
      </p>
      {order.summary ? (
        <OrderSummaryView
          summary={order.summary}
          labels={orderSummaryLabels(locale)}
          priceSettings={props.priceSettings}
          headingId="order-confirmation-summary"
        />
      ) : null}
      <dl className="order-facts">
        <dt>{labels.orderNumber}</dt>
        <dd dir="ltr">{order.order_number}</dd>
        <dt>{labels.status}</dt>
        <dd>{labels.statuses[order.status] ?? order.status}</dd>
        <dt>{labels.paymentStatus}</dt>
        <dd>{labels.statuses[order.payment_status] ?? order.payment_status}</dd>
        {Number(order.amount) > 0 ? (
          <>
            <dt>{labels.reservationFee}</dt>
            <dd>
              <bdi>{orderAmount(order, props.priceSettings)}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      <a className="button button--secondary" href={props.paths.stock}>
        {labels.backToStock}
      </a>
    </section>
  )
}

/** The fee as the site prints prices; an order in another currency than the site's keeps its ISO code. */
function orderAmount(order: { amount: string; currency: string }, settings: PriceSettings): string {
  return reservationAmountText(order.amount, order.currency, settings)
}
