import { useEffect, useMemo, useState } from 'react'
import { checkoutEvent } from '../../../../engine/orders/checkout-events.js'
import type {
  JourneyConfig,
  JourneyLocation,
  JourneyPaths,
  JourneyVehicle,
  TradeInChoices,
} from '../../../../engine/orders/journey-types.js'
import {
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_LEASE_MONTHS,
  paymentFigures,
  type PaymentChoice,
  type PaymentOptionType,
} from '../../../../engine/orders/payment-option-figures.js'
import { tradeInProblems } from '../../../../engine/orders/trade-in-problems.js'
import { formatPrice } from '../../../../engine/storefront/format-price.js'
import type { PriceSettings } from '../../../../engine/storefront/price-settings.js'
import { pushDataLayer } from '../../../html/push-data-layer.js'
import { fill } from '../../../html/fill.js'
import {
  newJourneyData,
  readJourneyData,
  writeJourneyData,
  type OrderOnlineData,
} from '../journey-storage.js'
import { orderOnlineLabels } from '../order-online-labels.js'
import { orderSummaryLabels } from '../order-summary-labels.js'
import { ShowroomContentView } from '../ShowroomContentView.js'
import { TradeInForm } from '../TradeInForm.js'

export interface DetailsStepProps {
  locale: string
  vehicle: JourneyVehicle
  config: Pick<JourneyConfig, 'paymentOptions' | 'paymentSettings' | 'additional' | 'servicePacks'>
  tradeIn: TradeInChoices | null
  locations: JourneyLocation[]
  priceSettings: PriceSettings
  paths: JourneyPaths
  configUrl: string | null
}

/**
 * The details step (000 §2, island "storefront:order-online/details-step"): the payment option with its
 * figures, the trade-in, where to collect the vehicle and a service pack, kept in sl_order_online_data on
 * every change (000 §4) so a reload or the way back from the checkout finds them again.
 */
