import type { JlrDieselPetrolQuizAttributes } from '../../templates/generated/types.js'
import { FUEL_RESULTS, type FuelResult } from './fuel-results.js'

export interface FuelQuizOutcome {
  /** The result with the most points; a tie goes to the one earlier in `order`. */
  result: FuelResult
  /** Each result's total, for the data layer and for editors checking their points. */
  points: Record<FuelResult, number>
}

/**
 * The fuel quiz's decision rule (docs/decisions/039): every chosen answer adds its points to each result
 * (`petrol_points`, `diesel_points`, `phev_points`, `bev_points`, 0 when unset), and the result with the
 * highest total wins. `chosen[i]` holds the indexes of the answers picked for question i; repeated or unknown
 * indexes count once or not at all. `order` is the block's results order, which breaks ties; results it
 * leaves out follow in FUEL_RESULTS order.
 */
export function fuelQuizResult(
  questions: JlrDieselPetrolQuizAttributes['questions'],
  chosen: readonly (readonly number[] | undefined)[],
  order: readonly FuelResult[] = FUEL_RESULTS,
): FuelQuizOutcome {
  const points: Record<FuelResult, number> = { petrol: 0, diesel: 0, phev: 0, bev: 0 }
  questions.forEach((question, i) => {
    for (const index of new Set(chosen[i] ?? [])) {
      const answer = question.answers[index]
      if (!answer) continue
      for (const result of FUEL_RESULTS) {
        const value = answer[`${result}_points`]
        if (typeof value === 'number' && Number.isFinite(value)) points[result] += value
      }
    }
  })
  const ranking = [...new Set([...order.filter((r) => FUEL_RESULTS.includes(r)), ...FUEL_RESULTS])]
  let result = ranking[0] as FuelResult
  for (const candidate of ranking) if (points[candidate] > points[result]) result = candidate
  return { result, points }
}
