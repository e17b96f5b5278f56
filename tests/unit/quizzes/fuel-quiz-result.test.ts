import { describe, expect, it } from 'vitest'
import { newBlock } from '../../../engine/defaults/new-block.js'
import { allowsSeveralAnswers } from '../../../engine/quizzes/allows-several-answers.js'
import { fuelQuizResult } from '../../../engine/quizzes/fuel-quiz-result.js'
import type { FuelResult } from '../../../engine/quizzes/fuel-results.js'
import type { JlrDieselPetrolQuizAttributes } from '../../../templates/generated/types.js'

// The default questions and points of a new block: the rules the demo pages ship with (docs/decisions/039).
const defaults = newBlock('jlr-diesel-petrol-quiz').attributes as JlrDieselPetrolQuizAttributes
const questions = defaults.questions

/** The indexes of the answers with these keys, question by question. */
function pick(...keys: (string | string[])[]): number[][] {
  return keys.map((k, i) =>
    (Array.isArray(k) ? k : [k]).map((key) => {
      const index = questions[i]!.answers.findIndex((a) => a.key === key)
      if (index < 0) throw new Error(`no answer ${key} in question ${i + 1}`)
      return index
    }),
  )
}

describe('fuelQuizResult with the default points', () => {
  it.each<[string, number[][], FuelResult]>([
    [
      'short local trips with a home charger: electric',
      pick('under-11000', 'under-16', 'town', 'long-no', 'charge-home'),
      'bev',
    ],
    [
      'high mileage, long trips, towing, no charging: diesel',
      pick('over-24000', 'over-160', ['motorway', 'towing'], 'long-yes', 'charge-none'),
      'diesel',
    ],
    [
      'short local trips with nowhere to charge: petrol',
      pick('under-11000', 'under-16', 'town', 'long-no', 'charge-none'),
      'petrol',
    ],
    [
      'medium mileage, monthly long journeys, a home charger: plug-in hybrid',
      pick('11000-24000', '48-160', ['country', 'motorway'], 'long-yes', 'charge-home'),
      'phev',
    ],
    [
      'a town commute with charging at work: electric',
      pick('11000-24000', '16-48', ['town', 'country'], 'long-no', 'charge-work'),
      'bev',
    ],
    [
      'towing and off road with charging at work: diesel',
      pick('11000-24000', '48-160', ['towing', 'off-road'], 'long-yes', 'charge-work'),
      'diesel',
    ],
  ])('%s', (_name, chosen, expected) => {
    expect(fuelQuizResult(questions, chosen).result).toBe(expected)
  })

  it('sums every chosen answer, several on question 3', () => {
    const { points } = fuelQuizResult(
      questions,
      pick('over-24000', 'over-160', ['motorway', 'towing'], 'long-yes', 'charge-none'),
    )
    expect(points).toEqual({ petrol: 4, diesel: 14, phev: 3, bev: -7 })
  })
})

describe('fuelQuizResult rules', () => {
  const q = (points: [number, number, number, number][]): JlrDieselPetrolQuizAttributes['questions'] => [
    {
      heading: 'Q',
      answers: points.map(([petrol_points, diesel_points, phev_points, bev_points], i) => ({
        label: `A${i}`,
        petrol_points,
        diesel_points,
        phev_points,
        bev_points,
      })),
    },
  ]

  it('gives a tie to the result listed first in the block', () => {
    const tie = q([[1, 1, 1, 1]])
    expect(fuelQuizResult(tie, [[0]]).result).toBe('petrol')
    expect(fuelQuizResult(tie, [[0]], ['bev', 'phev', 'diesel', 'petrol']).result).toBe('bev')
    // Results the order leaves out follow in the standard order.
    expect(fuelQuizResult(tie, [[0]], ['phev']).result).toBe('phev')
  })

  it('counts an answer once, ignores unknown answers, and treats unset points as 0', () => {
    const questionsWithGaps: JlrDieselPetrolQuizAttributes['questions'] = [
      { heading: 'Q', answers: [{ label: 'A', diesel_points: 2 }, { label: 'B' }] },
    ]
    expect(fuelQuizResult(questionsWithGaps, [[0, 0, 7, -1]]).points).toEqual({
      petrol: 0,
      diesel: 2,
      phev: 0,
      bev: 0,
    })
  })

  it('answers nothing with the first result and zero points', () => {
    expect(fuelQuizResult(questions, [])).toEqual({
      result: 'petrol',
      points: { petrol: 0, diesel: 0, phev: 0, bev: 0 },
    })
  })

  it('negative points can take a result below zero', () => {
    expect(fuelQuizResult(q([[-3, -1, -2, -4]]), [[0]]).result).toBe('diesel')
  })
})

describe('allowsSeveralAnswers (002 §5)', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, false],
    [4, false],
  ])('question %i: %s', (index, several) => {
    expect(allowsSeveralAnswers(index)).toBe(several)
  })
})
