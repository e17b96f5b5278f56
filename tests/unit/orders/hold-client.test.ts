// Who a hold limit counts and what it allows (decision 064): the client's address as the limits see it,
// and the settings from the environment.
import type { Request } from 'express'
import { describe, expect, it } from 'vitest'
import { clientAddress } from '../../../server/http/client-address.js'
import { HOLD_LIMIT_DEFAULTS, holdLimitsFromEnv } from '../../../server/orders/hold-limits.js'

const from = (ip: string | undefined) => clientAddress({ ip } as Request)

describe('the client a hold limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    [undefined, ''],
  ])('counts %s as %s', (ip, client) => {
    expect(from(ip)).toBe(client)
  })
})

describe('the hold limits from the environment', () => {
  it('defaults to 2 holds and 45 minutes, and reads whole numbers', () => {
    expect(holdLimitsFromEnv({})).toEqual(HOLD_LIMIT_DEFAULTS)
    expect(HOLD_LIMIT_DEFAULTS).toEqual({ perClient: 2, maxHoldMs: 45 * 60_000 })
    expect(holdLimitsFromEnv({ ORDER_HOLDS_PER_CLIENT: '3', ORDER_HOLD_MAX_MINUTES: ' 30 ' })).toEqual({
      perClient: 3,
      maxHoldMs: 30 * 60_000,
    })
  })
  it.each(['0', '-1', '1.5', 'two'])('refuses ORDER_HOLDS_PER_CLIENT=%s, naming it', (value) => {
    expect(() => holdLimitsFromEnv({ ORDER_HOLDS_PER_CLIENT: value })).toThrow(/ORDER_HOLDS_PER_CLIENT/)
  })
})
