/**
 * The level monthly payment, paid at the end of each month, that repays `principal` over `months` months
 * at `monthlyRate` (0.005 for 6 % a year) and leaves `futureValue` owed after the last one (a balloon):
 * P = (C − B·(1+r)^−n)·r / (1 − (1+r)^−n); at a zero rate (C − B) / n. Unrounded.
 */
export function annuityPayment(
  principal: number,
  monthlyRate: number,
  months: number,
  futureValue = 0,
): number {
  if (monthlyRate === 0) return (principal - futureValue) / months
  const discount = (1 + monthlyRate) ** -months
  return ((principal - futureValue * discount) * monthlyRate) / (1 - discount)
}
