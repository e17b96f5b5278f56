import { annuityPayment } from './annuity-payment.js'
import type { FinanceVariant } from './finance-variant.js'
import { roundMoney } from './round-money.js'
import { termPercent } from './term-percent.js'

/** What a family's formula gives: the monthly payment before fees and the payment after the last one. */
export interface FamilyFigures {
  /** Unrounded, without the variant's monthly fee. */
  monthly: number
  /** The balloon, or a lease's residual value; 0 for the other families. Rounded to cents. */
  finalPayment: number
  /** Whether the final payment is the shopper's to pay (a balloon) rather than the car's value returned. */
  finalPaid: boolean
}

/**
 * The monthly payment of `credit` over `months` at `ratePercent` a year by the variant's family (the
 * formulas of docs/decisions/037). `price` is the on-the-road price the future-value tables apply to.
 */
export function familyFigures(
  variant: FinanceVariant,
  input: { price: number; credit: number; months: number; ratePercent: number },
): FamilyFigures {
  const { price, credit, months, ratePercent } = input
  const monthlyRate = ratePercent / 100 / 12
  switch (variant.family) {
    case 'hire_purchase':
      return { monthly: annuityPayment(credit, monthlyRate, months), finalPayment: 0, finalPaid: false }
    case 'balloon': {
      // Never more deferred than was lent: with a large deposit the loan becomes interest only.
      const balloon = Math.min(
        roundMoney((price * termPercent(variant.balloonPercentByYear, months)) / 100),
        credit,
      )
      return {
        monthly: annuityPayment(credit, monthlyRate, months, balloon),
        finalPayment: balloon,
        finalPaid: true,
      }
    }
    case 'lease': {
      // The money-factor method: the value used up, plus a charge on the average of the capitalised cost
      // and the residual value ((K + RV) × rate / 2400 is that average at the monthly rate).
      const residual = Math.min(
        roundMoney((price * termPercent(variant.residualPercentByYear, months)) / 100),
        credit,
      )
      return {
        monthly: (credit - residual) / months + ((credit + residual) * ratePercent) / 2400,
        finalPayment: residual,
        finalPaid: false,
      }
    }
    case 'flat_rate': {
      // Interest (or profit) on the whole credit for the whole term, whatever has been repaid.
      const charge = (credit * ratePercent * months) / 1200
      return { monthly: (credit + charge) / months, finalPayment: 0, finalPaid: false }
    }
    default: {
      const unknown: never = variant
      throw new Error(`[engine] unknown finance family ${JSON.stringify(unknown)}`)
    }
  }
}
