import { financeQuote } from '../finance/finance-quote.js'

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

/** The options' settings as the showroom config gives them (lease terms and rate, subscription lists). */
export interface PaymentOptionSettings {
  leaseTerms: number[]
  leaseRatePercent: number
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

export const DEFAULT_DEPOSIT_PERCENT = 20

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
    const term = pick(choice.termMonths, settings.leaseTerms, 48)
    const depositPercent = clamp(choice.depositPercent ?? DEFAULT_DEPOSIT_PERCENT, 0, 90)
    const deposit = Math.round((price * depositPercent) / 100)
    // The showroom's calculator is an amortising loan on what the deposit leaves: the engine's finance maths.
    const quote = financeQuote({
      product: 'HirePurchaseSample',
      price,
      cashDeposit: deposit,
      months: term,
      ratePercent: settings.leaseRatePercent,
    })
    const figures: PaymentFigures = {
      type: 'lease',
      loan_tenure: term,
      interest_rate: settings.leaseRatePercent,
      deposit,
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
