// Issue 25 item 12, decision 067: the conversion is pushed once per order.
import { describe, expect, it } from 'vitest'
import { REMEMBERED_CONVERSIONS, rememberConversion } from '../../../engine/orders/remember-conversion.js'

describe('rememberConversion', () => {
  it('is first for a number not seen, and remembers it', () => {
    expect(rememberConversion([], 'AAAA-1')).toEqual({ first: true, seen: ['AAAA-1'] })
    expect(rememberConversion(['AAAA-1'], 'AAAA-2')).toEqual({ first: true, seen: ['AAAA-1', 'AAAA-2'] })
  })

  it('is not first for a number seen, and changes nothing', () => {
    expect(rememberConversion(['AAAA-1', 'AAAA-2'], 'AAAA-1')).toEqual({
      first: false,
      seen: ['AAAA-1', 'AAAA-2'],
    })
  })

  it('reads anything else stored as an empty list', () => {
    for (const stored of [null, 'AAAA-1', { 0: 'AAAA-1' }, 42])
      expect(rememberConversion(stored, 'AAAA-1')).toEqual({ first: true, seen: ['AAAA-1'] })
    expect(rememberConversion(['AAAA-1', 7, null], 'AAAA-1').first).toBe(false)
  })

  it('forgets the oldest beyond its limit', () => {
    const full = Array.from({ length: REMEMBERED_CONVERSIONS }, (_, i) => `N-${i}`)
    const { seen } = rememberConversion(full, 'N-new')
    expect(seen).toHaveLength(REMEMBERED_CONVERSIONS)
    expect(seen[0]).toBe('N-1')
    expect(seen.at(-1)).toBe('N-new')
  })
})
