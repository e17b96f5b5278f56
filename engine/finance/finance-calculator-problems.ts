import type { AttributesByTemplate } from '../../templates/generated/types.js'
import { isObject } from '../tree/slot-instances.js'
import type { RuleProblem } from '../validation/rule-problem.js'
import { financeInputErrors } from './finance-input-errors.js'

/** The finance calculator's template rule: each product's input ranges in order (finance-input-errors.ts). */
export function financeCalculatorProblems(
  attributes: Partial<AttributesByTemplate['jlr-finance-calculator']>,
): RuleProblem[] {
  const products: unknown = attributes.products
  if (!Array.isArray(products)) return []
  return products.flatMap((product: unknown, i) =>
    isObject(product)
      ? financeInputErrors(product.input_configuration).map((error) => ({
          at: ['products', i, 'input_configuration', ...error.path],
          message: error.message,
        }))
      : [],
  )
}
