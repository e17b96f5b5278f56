import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES, canMoveOrder, orderStatusesBefore } from '../../../engine/orders/order-status.js'
import { isOrderNumber, newOrderNumber } from '../../../server/orders/order-number.js'

describe('order transitions', () => {
  it.each([
    ['created', 'payment_pending', true],
    ['payment_pending', 'paid', true],
    ['created', 'confirmed', true],
    ['paid', 'confirmed', true],
    ['paid', 'payment_pending', false],
    ['confirmed', 'paid', false],
    ['refunded', 'paid', false],
    ['cancelled', 'confirmed', false],
    ['expired', 'paid', false],
    ['expired', 'manual_review', true],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveOrder(from, to)).toBe(allowed)
  })

  it('ends in refunded with no way out, and nothing returns to created', () => {
    expect(ORDER_STATUSES.filter((to) => canMoveOrder('refunded', to))).toEqual([])
    expect(orderStatusesBefore('created')).toEqual([])
  })
})

describe('order numbers', () => {
  it('are 80 random bits in four groups of Crockford base-32', () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => newOrderNumber()))
    expect(numbers.size).toBe(2000)
    for (const number of numbers) expect(isOrderNumber(number)).toBe(true)
  })

  it.each(['', 'SCM-100001', 'AAAA-AAAA-AAAA-AAAI', 'aaaa-aaaa-aaaa-aaaa', 'AAAA-AAAA-AAAA-AAAA-'])(
    'refuses %j',
    (value) => expect(isOrderNumber(value)).toBe(false),
  )
})
