import type { JlrSubscriptionQuizAttributes } from '../../templates/generated/types.js'
import { keyList } from './key-list.js'

type Steps = JlrSubscriptionQuizAttributes['steps']
type Products = JlrSubscriptionQuizAttributes['products']

export interface SubscriptionPick {
  /** Index of the recommended product (the main panel); null when the block has no product. */
  main: number | null
  /** Index of the alternative product; null when there is no other product. */
  alternative: number | null
  /** For each product, how many of the shopper's answers it suits (0 to the number of steps). */
  fits: number[]
}

/**
 * The subscription quiz's decision rule (docs/decisions/039). A product suits a step's answer when its
 * `suits` lists that answer's key, or lists none of that step's keys (it suits any answer there). The main
 * product suits the most answers, a tie going to the product listed first. The alternative is the main
 * product's `alternative` when that names another product, else the next best product by the same rule.
 * `chosen[i]` is the key of the answer picked at step i.
 */
export function subscriptionQuizProducts(
  steps: Steps,
  products: Products,
  chosen: readonly (string | undefined)[],
): SubscriptionPick {
  const fits = products.map((product) => {
    const listed = new Set(keyList(product.suits))
    return steps.reduce((count, step, i) => {
      const keys = step.answers.map((answer) => answer.key)
      const named = keys.filter((key) => listed.has(key))
      const answer = chosen[i]
      return named.length === 0 || (answer !== undefined && named.includes(answer)) ? count + 1 : count
    }, 0)
  })
  const best = (except: number | null): number | null => {
    let found: number | null = null
    fits.forEach((fit, i) => {
      if (i !== except && (found === null || fit > (fits[found] as number))) found = i
    })
    return found
  }
  const main = best(null)
  if (main === null) return { main, alternative: null, fits }
  const named = (products[main] as Products[number]).alternative
  const chosenAlternative = named ? products.findIndex((p) => p.key === named) : -1
  const alternative = chosenAlternative >= 0 && chosenAlternative !== main ? chosenAlternative : best(main)
  return { main, alternative, fits }
}
