import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { CheckoutDraftView } from '../../../../engine/orders/checkout-draft-view.js'
import { checkoutEvent } from '../../../../engine/orders/checkout-events.js'
import { countdownText, HOLD_WARNING_MS } from '../../../../engine/orders/countdown-text.js'
import type { JourneyPaths, JourneyVehicle } from '../../../../engine/orders/journey-types.js'
import { reservationAmountText } from '../../../../engine/orders/reservation-amount-text.js'
import type { PriceSettings } from '../../../../engine/storefront/price-settings.js'
import { Modal } from '../../../layout/Modal.js'
import { pushDataLayer } from '../../../html/push-data-layer.js'
import { fill } from '../../../html/fill.js'
import { buyOnline, type ApiProblem } from '../buy-online-client.js'
import { CheckoutSummary } from '../CheckoutSummary.js'
import { orderChoicesBody } from '../order-choices-body.js'
import {
  journeyOfCheckout,
  ownReservationOf,
  readJourneyData,
  softLockOfCheckout,
  writeReservation,
  writeSoftLock,
  type OrderOnlineData,
} from '../journey-storage.js'
import { orderOnlineLabels, type OrderOnlineLabels } from '../order-online-labels.js'
import { PaymentReturnNotice } from '../PaymentReturnNotice.js'
import { PhoneVerification } from '../PhoneVerification.js'
import { ResumeOnThisDevice } from '../ResumeOnThisDevice.js'
import { StripeCardPayment, type CardPaymentSetup } from '../StripeCardPayment.js'
import { useCheckoutDraft, type DraftFields } from '../use-checkout-draft.js'
import { useReleaseOnLeave } from '../use-release-on-leave.js'

export interface CheckoutProps {
  locale: string
  /** The vehicle of `?vehicle=`, when the server found it; else the stored journey's. */
  vehicle: JourneyVehicle | null
  sections: string[]
  termsHtml: string | null
  priceSettings: PriceSettings
  paths: JourneyPaths
  configurator: boolean
  /**
   * The configurator journey's configuration: the checkout holds the shopper's own build of it, made or
   * found again by `orders/init` (decision 070); null in the stock journey.
   */
  configUrl: string | null
}

interface Hold {
  vehicleId: string
  lockId: string
  holder: string
  expiresAt: number
  /** The latest "More time" can renew to (decision 064); null when the server sets no limit. */
  holdEndsAt: number | null
  reservation: { vendor: string; amount: string; currency: string; free: boolean }
}

type Stage =
  | 'holding'
  | 'ready'
  | 'locked'
  | 'kicked'
  | 'unavailable'
  /** Reserved, by this browser's own confirmed order (Back after paying). */
  | 'yours'
  | 'not_reservable'
  | 'no_vehicle'
  | 'too_many_holds'
  | 'hold_time_used'
  | 'error'

interface InitAnswer {
  /** The vehicle held: the stock vehicle asked for, or the shopper's build of the configuration. */
  vehicle_id: string
  lock_id: string
  holder: string
  expires_at: string
  hold_ends_at?: string | null
  reservation: Hold['reservation']
}

/**
 * The checkout (000 §2 checkout page, island "storefront:order-online/checkout"): it holds the vehicle
 * with a soft lock and shows the time left with a "More time" button (WCAG 2.2.1), takes the shopper's
 * details behind a verified phone, the terms, and hands over to the payment page of the site's vendor (or
 * reserves for free with NO_PAYMENT_JAPAN). Another shopper's hold gives the "initial" soft-lock modal, a
 * lost or ended hold the "kicked out" one (000 §4).
 */
