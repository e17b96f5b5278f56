import { FINANCE_INPUT_DEFAULTS } from '../finance/finance-input-config.js'
import { monthlyQuote } from '../finance/monthly-quote.js'
import { roundMoney } from '../finance/round-money.js'
import type { SiteFinanceTerms } from '../finance/site-finance-terms.js'

/** The payment options a showroom offers (000 §3 "Showroom config entries"); a calculator counts as lease. */
export type PaymentOptionType = 'cash' | 'lease' | 'subscription'

/** What the shopper chose for one option: the lease's term and deposit, the subscription's duration and mileage. */
export interface PaymentChoice {
  type: PaymentOptionType
  termMonths?: number
  depositPercent?: number
  durationMonths?: number
  yearlyMileage?: number
}

/**
 * The options' settings: the lease terms and subscription lists as the showroom config gives them, and the
 * site's finance terms (product and rate, the same as the vehicle page's: docs/decisions/066).
 */
export interface PaymentOptionSettings {
  leaseTerms: number[]
  finance: SiteFinanceTerms
  subscriptionDurations: number[]
  subscriptionMileages: number[]
}

/**
 * The selected option's figures as the analytics data of 000 §3 names them (loan tenure, duration, monthly
 * payment or fee, interest rate, deposit, monthly mileage), plus the total for cash. Indicative: the
 * retailer confirms them. A subscription costs the price spread over 60 months, 20 % less on the longest
 * duration and up to 25 % more for the highest mileage: the demo has no subscription price list.
 */
export interface PaymentFigures {
  type: PaymentOptionType
  total?: number
  monthly?: number
  loan_tenure?: number
  duration?: number
  interest_rate?: number
  deposit?: number
  monthly_mileage?: number
}

/** The journey's starting deposit and term are the vehicle page calculator's (002 §5 defaults: 20 %, 4 years). */
export const DEFAULT_DEPOSIT_PERCENT = FINANCE_INPUT_DEFAULTS.down_payment.default
export const DEFAULT_LEASE_MONTHS = FINANCE_INPUT_DEFAULTS.duration.default * 12

/** Normalises a config type to a payment option: "calculator" is treated as lease (000 §3). */
export function paymentOptionType(type: string): PaymentOptionType | null {
  if (type === 'calculator') return 'lease'
  return type === 'cash' || type === 'lease' || type === 'subscription' ? type : null
}

export function paymentFigures(
  price: number,
  choice: PaymentChoice,
  settings: PaymentOptionSettings,
): PaymentFigures {
  if (!(price > 0)) return { type: choice.type }
  if (choice.type === 'cash') return { type: 'cash', total: price }
  if (choice.type === 'lease') {
    const term = pick(choice.termMonths, settings.leaseTerms, DEFAULT_LEASE_MONTHS)
    const depositPercent = clamp(choice.depositPercent ?? DEFAULT_DEPOSIT_PERCENT, 0, 90)
    // The site's one quote function, as on the vehicle page: the same car, deposit and term, the same cents.
    const quote = monthlyQuote(price, settings.finance, { depositPercent, months: term })
    const figures: PaymentFigures = {
      type: 'lease',
      loan_tenure: term,
      interest_rate: settings.finance.ratePercent,
      deposit: quote?.cash_deposit ?? roundMoney((price * depositPercent) / 100),
    }
    if (quote) figures.monthly = quote.monthly_payment
    return figures
  }
  const durations = settings.subscriptionDurations.length ? settings.subscriptionDurations : [12]
  const mileages = settings.subscriptionMileages.length ? settings.subscriptionMileages : [20_000]
  const duration = pick(choice.durationMonths, durations, durations[0] as number)
  const mileage = pick(choice.yearlyMileage, mileages, mileages[0] as number)
  const longest = Math.max(...durations)
  const shortest = Math.min(...durations)
  const durationShare = longest === shortest ? 0 : (longest - duration) / (longest - shortest)
  const lowest = Math.min(...mileages)
  const highest = Math.max(...mileages)
  const mileageShare = highest === lowest ? 0 : (mileage - lowest) / (highest - lowest)
  const monthly = Math.round((price / 60) * (0.8 + 0.2 * durationShare) * (1 + 0.25 * mileageShare))
  return { type: 'subscription', duration, monthly, monthly_mileage: Math.round(mileage / 12) }
}

/** `value` when it is one of `allowed`, else the fallback (or the first allowed). */
function pick(value: number | undefined, allowed: number[], fallback: number): number {
  if (value !== undefined && allowed.includes(value)) return value
  return allowed.includes(fallback) || allowed.length === 0 ? fallback : (allowed[0] as number)
}

const clamp = (value: number, min: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min
