import type { JlrDieselPetrolQuizAttributes } from '../../templates/generated/types.js'
import type { RuleProblem } from '../validation/rule-problem.js'
import { repeatedKeys } from './repeated-keys.js'
import { storedList } from './stored-list.js'

const NAMES: Record<string, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  phev: 'Plug-in hybrid',
  bev: 'Electric',
}

/**
 * What JSON Schema cannot say about a fuel quiz: each of the four results appears once (the schema holds
 * exactly four), and an answer's analytics key is unique within its question. Lenient on shapes the schema
 * already reports.
 */
export function fuelQuizProblems(attributes: Partial<JlrDieselPetrolQuizAttributes>): RuleProblem[] {
  const results = repeatedKeys(storedList(attributes.results), (result) => result?.result).map(
    ({ index, key, first }) => ({
      at: ['results', index, 'result'],
      message: `${NAMES[key] ?? key} is already result ${first + 1}: each result appears once`,
    }),
  )
  const keys = storedList(attributes.questions).flatMap((question, q) =>
    repeatedKeys(storedList(question?.answers), (answer) => answer?.key).map(({ index, key, first }) => ({
      at: ['questions', q, 'answers', index, 'key'],
      message: `key "${key}" is already used by answer ${first + 1} of this question`,
    })),
  )
  return [...results, ...keys]
}
