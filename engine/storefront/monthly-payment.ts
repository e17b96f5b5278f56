/**
 * The monthly payment of a loan over `price` after a deposit of `depositPercent` %, for `years` years at
 * `annualRatePercent` % a year (an annuity; a zero rate divides evenly). Rounded to whole currency units;
 * 0 when the price is not positive.
 */
export function monthlyPayment(input: {
  price: number
  depositPercent: number
  years: number
  annualRatePercent: number
}): number {
  const { price, depositPercent, years, annualRatePercent } = input
  if (!(price > 0) || !(years > 0)) return 0
  const principal = price * (1 - depositPercent / 100)
  const months = Math.round(years * 12)
  const r = annualRatePercent / 100 / 12
  const payment = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months)
  return Math.round(payment)
}
