/** What Stripe's test mode does with a card number (https://docs.stripe.com/testing). */
export type StripeTestCardOutcome =
  { ok: true } | { ok: false; code: string; declineCode?: string; message: string }

// The documented numbers the local test mode knows; any other number is refused as Stripe's test mode
// refuses a real card.
const DECLINES: Record<string, { code: string; declineCode?: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
}
const SUCCEEDS = new Set(['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005'])

/** The outcome of paying with `number` (spaces and dashes ignored) in Stripe's test mode. */
export function stripeTestCard(number: string): StripeTestCardOutcome {
  const digits = number.replace(/[\s-]/g, '')
  if (SUCCEEDS.has(digits)) return { ok: true }
  const decline = DECLINES[digits]
  if (decline) return { ok: false, ...decline }
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' }
  return {
    ok: false,
    code: 'card_declined',
    declineCode: 'test_mode_live_card',
    message: 'Your card was declined. Your request was in test mode, but used a non test card.',
  }
}

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return sum % 10 === 0
}
