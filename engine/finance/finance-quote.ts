import type { FinanceFamily } from './finance-family.js'
import { FINANCE_VARIANTS, type FinanceProductKey } from './finance-variants.js'
import { effectiveAnnualRate } from './effective-annual-rate.js'
import { familyFigures } from './family-figures.js'
import { roundMoney } from './round-money.js'

/** What the shopper chose: amounts in the site's currency, the term in months, the rate in percent a year. */
export interface FinanceRequest {
  product: FinanceProductKey
  /** The on-the-road cash price. */
  price: number
  /** What the shopper puts down. */
  cashDeposit: number
  /** What the maker or retailer adds to the deposit (an offer); 0 by default. */
  depositContribution?: number
  months: number
  ratePercent: number
}

/**
 * A finance quote with the figures of 002 §3's output configuration (keys as the block's output config
 * names them). Money rounded to cents; the monthly payment includes the product's monthly fee.
 */
export interface FinanceQuote {
  product: FinanceProductKey
  family: FinanceFamily
  rate_term: 'interest' | 'profit'
  on_the_road_price: number
  cash_deposit: number
  deposit_contribution: number
  total_deposit: number
  /** What is lent: the price less the deposits, plus a financed arrangement fee (a lease's capitalised cost). */
  total_amount_of_credit: number
  monthly_payment: number
  /** How many monthly payments. */
  monthly_payments: number
  /** In months. */
  duration_of_agreement: number
  /** As quoted (a flat rate stays flat), percent a year. */
  interest_rate: number
  /** A balloon (the shopper's to pay to keep the car) or a lease's residual value; 0 otherwise. */
  final_payment: number
  /** Deposits, every monthly payment, a balloon and the fees: the price plus the cost of the credit. */
  total_amount_payable: number
  /** The annual percentage rate, percent to one decimal (effective-annual-rate.ts). */
  apr: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * The quote for a finance product (docs/decisions/037): the variant's family formula over the credit, the
 * variant's fees, the totals and the APR. Null when there is nothing to quote: a price that is not a
 * positive number, a term under one month, a negative or non-numeric rate. A deposit is held between 0 and
 * the price; a deposit that pays everything leaves no credit, no fees and no payments.
 */
export function financeQuote(request: FinanceRequest): FinanceQuote | null {
  const { product, price, ratePercent } = request
  const variant = FINANCE_VARIANTS[product]
  const months = Math.round(request.months)
  if (!variant || !(price > 0) || !Number.isFinite(price) || !(months >= 1)) return null
  if (!Number.isFinite(ratePercent) || ratePercent < 0) return null
  const onTheRoad = roundMoney(price)
  const contribution = roundMoney(clamp(request.depositContribution || 0, 0, onTheRoad))
  const cash = roundMoney(
    clamp(Number.isFinite(request.cashDeposit) ? request.cashDeposit : 0, 0, onTheRoad - contribution),
  )
  const totalDeposit = roundMoney(cash + contribution)
  const borrowed = roundMoney(onTheRoad - totalDeposit)
  const financed = borrowed > 0
  const fees = financed ? variant.fees : { arrangement: 0, monthly: 0, final: 0 }
  const credit = roundMoney(borrowed + fees.arrangement)
  const figures = financed
    ? familyFigures(variant, { price: onTheRoad, credit, months, ratePercent })
    : { monthly: 0, finalPayment: 0, finalPaid: false }
  const monthly = financed ? roundMoney(figures.monthly + fees.monthly) : 0
  const paidAtEnd = (figures.finalPaid ? figures.finalPayment : 0) + fees.final
  return {
    product,
    family: variant.family,
    rate_term: variant.rateTerm,
    on_the_road_price: onTheRoad,
    cash_deposit: cash,
    deposit_contribution: contribution,
    total_deposit: totalDeposit,
    total_amount_of_credit: credit,
    monthly_payment: monthly,
    monthly_payments: financed ? months : 0,
    duration_of_agreement: months,
    interest_rate: ratePercent,
    final_payment: figures.finalPayment,
    total_amount_payable: roundMoney(totalDeposit + monthly * (financed ? months : 0) + paidAtEnd),
    // The shopper received what was borrowed; fees are a cost, so they count against it. A lease's residual
    // value is what the car returned is worth, so it closes the cash flows as a balloon does.
    apr: effectiveAnnualRate({
      credit: borrowed,
      payment: monthly,
      months,
      finalPayment: figures.finalPayment + fees.final,
    }),
  }
}
