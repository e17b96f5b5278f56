/**
 * What `months` monthly payments of `payment` (end of month) and a last `futureValue` are worth today at
 * `monthlyRate`: the inverse of annuityPayment. PV = P·(1 − (1+r)^−n)/r + B·(1+r)^−n; at a zero rate
 * P·n + B. Unrounded.
 */
export function annuityPresentValue(
  payment: number,
  monthlyRate: number,
  months: number,
  futureValue = 0,
): number {
  if (monthlyRate === 0) return payment * months + futureValue
  const discount = (1 + monthlyRate) ** -months
  return (payment * (1 - discount)) / monthlyRate + futureValue * discount
}
