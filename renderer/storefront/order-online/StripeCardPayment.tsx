import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Stripe, StripeConstructorOptions, StripeElements } from '@stripe/stripe-js'
import { loadStripe as stripeLoader } from '@stripe/stripe-js/dist/pure.mjs'
import type { OrderOnlineLabels } from './order-online-labels.js'

/**
 * Stripe's loader without side effects on import (the "pure" entry: nothing loads until the card step
 * shows). Its ESM type declarations do not resolve under NodeNext, so its type is stated here.
 */
const loadStripe = stripeLoader as (
  publishableKey: string,
  options?: StripeConstructorOptions,
) => Promise<Stripe | null>

export interface CardPaymentSetup {
  /** The PaymentIntent's client secret, from POST /buy_online/payment. */
  clientSecret: string
  /** The account's publishable key (pk_…). */
  publishableKey: string
  /** The dealer's connected account, when the vendor config names one. */
  stripeAccount: string | null
}

/**
 * The card step with the real Stripe (decision 027): Stripe's Payment Element, loaded from js.stripe.com
 * by Stripe's own loader (`@stripe/stripe-js`, only when this step shows), takes the card details in its
 * frames, so they never touch the dealer's site. Paying confirms the PaymentIntent; Stripe then sends the
 * shopper to `returnUrl` (the success step, which confirms the order once the webhook arrived), after 3-D
 * Secure where the card needs it. A refusal (declined card, failed authentication) is shown here and the
 * shopper can try another card.
 */
export function StripeCardPayment({
  setup,
  locale,
  labels,
  payLabel,
  returnUrl,
}: {
  setup: CardPaymentSetup
  locale: string
  labels: OrderOnlineLabels
  payLabel: ReactNode
  returnUrl: string
}) {
  const host = useRef<HTMLDivElement>(null)
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null)
  const [ready, setReady] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    loadStripe(setup.publishableKey, {
      ...(setup.stripeAccount ? { stripeAccount: setup.stripeAccount } : {}),
      locale: (locale.slice(0, 2) || 'auto') as 'auto',
    })
      .then((loaded) => {
        if (cancelled || !loaded || !host.current) return
        const elements = loaded.elements({ clientSecret: setup.clientSecret })
        const element = elements.create('payment')
        element.on('ready', () => setReady(true))
        element.mount(host.current)
        stripe.current = { stripe: loaded, elements }
      })
      .catch(() => {
        // The script did not load (offline, blocked): nothing was charged; the shopper may try again.
        if (!cancelled) setFailure(labels.cardFormUnavailable)
      })
    return () => {
      cancelled = true
    }
  }, [setup, locale, labels.cardFormUnavailable])

  const pay = async () => {
    if (!stripe.current) return
    setBusy(true)
    setFailure(null)
    try {
      const { error } = await stripe.current.stripe.confirmPayment({
        elements: stripe.current.elements,
        confirmParams: { return_url: new URL(returnUrl, window.location.href).href },
      })
      // Only a refusal comes back here: success leaves the page for `returnUrl`.
      if (error) setFailure(error.message ?? labels.error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className="order-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void pay()
      }}
    >
      {failure ? (
        <div className="order-card order-notice" role="alert">
          <p>{failure}</p>
        </div>
      ) : null}
      <fieldset className="order-card">
        <legend className="order-card__title">{labels.payment}</legend>
        <div ref={host} className="order-card-element" data-stripe-payment-element="" />
        {ready || failure ? null : <p className="order-card__note">{labels.cardFormLoading}</p>}
        <p className="order-card__note">{labels.cardFormNote}</p>
      </fieldset>
      <div className="order-actions">
        <button type="submit" className="button button--primary" disabled={busy || !ready} aria-busy={busy}>
          {busy ? labels.working : payLabel}
        </button>
      </div>
    </form>
  )
}
