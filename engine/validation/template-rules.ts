import type { AttributesByTemplate, TemplateKey } from '../../templates/generated/types.js'
import { financeCalculatorProblems } from '../finance/finance-calculator-problems.js'
import { fuelQuizProblems } from '../quizzes/fuel-quiz-problems.js'
import { subscriptionQuizProblems } from '../quizzes/subscription-quiz-problems.js'
import type { RuleProblem } from './rule-problem.js'

/** Rules of one template that JSON Schema cannot say: references between its own fields. */
const RULES: { [K in TemplateKey]?: (attributes: Partial<AttributesByTemplate[K]>) => RuleProblem[] } = {
  'jlr-diesel-petrol-quiz': fuelQuizProblems,
  'jlr-subscription-quiz': subscriptionQuizProblems,
  'jlr-finance-calculator': financeCalculatorProblems,
}

/**
 * The problems a block's own template rules find in its attributes, whatever they hold (the schema check
 * reports bad shapes); none for a template without rules. Run by crossFieldErrors on every block.
 */
export function templateRuleProblems(template: string, attributes: object): RuleProblem[] {
  const rules = RULES[template as TemplateKey] as ((attributes: object) => RuleProblem[]) | undefined
  return rules ? rules(attributes) : []
}
