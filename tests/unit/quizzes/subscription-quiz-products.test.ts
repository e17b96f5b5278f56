import { describe, expect, it } from 'vitest'
import { newBlock } from '../../../engine/defaults/new-block.js'
import { keyList } from '../../../engine/quizzes/key-list.js'
import { subscriptionQuizProducts } from '../../../engine/quizzes/subscription-quiz-products.js'
import type { JlrSubscriptionQuizAttributes } from '../../../templates/generated/types.js'

const defaults = newBlock('jlr-subscription-quiz').attributes as JlrSubscriptionQuizAttributes
type Products = JlrSubscriptionQuizAttributes['products']

const keysOf = (products: Products, pick: { main: number | null; alternative: number | null }) => [
  pick.main === null ? null : products[pick.main]!.key,
  pick.alternative === null ? null : products[pick.alternative]!.key,
]

describe('subscriptionQuizProducts with the default steps and products', () => {
  it.each<[string, string[], [string, string]]>([
    ['everyday, 12-24 months, below 20,000 km', ['everyday', '12-24', 'below-20000'], ['classic', 'flex']],
    ['everyday, 6-12 months, below 20,000 km', ['everyday', '6-12', 'below-20000'], ['flex', 'classic']],
    [
      'business, 24-60 months, above 20,000 km',
      ['business', '24-60', 'above-20000'],
      ['business', 'classic'],
    ],
    ['leisure, 24-60 months, below 20,000 km', ['leisure', '24-60', 'below-20000'], ['classic', 'flex']],
    // Flex suits any purpose and the period, Business the purpose and the mileage: 2 each, Flex is first.
    ['business, 6-12 months, above 20,000 km', ['business', '6-12', 'above-20000'], ['flex', 'classic']],
  ])('%s', (_name, chosen, expected) => {
    const pick = subscriptionQuizProducts(defaults.steps, defaults.products, chosen)
    expect(keysOf(defaults.products, pick)).toEqual(expected)
  })
})

describe('subscriptionQuizProducts rules', () => {
  const steps: JlrSubscriptionQuizAttributes['steps'] = [
    {
      heading: 'Use',
      summary_label: 'Use',
      answers: [
        { label: 'A', key: 'a' },
        { label: 'B', key: 'b' },
      ],
    },
    {
      heading: 'Period',
      summary_label: 'Period',
      answers: [
        { label: 'S', key: 's' },
        { label: 'L', key: 'l' },
      ],
    },
  ]
  const product = (key: string, suits?: string, alternative?: string): Products[number] => ({
    name: key,
    key,
    ...(suits === undefined ? {} : { suits }),
    ...(alternative === undefined ? {} : { alternative }),
  })

  it('counts a step whose answers a product does not list as suited', () => {
    const products = [product('x', 'a'), product('y', '')]
    expect(subscriptionQuizProducts(steps, products, ['a', 'l']).fits).toEqual([2, 2])
    expect(subscriptionQuizProducts(steps, products, ['b', 'l']).fits).toEqual([1, 2])
  })

  it('recommends the best fit, a tie going to the first product', () => {
    const products = [product('x', 'b'), product('y', 'a, s'), product('z', 'a')]
    const pick = subscriptionQuizProducts(steps, products, ['a', 's'])
    expect(keysOf(products, pick)).toEqual(['y', 'z'])
  })

  it("offers the main product's named alternative, else the next best", () => {
    const products = [product('x', 'a s', 'z'), product('y', 'a'), product('z', 'b l')]
    expect(keysOf(products, subscriptionQuizProducts(steps, products, ['a', 's']))).toEqual(['x', 'z'])
    const unnamed = [product('x', 'a s', 'gone'), product('y', 'a'), product('z', 'b l')]
    expect(keysOf(unnamed, subscriptionQuizProducts(steps, unnamed, ['a', 's']))).toEqual(['x', 'y'])
    const self = [product('x', 'a s', 'x'), product('y', 'b')]
    expect(keysOf(self, subscriptionQuizProducts(steps, self, ['a', 's']))).toEqual(['x', 'y'])
  })

  it('has no alternative with one product and no main without products', () => {
    expect(subscriptionQuizProducts(steps, [product('x', 'b')], ['a', 's'])).toMatchObject({
      main: 0,
      alternative: null,
    })
    expect(subscriptionQuizProducts(steps, [], ['a', 's'])).toEqual({
      main: null,
      alternative: null,
      fits: [],
    })
  })

  it('suits only steps without listed keys while an answer is missing', () => {
    const products = [product('x', 'a s'), product('y', 's')]
    expect(subscriptionQuizProducts(steps, products, []).fits).toEqual([0, 1])
  })
})

describe('keyList', () => {
  it.each<[string | undefined, string[]]>([
    [undefined, []],
    ['', []],
    ['a', ['a']],
    ['a, b  c,,d\n e', ['a', 'b', 'c', 'd', 'e']],
    [' , ', []],
  ])('%j', (text, keys) => {
    expect(keyList(text)).toEqual(keys)
  })
})