export default function DetailsStep(props: DetailsStepProps) {
  const { vehicle, config, priceSettings } = props
  const labels = orderOnlineLabels(props.locale)
  const first = config.paymentOptions[0]?.type ?? 'cash'
  const [data, setData] = useState<OrderOnlineData>(() =>
    newJourneyData(vehicle.id, props.paths.details, first, props.configUrl),
  )

  // After hydration: what this vehicle's journey stored before (a reload, or back from the checkout).
  useEffect(() => {
    const stored = readJourneyData()
    if (stored?.vehicleId === vehicle.id) setData(stored)
    pushDataLayer(checkoutEvent('checkout_view', vehicle.analytics))
  }, [vehicle.id, vehicle.analytics])

  const choice: PaymentChoice = data.paymentOptionsData.data[data.tabChoice] ?? {
    type: data.paymentOptionsData.type,
  }
  const figures = useMemo(
    () => paymentFigures(vehicle.price ?? 0, choice, config.paymentSettings),
    [vehicle.price, choice, config.paymentSettings],
  )

  const [tried, setTried] = useState(false)
  const update = (change: Partial<OrderOnlineData>) => {
    const next = { ...data, ...change }
    setData(next)
    writeJourneyData(next)
  }
  const choose = (next: PaymentChoice, tab = data.tabChoice) => {
    const metadata = paymentFigures(vehicle.price ?? 0, next, config.paymentSettings)
    update({
      tabChoice: tab,
      preselectedPaymentOption: next.type,
      paymentOptionsData: {
        type: next.type,
        metadata,
        data: { ...data.paymentOptionsData.data, [tab]: next },
      },
    })
    pushDataLayer(checkoutEvent('checkout_payment_option', vehicle.analytics, { payment_option: metadata }))
  }
  const money = (value: number | undefined) =>
    value === undefined ? '' : formatPrice(value, priceSettings, { type: 'purchase' })
  const location = data.locationDetails ?? props.locations[0] ?? null

  // A configured vehicle goes on by its configuration: the checkout holds the shopper's own build of it
  // (decision 070), as the stock journey holds the stock vehicle.
  const checkoutQuery = props.configUrl
    ? `config_url=${encodeURIComponent(props.configUrl)}`
    : `vehicle=${encodeURIComponent(vehicle.id)}`

  const proceed = () => {
    // The trade-in's rules are the server's (engine/orders/trade-in-problems.ts): said inline, not sent.
    if (tradeInProblems(data.tradeInData, props.tradeIn, new Date()).length) {
      setTried(true)
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.order-details [aria-invalid="true"]')?.focus(),
      )
      return
    }
    const final = {
      ...data,
      paymentOptionsData: { ...data.paymentOptionsData, metadata: figures },
      locationDetails: location,
      location: location?.name ?? null,
      paymentRecipient: location?.uuid ?? null,
    }
    writeJourneyData(final)
    window.location.assign(`${props.paths.checkout}?${checkoutQuery}`)
  }

  return (
    // Before hydration (or without JavaScript) the form still goes on to this vehicle's checkout, with the
    // choices in the query; once hydrated, they are kept in the journey's storage instead.
    <form
      className="order-details"
      method="get"
      action={props.paths.checkout}
      onSubmit={(event) => {
        event.preventDefault()
        proceed()
      }}
    >
      {props.configUrl ? (
        <input type="hidden" name="config_url" value={props.configUrl} />
      ) : (
        <input type="hidden" name="vehicle" value={vehicle.id} />
      )}
      {config.paymentOptions.length ? (
        <fieldset className="order-card">
          <legend className="order-card__title">{labels.paymentOptions}</legend>
          <div className="order-options" role="radiogroup" aria-label={labels.paymentOptions}>
            {config.paymentOptions.map((option, tab) => (
              <label key={option.type} className="order-option">
                <input
                  type="radio"
                  name="option"
                  value={option.type}
                  checked={data.tabChoice === tab}
                  onChange={() =>
                    choose(data.paymentOptionsData.data[tab] ?? defaultChoice(option.type, config), tab)
                  }
                />
                <span>{labels[option.type]}</span>
              </label>
            ))}
          </div>
          <ShowroomContentView
            content={config.paymentOptions[data.tabChoice]?.content ?? null}
            formLabel={labels.askQuestion}
          />
          <OptionFigures
            choice={choice}
            figures={figures}
            settings={config.paymentSettings}
            labels={labels}
            money={money}
            onChange={(next) => choose(next)}
          />
        </fieldset>
      ) : null}

      {props.tradeIn ? (
        <TradeInForm
          options={props.tradeIn}
          value={data.tradeInData}
          labels={labels}
          problemLabels={orderSummaryLabels(props.locale)}
          showProblems={tried}
          onChange={(tradeInData) => update({ tradeInData })}
        />
      ) : null}

      {props.locations.length > 1 ? (
        <fieldset className="order-card">
          <legend className="order-card__title">{labels.location}</legend>
          <label className="order-field">
            <span className="visually-hidden">{labels.location}</span>
            <select
              value={location?.uuid ?? ''}
              onChange={(e) => {
                const picked = props.locations.find((l) => l.uuid === e.target.value) ?? null
                update({
                  locationDetails: picked,
                  location: picked?.name ?? null,
                  paymentRecipient: picked?.uuid ?? null,
                })
              }}
            >
              {props.locations.map((l) => (
                <option key={l.uuid} value={l.uuid}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          {location ? <p className="order-card__note">{location.address}</p> : null}
        </fieldset>
      ) : null}

      {config.servicePacks.length ? (
        <fieldset className="order-card">
          <legend className="order-card__title">{labels.servicePacks}</legend>
          {[null, ...config.servicePacks].map((pack) => (
            <label key={pack?.id ?? 'none'} className="order-option">
              <input
                type="radio"
                name="pack"
                value={pack?.id ?? ''}
                checked={(data.servicePackData?.id ?? null) === (pack?.id ?? null)}
                onChange={() => update({ servicePackData: pack })}
              />
              <span>
                {pack ? (
                  <>
                    {pack.name} · <bdi>{money(pack.price)}</bdi>
                  </>
                ) : (
                  labels.none
                )}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <ShowroomContentView content={config.additional} formLabel={labels.askQuestion} />

      <div className="order-actions">
        {props.configUrl ? <p className="order-card__note">{labels.buildNote}</p> : null}
        <button type="submit" className="button button--primary">
          {labels.continue}
        </button>
      </div>
    </form>
  )
}

function defaultChoice(type: PaymentOptionType, config: DetailsStepProps['config']): PaymentChoice {
  const s = config.paymentSettings
  if (type === 'lease')
    return {
      type,
      termMonths: s.leaseTerms.includes(DEFAULT_LEASE_MONTHS) ? DEFAULT_LEASE_MONTHS : s.leaseTerms[0],
      depositPercent: DEFAULT_DEPOSIT_PERCENT,
    }
  if (type === 'subscription')
    return { type, durationMonths: s.subscriptionDurations[0], yearlyMileage: s.subscriptionMileages[0] }
  return { type }
}

/** The selected option's inputs and result: cash total, lease term and deposit, subscription duration and mileage. */
function OptionFigures({
  choice,
  figures,
  settings,
  labels,
  money,
  onChange,
}: {
  choice: PaymentChoice
  figures: ReturnType<typeof paymentFigures>
  settings: DetailsStepProps['config']['paymentSettings']
  labels: ReturnType<typeof orderOnlineLabels>
  money: (value: number | undefined) => string
  onChange: (choice: PaymentChoice) => void
}) {
  if (choice.type === 'cash')
    return figures.total ? (
      <p className="order-figure">
        <span>{labels.cashTotal}</span>{' '}
        <strong>
          <bdi>{money(figures.total)}</bdi>
        </strong>
      </p>
    ) : null
  const monthly = figures.monthly ? (
    <p className="order-figure" aria-live="polite">
      <span>{labels.monthly}</span>{' '}
      <strong>
        <bdi>{money(figures.monthly)}</bdi>
        {labels.perMonth}
      </strong>
      {choice.type === 'lease' && figures.interest_rate ? (
        <small> {fill(labels.rate, { rate: figures.interest_rate })}</small>
      ) : null}
    </p>
  ) : null
  if (choice.type === 'lease')
    return (
      <div className="order-figures">
        <label className="order-field">
          <span>{labels.term}</span>
          <select
            value={figures.loan_tenure}
            onChange={(e) => onChange({ ...choice, termMonths: Number(e.target.value) })}
          >
            {settings.leaseTerms.map((t) => (
              <option key={t} value={t}>
                {t} {labels.months}
              </option>
            ))}
          </select>
        </label>
        <label className="order-field">
          <span>
            {labels.deposit} ({choice.depositPercent ?? DEFAULT_DEPOSIT_PERCENT}%)
          </span>
          <input
            type="range"
            min={0}
            max={50}
            step={5}
            value={choice.depositPercent ?? DEFAULT_DEPOSIT_PERCENT}
            onChange={(e) => onChange({ ...choice, depositPercent: Number(e.target.value) })}
          />
        </label>
        {monthly}
        <p className="order-card__note">{labels.indicative}</p>
      </div>
    )
  return (
    <div className="order-figures">
      <label className="order-field">
        <span>{labels.duration}</span>
        <select
          value={figures.duration}
          onChange={(e) => onChange({ ...choice, durationMonths: Number(e.target.value) })}
        >
          {settings.subscriptionDurations.map((d) => (
            <option key={d} value={d}>
              {d} {labels.months}
            </option>
          ))}
        </select>
      </label>
      <label className="order-field">
        <span>{labels.mileage}</span>
        <select
          value={choice.yearlyMileage ?? settings.subscriptionMileages[0]}
          onChange={(e) => onChange({ ...choice, yearlyMileage: Number(e.target.value) })}
        >
          {settings.subscriptionMileages.map((m) => (
            <option key={m} value={m}>
              {m.toLocaleString('en-AU')} {labels.km}
            </option>
          ))}
        </select>
      </label>
      {monthly}
      <p className="order-card__note">{labels.indicative}</p>
    </div>
  )
}
