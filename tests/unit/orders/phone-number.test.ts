import { describe, expect, it } from 'vitest'
import { e164PhoneNumber } from '../../../server/orders/phone-number.js'

describe('e164PhoneNumber', () => {
  it.each([
    ['+61412345678', '+61412345678'],
    ['+61 412 345 678', '+61412345678'],
    ['+61-412-345-678', '+61412345678'],
    ['  +61 (0)412 345 678 ', '+61412345678'],
    ['+61 0412 345 678', '+61412345678'],
    ['0061 412 345 678', '+61412345678'],
    ['+61 (2) 9876 5432', '+61298765432'],
    ['+61.412.345.678', '+61412345678'],
    ['+61\u00a0412\u202f345\u2009678', '+61412345678'],
    ['+61 412–345–678', '+61412345678'],
    ['+971 50 123 4567', '+971501234567'],
    ['00971-50-123-4567', '+971501234567'],
    ['+971 (0)50 123 4567', '+971501234567'],
    ['+966 5 1234 5678', '+966512345678'],
    ['+974 3312 3456', '+97433123456'],
    ['+965 9123 4567', '+96591234567'],
    ['+20 10 1234 5678', '+201012345678'],
    ['+212 6 12 34 56 78', '+212612345678'],
    // Arabic-Indic and Eastern Arabic-Indic digits, as phones in the Gulf type them.
    ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '+971501234567'],
    ['+۹۷۱۵۰۱۲۳۴۵۶۷', '+971501234567'],
  ])('%j → %s', (input, phone) => expect(e164PhoneNumber(input)).toEqual({ phone }))

  it.each([
    ['', /is required/],
    ['   ', /is required/],
    ['0412 345 678', /must start with the country code/],
    ['412345678', /must start with the country code/],
    ['+61 412 ABC 678', /only digits/],
    ['+61 412 345 678 ext 9', /only digits/],
    ['++61412345678', /only digits/],
    ['+61412345678\u0000', /only digits/],
    ['tel:+61412345678', /only digits/],
    ['+44 20 7946 0958', /Australia \(\+61\) and the Arab states/],
    ['+1 202 555 0143', /Australia \(\+61\) and the Arab states/],
    ['+', /only digits/],
    ['+61 412 345 67', /not a Australia number: \+61 is followed by 9 digits/],
    ['+61 412 345 6789', /not a Australia number/],
    ['+61 00412 345 678', /not a Australia number/],
    ['+974 3312 345', /not a Qatar number: \+974 is followed by 8 digits/],
    ['+971 50 123 45678', /8 to 9 digits/],
    ['+61' + '1'.repeat(60), /at most 40 characters/],
  ])('refuses %j', (input, problem) => {
    const answer = e164PhoneNumber(input)
    expect(answer).toHaveProperty('problem')
    expect((answer as { problem: string }).problem).toMatch(problem)
  })
  it('refuses a huge string before looking at it', () => {
    expect(e164PhoneNumber('9'.repeat(100_000))).toEqual({ problem: 'must be at most 40 characters' })
  })
})