export default function Checkout(props: CheckoutProps) {
  const labels = orderOnlineLabels(props.locale)
  const [vehicleId, setVehicleId] = useState<string | null>(props.vehicle?.id ?? null)
  const [stage, setStage] = useState<Stage>('holding')
  const [hold, setHold] = useState<Hold | null>(null)
  const [journey, setJourney] = useState<OrderOnlineData | null>(null)
  const [now, setNow] = useState(() => Date.now())
  // What the shopper typed, kept on the server per hold (decision 063).
  const { draft, save: saveDraft } = useCheckoutDraft(hold, props.locale)
  // When the client's limits refused the hold: minutes until it may try this vehicle again.
  const [retryMinutes, setRetryMinutes] = useState(0)
  // Once an order is placed the hold belongs to its payment: leaving for the payment page keeps it.
  const ordered = useRef(false)
  const keepHold = useCallback(() => ordered.current, [])
  useReleaseOnLeave(hold, keepHold)

  const takeHold = useCallback(
    async (id: string, renew: boolean) => {
      const configUrl = props.configUrl
      const mine = softLockOfCheckout(id, configUrl)
      const answer = await buyOnline<InitAnswer>('POST', '/buy_online/orders/init', {
        // A configuration is held as the shopper's build of it, the same one again for the same holder.
        ...(configUrl ? { config_url: configUrl } : { vehicle_id: id }),
        ...(mine ? { holder: mine.holder, ...(renew ? { lock_id: mine.lockId } : {}) } : {}),
        ...(props.configurator ? { configurator: true } : {}),
      })
      if (!answer.ok) {
        setRetryMinutes(Math.ceil(retryAfterSeconds(answer.problem) / 60))
        const next = stageOf(answer.problem)
        setStage(next === 'unavailable' && ownReservationOf(id) ? 'yours' : next)
        return false
      }
      const held = answer.data.vehicle_id
      const next: Hold = {
        vehicleId: held,
        lockId: answer.data.lock_id,
        holder: answer.data.holder,
        expiresAt: Date.parse(answer.data.expires_at),
        holdEndsAt: answer.data.hold_ends_at ? Date.parse(answer.data.hold_ends_at) : null,
        reservation: answer.data.reservation,
      }
      writeSoftLock({
        vehicleId: held,
        lockId: next.lockId,
        holder: next.holder,
        expiresAt: answer.data.expires_at,
        ...(configUrl ? { configUrl } : {}),
      })
      setHold(next)
      setStage('ready')
      setNow(Date.now())
      return true
    },
    [props.configurator, props.configUrl],
  )

  // After hydration: the vehicle (from the URL, else the stored journey), then the hold, renewed when this
  // browser held it before (a reload keeps the lock).
  useEffect(() => {
    const data = readJourneyData()
    setJourney(data)
    const id = props.vehicle?.id ?? data?.vehicleId ?? null
    setVehicleId(id)
    if (!id) {
      setStage('no_vehicle')
      return
    }
    // checkout_begin only when the hold is the shopper's: a refused or failed init begins no checkout.
    void takeHold(id, softLockOfCheckout(id, props.configUrl) !== null).then((held) => {
      if (held) pushDataLayer(checkoutEvent('checkout_begin', props.vehicle?.analytics ?? null))
    })
  }, [props.vehicle, props.configUrl, takeHold])

  useEffect(() => {
    if (stage !== 'ready') return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [stage])

  const left = hold ? hold.expiresAt - now : 0
  useEffect(() => {
    // The stored holder stays: "Try again" retakes the hold as the same shopper, whose draft is kept.
    if (stage === 'ready' && hold && left <= 0) setStage('kicked')
  }, [stage, hold, left])

  if (stage === 'no_vehicle')
    return (
      <Notice text={labels.noVehicle}>
        <a className="button button--primary" href={props.paths.stock}>
          {labels.chooseVehicle}
        </a>
      </Notice>
    )
  if (stage === 'too_many_holds' || stage === 'hold_time_used')
    return (
      <Notice
        text={
          stage === 'too_many_holds'
            ? labels.tooManyHolds
            : fill(labels.holdTimeUsed, { minutes: String(Math.max(1, retryMinutes)) })
        }
      >
        <a className="button button--secondary" href={props.paths.stock}>
          {labels.backToStock}
        </a>
      </Notice>
    )
  const own = stage === 'yours' && vehicleId ? ownReservationOf(vehicleId) : null
  if (own)
    return (
      <Notice text={labels.alreadyYours}>
        <a
          className="button button--primary"
          href={`${props.paths.confirmation}/${encodeURIComponent(own.orderNumber)}`}
        >
          {labels.viewConfirmation}
        </a>
      </Notice>
    )
  if (stage === 'unavailable' || stage === 'not_reservable' || stage === 'error')
    return (
      <Notice
        text={
          stage === 'unavailable'
            ? labels.unavailable
            : stage === 'error'
              ? labels.error
              : labels.notReservable
        }
      >
        <a className="button button--secondary" href={props.paths.stock}>
          {labels.backToStock}
        </a>
      </Notice>
    )

  return (
    <div className="order-checkout" data-stage={stage}>
      {hold ? (
        <HoldBanner
          labels={labels}
          left={left}
          final={hold.holdEndsAt !== null && hold.expiresAt >= hold.holdEndsAt - 1000}
          onMoreTime={() => void takeHold(hold.vehicleId, true)}
        />
      ) : (
        <p className="order-card" role="status">
          {labels.holding}
        </p>
      )}
      {hold ? <PaymentReturnNotice draft={draft} labels={labels} successPath={props.paths.success} /> : null}
      {hold && vehicleId && draft !== undefined ? (
        <CheckoutForm
          key={hold.holder}
          {...props}
          labels={labels}
          hold={hold}
          journey={journey}
          draft={draft}
          saveDraft={saveDraft}
          onPlaced={() => (ordered.current = true)}
          onProblem={(problem) => setStage(stageOf(problem))}
        />
      ) : null}
      {/* The two soft-lock modals of 000 §4: another shopper holds the vehicle, or this shopper's hold ended. */}
      <Modal
        open={stage === 'locked' || stage === 'kicked'}
        label={stage === 'kicked' ? labels.kickedTitle : labels.lockedTitle}
        closeLabel={labels.close}
        onClose={() => window.location.assign(props.paths.stock)}
        className="order-modal"
      >
        <h2 className="heading heading--s">{stage === 'kicked' ? labels.kickedTitle : labels.lockedTitle}</h2>
        <p>{stage === 'kicked' ? labels.kickedText : labels.lockedText}</p>
        {stage === 'locked' && vehicleId ? (
          <ResumeOnThisDevice
            vehicleId={vehicleId}
            labels={labels}
            locale={props.locale}
            onResumed={() => void takeHold(vehicleId, true)}
          />
        ) : null}
        <div className="order-actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => vehicleId && void takeHold(vehicleId, false)}
          >
            {labels.tryAgain}
          </button>
          <a className="button button--secondary" href={props.paths.stock}>
            {labels.backToStock}
          </a>
        </div>
      </Modal>
    </div>
  )
}

/** Which screen an API problem leads to: the soft-lock modals, a notice, or the error page. */
function stageOf(problem: ApiProblem): Stage {
  if (problem.code === 'vehicle_locked') return 'locked'
  if (problem.code === 'lock_lost' || problem.code === 'lock_expired') return 'kicked'
  if (problem.code === 'vehicle_unavailable') return 'unavailable'
  if (problem.code === 'not_reservable' || problem.code === 'unknown_vehicle') return 'not_reservable'
  if (problem.code === 'too_many_holds' || problem.code === 'hold_time_used') return problem.code
  return 'error'
}

/** The seconds a 429's details say to wait (tooManyRequests), else none. */
function retryAfterSeconds(problem: ApiProblem): number {
  const first = Array.isArray(problem.details)
    ? (problem.details[0] as { retry_after_seconds?: unknown })
    : null
  return typeof first?.retry_after_seconds === 'number' ? first.retry_after_seconds : 0
}

function Notice({ text, children }: { text: string; children: React.ReactNode }) {
  return (
    <div className="order-card order-notice" role="alert">
      <p>{text}</p>
      {children}
    </div>
  )
}

/**
 * The hold's countdown: announced when two minutes are left, with a button that renews it at any time until
 * the hold reaches its longest (`final`, decision 064), which the banner then says.
 */
function HoldBanner({
  labels,
  left,
  final,
  onMoreTime,
}: {
  labels: OrderOnlineLabels
  left: number
  final: boolean
  onMoreTime: () => void
}) {
  const warning = left <= HOLD_WARNING_MS
  return (
    <div className={`order-hold${warning ? ' order-hold--warning' : ''}`}>
      <p className="order-hold__title">{labels.holdTitle}</p>
      <p className="order-hold__time" role="timer" aria-live="off">
        {fill(labels.holdLeft, { time: countdownText(left) })}
      </p>
      {/* Said aloud once, when the time gets short, not every second. */}
      <p className="visually-hidden" aria-live="assertive">
        {warning ? fill(labels.holdLeft, { time: countdownText(HOLD_WARNING_MS) }) : ''}
      </p>
      {final ? (
        <p className="order-hold__note" role="status">
          {labels.noMoreTime}
        </p>
      ) : (
        <button type="button" className="button button--secondary" onClick={onMoreTime}>
          {labels.moreTime}
        </button>
      )}
    </div>
  )
}

interface PlacedOrder {
  order_number: string
  amount: string
  currency: string
  vendor: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The checkout's sections: details, form (with phone verification), payment and terms, then the hand-off. */
function CheckoutForm(
  props: CheckoutProps & {
    labels: OrderOnlineLabels
    hold: Hold
    journey: OrderOnlineData | null
    /** What the server kept of this hold's checkout (null: nothing yet). */
    draft: CheckoutDraftView | null
    saveDraft: (now: DraftFields) => void
    /** The order exists: its payment needs the hold from now on. */
    onPlaced: () => void
    onProblem: (problem: ApiProblem) => void
  },
) {
  const { labels, hold, draft, saveDraft } = props
  const id = useId()
  const [fields, setFields] = useState({
    first_name: draft?.first_name ?? '',
    last_name: draft?.last_name ?? '',
    email: draft?.email ?? '',
  })
  const [phone, setPhone] = useState<{ number: string; verificationId: string } | null>(
    draft?.phone_verified && draft.phone_number && draft.verification_id
      ? { number: draft.phone_number, verificationId: draft.verification_id }
      : null,
  )
  const [accepted, setAccepted] = useState(draft?.terms_accepted ?? false)
  useEffect(() => saveDraft({ fields, phone, accepted }), [fields, phone, accepted, saveDraft])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [card, setCard] = useState<{ setup: CardPaymentSetup; returnUrl: string } | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  const price = reservationAmountText(hold.reservation.amount, hold.reservation.currency, props.priceSettings)
  const vendor = hold.reservation.vendor
  const payTemplate =
    vendor === 'PAYPAL'
      ? labels.payWithPaypal
      : vendor === 'LIQPAY'
        ? labels.payWithLiqpay
        : labels.payWithCard
  // The amount goes in a <bdi> so "$500" stays whole inside an Arabic sentence (as the vehicle cards do).
  const [payBefore = '', payAfter = ''] = payTemplate.split('{amount}')
  const payLabel = hold.reservation.free ? (
    labels.reserveFree
  ) : (
    // One span: the button is a flex box, whose loose text items would lose the spaces around the amount.
    <span>
      {payBefore}
      <bdi>{price}</bdi>
      {payAfter}
    </span>
  )

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {}
    if (!fields.first_name.trim()) found.first_name = fill(labels.required, { field: labels.firstName })
    if (!fields.last_name.trim()) found.last_name = fill(labels.required, { field: labels.lastName })
    if (!fields.email.trim()) found.email = fill(labels.required, { field: labels.email })
    else if (!EMAIL.test(fields.email.trim())) found.email = labels.invalidEmail
    if (!phone) found.phone_number = labels.verifyFirst
    if (!accepted) found.terms = labels.acceptFirst
    return found
  }

  const submit = async () => {
    const found = validate()
    setErrors(found)
    setFailure(null)
    if (Object.keys(found).length) {
      requestAnimationFrame(() => summary.current?.focus())
      return
    }
    setBusy(true)
    try {
      const journey = journeyOfCheckout(props.journey, hold.vehicleId, props.configUrl)
      const placed = await buyOnline<PlacedOrder>('POST', '/buy_online/orders', {
        order: {
          vehicle_id: hold.vehicleId,
          lock_id: hold.lockId,
          holder: hold.holder,
          verification_id: phone!.verificationId,
          phone_number: phone!.number,
          customer: {
            first_name: fields.first_name.trim(),
            last_name: fields.last_name.trim(),
            email: fields.email.trim(),
          },
          // The choices, which the server prices itself (the summary shown above is the same call's).
          ...orderChoicesBody(journey, { terms_accepted_at: new Date().toISOString() }),
          locale: props.locale,
        },
      })
      if (!placed.ok) return fail(placed.problem)
      props.onPlaced()
      await handOff(placed.data)
    } finally {
      setBusy(false)
    }
  }

  const fail = (problem: ApiProblem) => {
    if (['vehicle_locked', 'lock_lost', 'lock_expired', 'vehicle_unavailable'].includes(problem.code))
      return props.onProblem(problem)
    // One open free reservation per number (decision 064): said in the page's language, on its own.
    if (problem.code === 'free_reservation_open') {
      setErrors({})
      return setFailure(labels.freeReservationOpen)
    }
    setErrors(problem.fields)
    setFailure(problem.message || labels.error)
  }

  const handOff = async (order: PlacedOrder) => {
    const success = `${props.paths.success}?order=${encodeURIComponent(order.order_number)}`
    const reservation = { orderNumber: order.order_number, vehicleId: hold.vehicleId, vendor: order.vendor }
    pushDataLayer(
      checkoutEvent('checkout_payment', props.vehicle?.analytics ?? null, { vendor: order.vendor }),
    )
    if (order.vendor === 'NO_PAYMENT_JAPAN') {
      writeReservation(reservation)
      return window.location.assign(success)
    }
    if (order.vendor === 'STRIPE') {
      const paid = await buyOnline<{
        payment_page_url: string | null
        client_secret: string
        publishable_key: string | null
        stripe_account: string | null
      }>('POST', '/buy_online/payment', {
        order_number: order.order_number,
        payment: {
          amount: Number(order.amount),
          currency: order.currency,
          vehicle_id: hold.vehicleId,
          // Authorised on the card page, captured when the shopper is back and the car is still theirs.
          capture_method: 'manual',
        },
      })
      if (!paid.ok) return fail(paid.problem)
      writeReservation(reservation)
      // The real Stripe has no payment page: its Payment Element takes the card here.
      if (!paid.data.payment_page_url) {
        if (!paid.data.publishable_key) return setFailure(labels.error)
        return setCard({
          setup: {
            clientSecret: paid.data.client_secret,
            publishableKey: paid.data.publishable_key,
            stripeAccount: paid.data.stripe_account,
          },
          returnUrl: success,
        })
      }
      const url = new URL(paid.data.payment_page_url, window.location.href)
      url.searchParams.set('return_url', success)
      return window.location.assign(url.toString())
    }
    if (order.vendor === 'PAYPAL') {
      const created = await buyOnline<{ id: string; approve_url: string }>(
        'POST',
        '/buy_online/paypal/create_order',
        {
          order_number: order.order_number,
          order: {
            amount_value: order.amount,
            amount_currency_code: order.currency,
            vehicle_id: hold.vehicleId,
          },
        },
      )
      if (!created.ok) return fail(created.problem)
      writeReservation({ ...reservation, paypalOrderId: created.data.id })
      return window.location.assign(created.data.approve_url)
    }
    if (order.vendor === 'LIQPAY') {
      const query = new URLSearchParams({
        order_number: order.order_number,
        amount: order.amount,
        currency: order.currency,
        vehicle_id: hold.vehicleId,
        language: props.locale.slice(0, 2),
        result_url: success,
      })
      const data = await buyOnline<{ data: string; signature: string; checkout_url: string }>(
        'GET',
        `/buy_online/liqpay/checkout_data?${query}`,
      )
      if (!data.ok) return fail(data.problem)
      writeReservation(reservation)
      return postForm(data.data.checkout_url, { data: data.data.data, signature: data.data.signature })
    }
    setFailure(labels.notReservable)
  }

  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields({ ...fields, [key]: e.target.value })
  const field = (key: keyof typeof fields, label: string, type: string, autoComplete: string) => (
    <label className="order-field">
      <span>{label}</span>
      <input
        type={type}
        autoComplete={autoComplete}
        value={fields[key]}
        onChange={set(key)}
        required
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
      />
      {errors[key] ? (
        <span className="order-error" id={`${id}-${key}-error`}>
          {errors[key]}
        </span>
      ) : null}
    </label>
  )
  const listed = Object.values(errors)

  if (card)
    return (
      <StripeCardPayment
        setup={card.setup}
        returnUrl={card.returnUrl}
        locale={props.locale}
        labels={labels}
        payLabel={payLabel}
      />
    )

  return (
    <form
      className="order-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {listed.length || failure ? (
        <div className="order-card order-notice" role="alert" tabIndex={-1} ref={summary}>
          {failure ? <p>{failure}</p> : null}
          {listed.length ? (
            <ul>
              {listed.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <fieldset className="order-card">
        <legend className="order-card__title">{labels.details}</legend>
        <div className="order-grid">
          {field('first_name', labels.firstName, 'text', 'given-name')}
          {field('last_name', labels.lastName, 'text', 'family-name')}
          {field('email', labels.email, 'email', 'email')}
        </div>
        <PhoneVerification
          labels={labels}
          locale={props.locale}
          error={errors.phone_number}
          verifiedBefore={phone ? { phone: phone.number, verificationId: phone.verificationId } : null}
          onVerified={(number, verificationId) => {
            setPhone({ number, verificationId })
            pushDataLayer(checkoutEvent('checkout_phone_verified', props.vehicle?.analytics ?? null))
          }}
        />
        <p className="order-card__note">{labels.authentication}</p>
      </fieldset>
      <fieldset className="order-card">
        <legend className="order-card__title">{labels.terms}</legend>
        {props.termsHtml ? (
          <div className="order-terms rich-text" dangerouslySetInnerHTML={{ __html: props.termsHtml }} />
        ) : (
          <p className="order-terms">{labels.termsText}</p>
        )}
        <label className="order-option">
          <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
          <span>{labels.acceptTerms}</span>
        </label>
        {errors.terms ? <span className="order-error">{errors.terms}</span> : null}
      </fieldset>
      <CheckoutSummary
        locale={props.locale}
        vehicleId={hold.vehicleId}
        journey={props.journey}
        configurator={props.configurator}
        configUrl={props.configUrl}
        priceSettings={props.priceSettings}
        detailsHref={props.journey?.detailsRoute ?? props.paths.details}
      />
      <fieldset className="order-card">
        <legend className="order-card__title">{labels.payment}</legend>
        <p className="order-figure">
          <span>{hold.reservation.free ? labels.freeReservation : labels.reservationFee}</span>{' '}
          {hold.reservation.free ? null : (
            <strong>
              <bdi>{price}</bdi>
            </strong>
          )}
        </p>
        {hold.reservation.free ? null : <p className="order-card__note">{labels.paymentNote}</p>}
      </fieldset>
      <div className="order-actions">
        <a className="button button--secondary" href={props.journey?.detailsRoute ?? props.paths.details}>
          {labels.back}
        </a>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? labels.working : payLabel}
        </button>
      </div>
    </form>
  )
}

/** LiqPay's checkout takes a form POST of data and signature (its documented protocol). */
function postForm(action: string, values: Record<string, string>): void {
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = action
  for (const [name, value] of Object.entries(values)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
}
