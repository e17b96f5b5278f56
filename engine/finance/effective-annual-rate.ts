import { annuityPresentValue } from './annuity-present-value.js'

/**
 * The annual percentage rate of an agreement, in percent to one decimal: the monthly rate i at which the
 * payments (and the final one) are worth the credit the shopper received, compounded over a year,
 * (1+i)^12 − 1. Fees raise it above the quoted rate; a flat rate shows its true cost (about twice the
 * flat figure). Found by bisection, since no closed form exists. 0 when the payments do not exceed the credit.
 */
export function effectiveAnnualRate(input: {
  credit: number
  payment: number
  months: number
  finalPayment: number
}): number {
  const { credit, payment, months, finalPayment } = input
  const excess = (i: number) => annuityPresentValue(payment, i, months, finalPayment) - credit
  if (!(credit > 0) || excess(0) <= 0) return 0
  // The present value falls as the rate rises: widen until it drops below the credit, then halve.
  let low = 0
  let high = 0.01
  while (excess(high) > 0 && high < 10) high *= 2
  for (let step = 0; step < 100; step++) {
    const middle = (low + high) / 2
    if (excess(middle) > 0) low = middle
    else high = middle
  }
  return Math.round(((1 + low) ** 12 - 1) * 1000) / 10
}
