import { annuityPresentValue } from '../finance/annuity-present-value.js'

/**
 * The reverse calculator (000 §2 "filter by maximum monthly budget"): the highest vehicle price a monthly
 * budget pays for over `months` at `annualRatePercent` % a year (an annuity; a zero rate divides evenly),
 * plus the deposit. Rounded down to whole currency units. Anything that is not a usable number (a budget
 * of 0 or less, a negative deposit or rate, a term under one month) is refused with `ok: false`, and the
 * block shows its error text.
 */
export function maxPriceFromBudget(input: {
  monthlyBudget: number
  deposit: number
  months: number
  annualRatePercent: number
}): { ok: true; maxPrice: number } | { ok: false } {
  const { monthlyBudget, deposit, months, annualRatePercent } = input
  const usable = [monthlyBudget, deposit, months, annualRatePercent].every(Number.isFinite)
  if (!usable || monthlyBudget <= 0 || deposit < 0 || months < 1 || annualRatePercent < 0)
    return { ok: false }
  const n = Math.round(months)
  const financed = annuityPresentValue(monthlyBudget, annualRatePercent / 100 / 12, n)
  const maxPrice = Math.floor(financed + deposit)
  return Number.isFinite(maxPrice) ? { ok: true, maxPrice } : { ok: false }
}
