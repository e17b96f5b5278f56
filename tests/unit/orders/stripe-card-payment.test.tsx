// @vitest-environment happy-dom
// The card step with the real Stripe: Stripe.js's Payment Element for the intent's client secret, and a
// refusal shown in place. Stripe.js itself cannot load here (no internet): `window.Stripe` stands in for
// it, which Stripe's own loader takes when it is already on the page.
import { act, cleanup, render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { orderOnlineLabels } from '../../../renderer/storefront/order-online/order-online-labels.js'
import { StripeCardPayment } from '../../../renderer/storefront/order-online/StripeCardPayment.js'

afterEach(cleanup)

/** What Stripe.js was asked; Stripe's loader keeps the first Stripe it found, so one fake serves every test. */
let calls: { constructed?: unknown[]; elements?: unknown; mounted?: Element; confirmed?: unknown } = {}
let outcome: { error?: { message: string } } = {}
let ready: () => void = () => {}
;(window as { Stripe?: unknown }).Stripe = (...args: unknown[]) => {
  calls.constructed = args
  return {
    elements: (options: unknown) => {
      calls.elements = options
      return {
        create: (type: string) =>
          type === 'payment'
            ? {
                on: (event: string, handler: () => void) => {
                  if (event === 'ready') ready = handler
                },
                mount: (host: Element) => {
                  calls.mounted = host
                },
              }
            : null,
      }
    },
    confirmPayment: async (options: unknown) => {
      calls.confirmed = options
      return outcome
    },
  }
}

function fakeStripe(next: { error?: { message: string } }) {
  calls = {}
  outcome = next
  return { calls: () => calls, ready: () => act(() => ready()) }
}

const setup = { clientSecret: 'pi_1_secret_2', publishableKey: 'pk_test_123', stripeAccount: 'acct_9' }

it('mounts the Payment Element for the intent and confirms it towards the success step', async () => {
  const stripe = fakeStripe({ error: { message: 'Your card was declined.' } })
  const labels = orderOnlineLabels('en-AU')
  render(
    <StripeCardPayment
      setup={setup}
      locale="en-AU"
      labels={labels}
      payLabel="Pay $500.00 by card"
      returnUrl="/showroom-order-online/success?order=ABC"
    />,
  )
  const pay = screen.getByRole('button', { name: 'Pay $500.00 by card' })
  expect(pay.hasAttribute('disabled')).toBe(true)
  expect(screen.getByText(labels.cardFormLoading)).toBeTruthy()
  await vi.waitFor(() => expect(stripe.calls().mounted).toBeTruthy())
  expect(stripe.calls().constructed).toEqual(['pk_test_123', { stripeAccount: 'acct_9', locale: 'en' }])
  expect(stripe.calls().elements).toEqual({ clientSecret: 'pi_1_secret_2' })
  expect((stripe.calls().mounted as Element).hasAttribute('data-stripe-payment-element')).toBe(true)

  stripe.ready()
  expect(pay.hasAttribute('disabled')).toBe(false)
  await userEvent.click(pay)
  expect(stripe.calls().confirmed).toMatchObject({
    confirmParams: { return_url: `${window.location.origin}/showroom-order-online/success?order=ABC` },
  })
  // A refusal stays on the page, and the shopper can try another card.
  expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.')
  expect(pay.hasAttribute('disabled')).toBe(false)
})

it('speaks Arabic in an Arabic checkout', async () => {
  const stripe = fakeStripe({})
  const labels = orderOnlineLabels('ar')
  render(<StripeCardPayment setup={setup} locale="ar" labels={labels} payLabel="ادفع" returnUrl="/ar/x" />)
  await vi.waitFor(() => expect(stripe.calls().mounted).toBeTruthy())
  expect((stripe.calls().constructed as unknown[])[1]).toMatchObject({ locale: 'ar' })
  expect(screen.getByText(labels.cardFormNote)).toBeTruthy()
})
