import { isObject } from '../tree/slot-instances.js'
import type { FinanceQuote } from './finance-quote.js'

/**
 * The figures a calculator can show, in the order it shows them (002 §3 "Output configuration"; the
 * deposit contribution, final payment, APR and total payable are ours, for the balloon and lease families
 * and the disclosures many markets require).
 */
export const FINANCE_OUTPUT_KEYS = [
  'monthly_payment',
  'on_the_road_price',
  'total_deposit',
  'cash_deposit',
  'deposit_contribution',
  'total_amount_of_credit',
  'final_payment',
  'monthly_payments',
  'duration_of_agreement',
  'interest_rate',
  'apr',
  'total_amount_payable',
  'created_at',
] as const

export type FinanceOutputKey = (typeof FINANCE_OUTPUT_KEYS)[number]

/** The English labels used when the block's output configuration gives none. */
export const FINANCE_OUTPUT_LABELS: Record<FinanceOutputKey, string> = {
  monthly_payment: 'Monthly payment',
  on_the_road_price: 'On the road price',
  total_deposit: 'Total deposit',
  cash_deposit: 'Customer deposit',
  deposit_contribution: 'Deposit contribution',
  total_amount_of_credit: 'Total amount of credit',
  final_payment: 'Optional final payment',
  monthly_payments: 'Number of monthly payments',
  duration_of_agreement: 'Duration of agreement',
  interest_rate: 'Interest rate',
  apr: 'APR',
  total_amount_payable: 'Total amount payable',
  created_at: 'Quote created',
}

export interface FinanceOutputRow {
  key: FinanceOutputKey
  label: string
}

/** The default label of a figure whose name depends on the product: a lease's residual, a profit rate. */
function defaultLabel(key: FinanceOutputKey, quote: FinanceQuote): string {
  if (key === 'final_payment' && quote.family === 'lease') return 'Residual value'
  if (key === 'interest_rate' && quote.rate_term === 'profit') return 'Profit rate'
  return FINANCE_OUTPUT_LABELS[key]
}

/** Whether a figure means something for this quote (a deposit split only when there is a contribution). */
function applies(key: FinanceOutputKey, quote: FinanceQuote): boolean {
  switch (key) {
    case 'cash_deposit':
    case 'deposit_contribution':
      return quote.deposit_contribution > 0
    case 'final_payment':
      return quote.final_payment > 0
    default:
      return true
  }
}

/**
 * The figures to show for a quote, each with its label: the block's output configuration (`{ <key>: {
 * label, hidden } }`, as stored, possibly partial) over the defaults, without hidden ones and without those
 * that do not apply to the quote.
 */
export function financeOutputRows(quote: FinanceQuote, outputConfig: unknown): FinanceOutputRow[] {
  const config = isObject(outputConfig) ? outputConfig : {}
  const rows: FinanceOutputRow[] = []
  for (const key of FINANCE_OUTPUT_KEYS) {
    const entry = isObject(config[key]) ? config[key] : {}
    if (entry.hidden === true || !applies(key, quote)) continue
    const label =
      typeof entry.label === 'string' && entry.label.trim() ? entry.label : defaultLabel(key, quote)
    rows.push({ key, label })
  }
  return rows
}
