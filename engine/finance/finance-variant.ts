import type { FinanceFamily } from './finance-family.js'

/** Fees of a finance product, in the site's currency; 0 when the product has none. */
export interface FinanceFees {
  /** Added to the credit at the start and repaid with it (an establishment, arrangement or initiation fee). */
  arrangement: number
  /** Added to every monthly payment (a monthly service or account fee). */
  monthly: number
  /** Paid with the last payment (an option-to-purchase, completion or disposition fee). */
  final: number
}

interface VariantBase<F extends FinanceFamily> {
  family: F
  /** The product's name in English, as the editor lists it. */
  name: string
  /** ISO 3166-1 alpha-2 code of the market, or a region ("MENA") for products sold across several. */
  market: string
  /** Whether the rate is interest or, in Islamic finance, profit: it picks the rate's default label. */
  rateTerm: 'interest' | 'profit'
  fees: FinanceFees
}

/**
 * One country variant of a finance product: a family and its parameters. Balloon and lease variants carry
 * the final payment or residual value as a percentage of the price for terms of 1, 2, 3... years (a
 * lender's future-value table); terms in between are interpolated, longer ones take the last entry.
 */
export type FinanceVariant =
  | VariantBase<'hire_purchase'>
  | (VariantBase<'balloon'> & { balloonPercentByYear: readonly number[] })
  | (VariantBase<'lease'> & { residualPercentByYear: readonly number[] })
  | VariantBase<'flat_rate'>
