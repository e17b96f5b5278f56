import type { JlrSubscriptionQuizAttributes } from '../../templates/generated/types.js'
import type { RuleProblem } from '../validation/rule-problem.js'
import { keyList } from './key-list.js'
import { repeatedKeys } from './repeated-keys.js'
import { storedList } from './stored-list.js'

/**
 * What JSON Schema cannot say about a subscription quiz: answer keys are unique in the quiz (a product's
 * `suits` names them without saying the step), product keys are unique, every key a product's `suits`
 * lists names an answer, and `alternative` names another product. Lenient on shapes the schema reports.
 */
export function subscriptionQuizProblems(attributes: Partial<JlrSubscriptionQuizAttributes>): RuleProblem[] {
  const answers = storedList(attributes.steps).flatMap((step, s) =>
    storedList(step?.answers).map((answer, a) => ({ key: answer?.key as unknown, s, a })),
  )
  const products = storedList(attributes.products)
  const answerKeys = new Set<unknown>(answers.map((answer) => answer.key))
  const productKeys = new Set<unknown>(products.map((product) => product?.key))
  const problems: RuleProblem[] = [
    ...repeatedKeys(answers, (answer) => answer.key).map(({ index, key, first }) => {
      const at = answers[index] as (typeof answers)[number]
      const earlier = answers[first] as (typeof answers)[number]
      return {
        at: ['steps', at.s, 'answers', at.a, 'key'],
        message: `key "${key}" is already used by step ${earlier.s + 1}, answer ${earlier.a + 1}`,
      }
    }),
    ...repeatedKeys(products, (product) => product?.key).map(({ index, key, first }) => ({
      at: ['products', index, 'key'],
      message: `key "${key}" is already used by product ${first + 1}`,
    })),
  ]
  products.forEach((product, p) => {
    const unknown = keyList(typeof product?.suits === 'string' ? product.suits : '').filter(
      (key) => !answerKeys.has(key),
    )
    if (unknown.length)
      problems.push({
        at: ['products', p, 'suits'],
        message: `names no answer: ${unknown.map((key) => `"${key}"`).join(', ')}`,
      })
    const alternative = product?.alternative
    if (typeof alternative !== 'string' || alternative === '') return
    if (alternative === product.key)
      problems.push({ at: ['products', p, 'alternative'], message: 'must name another product' })
    else if (!productKeys.has(alternative))
      problems.push({ at: ['products', p, 'alternative'], message: `names no product: "${alternative}"` })
  })
  return problems
}
