import { describe, expect, it } from 'vitest'
import { pageKind, type PageKind } from '../../../engine/rules/page-kind.js'

describe('pageKind (000 §2)', () => {
  it.each<[string, boolean, PageKind]>([
    ['stock-locator-order-online-success', false, 'checkout_order_confirmation'],
    ['stock-locator-order-online-checkout', false, 'checkout_reservation'],
    ['stock-locator-order-online-details', false, 'checkout'],
    ['stock-locator-preview', false, 'pdp'],
    ['stock-locator-preview', true, 'pdp'],
    ['page', true, 'plp'],
    ['page', false, 'dx_other'],
    ['not-found', false, 'dx_other'],
  ])('%s (stock locator blocks: %s) gives %s', (route, hasStock, expected) => {
    expect(pageKind(route, hasStock)).toBe(expected)
  })
})
