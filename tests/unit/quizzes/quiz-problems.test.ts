import { describe, expect, it } from 'vitest'
import { newBlock } from '../../../engine/defaults/new-block.js'
import { fuelQuizProblems } from '../../../engine/quizzes/fuel-quiz-problems.js'
import { quizEvent } from '../../../engine/quizzes/quiz-event.js'
import { subscriptionQuizProblems } from '../../../engine/quizzes/subscription-quiz-problems.js'
import type {
  JlrDieselPetrolQuizAttributes,
  JlrSubscriptionQuizAttributes,
} from '../../../templates/generated/types.js'

const fuel = () =>
  structuredClone(newBlock('jlr-diesel-petrol-quiz').attributes) as JlrDieselPetrolQuizAttributes
const subscription = () =>
  structuredClone(newBlock('jlr-subscription-quiz').attributes) as JlrSubscriptionQuizAttributes

describe('fuelQuizProblems', () => {
  it('finds none in a new block', () => {
    expect(fuelQuizProblems(fuel())).toEqual([])
  })

  it('names a result that appears twice', () => {
    const a = fuel()
    a.results[3]!.result = 'diesel'
    expect(fuelQuizProblems(a)).toEqual([
      { at: ['results', 3, 'result'], message: 'Diesel is already result 2: each result appears once' },
    ])
  })

  it('names an analytics key used twice in one question, not across questions', () => {
    const a = fuel()
    a.questions[1]!.answers[2]!.key = 'under-16'
    a.questions[2]!.answers[0]!.key = 'under-16'
    a.questions[3]!.answers[0]!.key = ''
    a.questions[3]!.answers[1]!.key = ''
    expect(fuelQuizProblems(a)).toEqual([
      {
        at: ['questions', 1, 'answers', 2, 'key'],
        message: 'key "under-16" is already used by answer 1 of this question',
      },
    ])
  })

  it.each<[string, unknown]>([
    ['no arrays', { questions: 'x', results: 7 }],
    ['holes', { questions: [null, { answers: [null, 3] }], results: [null, {}] }],
    ['nothing', {}],
  ])('stays quiet on shapes the schema reports: %s', (_name, attributes) => {
    expect(fuelQuizProblems(attributes as Partial<JlrDieselPetrolQuizAttributes>)).toEqual([])
  })
})

describe('subscriptionQuizProblems', () => {
  it('finds none in a new block', () => {
    expect(subscriptionQuizProblems(subscription())).toEqual([])
  })

  it('names an answer key used twice in the quiz', () => {
    const a = subscription()
    a.steps[2]!.answers[1]!.key = '12-24'
    expect(subscriptionQuizProblems(a)).toEqual([
      { at: ['steps', 2, 'answers', 1, 'key'], message: 'key "12-24" is already used by step 2, answer 2' },
      // "above-20000" is gone, so the Business product's suits names no answer.
      { at: ['products', 2, 'suits'], message: 'names no answer: "above-20000"' },
    ])
  })

  it('names duplicate product keys, unknown answers and alternatives', () => {
    const a = subscription()
    a.products[1]!.key = 'flex'
    a.products[0]!.suits = 'everyday, weekly 6-12 nope'
    a.products[2]!.alternative = 'business'
    a.products[1]!.alternative = 'gone'
    expect(subscriptionQuizProblems(a)).toEqual([
      { at: ['products', 1, 'key'], message: 'key "flex" is already used by product 1' },
      { at: ['products', 0, 'suits'], message: 'names no answer: "weekly", "nope"' },
      { at: ['products', 0, 'alternative'], message: 'names no product: "classic"' },
      { at: ['products', 1, 'alternative'], message: 'names no product: "gone"' },
      { at: ['products', 2, 'alternative'], message: 'must name another product' },
    ])
  })

  it.each<[string, unknown]>([
    ['no arrays', { steps: {}, products: 'x' }],
    ['holes', { steps: [null, { answers: [null, { key: 3 }] }], products: [null, { suits: 4 }] }],
    ['nothing', {}],
  ])('stays quiet on shapes the schema reports: %s', (_name, attributes) => {
    expect(subscriptionQuizProblems(attributes as Partial<JlrSubscriptionQuizAttributes>)).toEqual([])
  })
})

describe('quizEvent', () => {
  it('names the quiz and the block, with the details after', () => {
    expect(
      quizEvent(
        'quiz_answer',
        { template: 'jlr-diesel-petrol-quiz', blockId: 'q1' },
        { step: 3, answers: ['a'] },
      ),
    ).toEqual({
      event: 'quiz_answer',
      event_category: 'quiz',
      quiz_name: 'jlr-diesel-petrol-quiz',
      quiz_id: 'q1',
      step: 3,
      answers: ['a'],
    })
  })
})
