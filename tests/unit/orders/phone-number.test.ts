import { describe, expect, it } from 'vitest'
import { e164PhoneNumber, type PhoneReason } from '../../../server/orders/phone-number.js'
import type { SiteMarket } from '../../../engine/settings/site-market.js'

// The demo's markets (fixtures/site/settings*.json): English pages text Australia only; the Arabic pages
// add the Arab states; a market at home in the UAE reads national numbers as Emirati.
const AU: SiteMarket = { country: 'AU', countries: ['AU'] }
const AU_AR: SiteMarket = {
  country: 'AU',
  countries: ['AU', 'AE', 'SA', 'KW', 'QA', 'BH', 'OM', 'JO', 'LB', 'EG'],
}
const AE: SiteMarket = { country: 'AE', countries: ['AE', 'SA', 'AU'] }

const reasonOf = (input: string, market: SiteMarket) => {
  const answer = e164PhoneNumber(input, market)
  return 'problem' in answer ? answer.problem.reason : answer.phone
}

describe('e164PhoneNumber accepts mobiles of the market, national or international', () => {
  it.each([
    // The number, as Australians write it, national and international.
    ['0412 345 609', AU, '+61412345609'],
    ['0412345609', AU, '+61412345609'],
    ['(04) 1234 5609', AU, '+61412345609'],
    ['+61 412 345 609', AU, '+61412345609'],
    ['+61 (0)412 345 609', AU, '+61412345609'],
    ['+61 0412 345 609', AU, '+61412345609'],
    ['0061 412 345 609', AU, '+61412345609'],
    // Australia's own international prefix.
    ['0011 61 412 345 609', AU, '+61412345609'],
    ['+61.412.345.609', AU, '+61412345609'],
    ['+61\u00a0412\u202f345\u2009609', AU, '+61412345609'],
    ['0412–345–609', AU, '+61412345609'],
    // Full-width digits and plus (Chinese and Japanese keyboards).
    ['＋６１ ４１２ ３４５ ６０９', AU, '+61412345609'],
    ['０４１２３４５６０９', AU, '+61412345609'],
    // Arabic-Indic and Eastern Arabic-Indic digits, and the direction marks a right-to-left copy adds.
    ['٠٤١٢ ٣٤٥ ٦٠٩', AU_AR, '+61412345609'],
    ['\u200e+٩٧١ ٥٠ ١٢٣ ٤٥٦٧\u200f', AU_AR, '+971501234567'],
    ['+۹۷۱۵۰۱۲۳۴۵۶۷', AU_AR, '+971501234567'],
    ['+971 50 123 4567', AU_AR, '+971501234567'],
    ['00971-50-123-4567', AU_AR, '+971501234567'],
    ['+966 50 123 4567', AU_AR, '+966501234567'],
    ['+974 3312 3456', AU_AR, '+97433123456'],
    ['+20 10 1234 5678', AU_AR, '+201012345678'],
    // At home in the UAE, a national number is Emirati; an Australian one needs its +61.
    ['050 123 4567', AE, '+971501234567'],
    ['+61 412 345 609', AE, '+61412345609'],
  ])('%j in %j → %s', (input, market, phone) => {
    expect(e164PhoneNumber(input, market)).toEqual({ phone, country: expect.stringMatching(/^[A-Z]{2}$/) })
  })
})

describe('e164PhoneNumber refuses what should not be texted, saying why', () => {
  it.each<[string, SiteMarket, PhoneReason]>([
    ['', AU, 'required'],
    ['  \u200e ', AU, 'required'],
    // Landlines, satellite, VoIP, toll-free, shared-cost and premium numbers (the landline and
    // satellite numbers got codes).
    ['02 9876 5432', AU, 'not_mobile'],
    ['+61 2 9876 5432', AU, 'not_mobile'],
    ['(02) 5550 4100', AU, 'not_mobile'],
    ['0147 123 456', AU, 'not_mobile'],
    ['1800 123 456', AU, 'not_mobile'],
    ['1300 123 456', AU, 'not_mobile'],
    ['1900 123 456', AU, 'not_mobile'],
    ['0145 123 456', AU, 'invalid'],
    // Other countries, and the Somalia and Yemen, also where the Arab states are served.
    ['+252 61 234 5678', AU, 'country'],
    ['+252 61 234 5678', AU_AR, 'country'],
    ['+967 77 123 4567', AU_AR, 'country'],
    ['+971 50 123 4567', AU, 'country'],
    ['+44 7700 900123', AU, 'country'],
    ['+1 202 555 0143', AU_AR, 'country'],
    // Global satellite networks have no country at all.
    ['+881 6 1234 5678', AU, 'country'],
    ['+870 773 123 456', AU_AR, 'country'],
    // Numbers of a served country that cannot exist.
    ['0412 345 60', AU, 'invalid'],
    ['0412 345 6099', AU, 'invalid'],
    ['+61 412 345 60', AU, 'invalid'],
    ['0550 123 456', AU, 'invalid'],
    ['+61 00412 345 609', AU, 'invalid'],
    ['412345609', AE, 'invalid'],
    ['+', AU, 'invalid'],
    ['+9', AU, 'invalid'],
    // Letters, a second +, extensions, links and control characters.
    ['0412 ABC 609', AU, 'characters'],
    ['0412 345 609 ext 3', AU, 'characters'],
    ['++61412345609', AU, 'characters'],
    ['tel:+61412345609', AU, 'characters'],
    ['+61412345609\u0000', AU, 'characters'],
    ['04\u0000 12345609', AU, 'characters'],
    // A direction override is formatting, not content.
    ['0412\u202e345609', AU, '+61412345609' as PhoneReason],
    ['\ud800412345609', AU, 'characters'],
    ['0412345609\udc00', AU, 'characters'],
    ['😀 0412 345 609', AU, 'characters'],
    ['0412 345 609 <script>', AU, 'characters'],
  ])('%j in %j: %s', (input, market, reason) => expect(reasonOf(input, market)).toBe(reason))

  it('refuses 5,000 characters (and 100,000) before parsing them', () => {
    for (const input of ['0'.repeat(5_000), '+61 4'.padEnd(100_000, '1'), '٠'.repeat(5_000)]) {
      const started = performance.now()
      expect(e164PhoneNumber(input, AU)).toEqual({
        problem: { reason: 'too_long', message: 'must be at most 40 characters' },
      })
      expect(performance.now() - started).toBeLessThan(50)
    }
  })

  it('names the countries and gives an example the browser can show', () => {
    expect(e164PhoneNumber('+252 61 234 5678', AU_AR)).toEqual({
      problem: {
        reason: 'country',
        message: expect.stringMatching(
          /^must be a mobile number from Australia, United Arab Emirates, .* or Egypt$/,
        ),
        countries: AU_AR.countries,
      },
    })
    expect(e164PhoneNumber('02 9876 5432', AU)).toEqual({
      problem: {
        reason: 'not_mobile',
        message: 'is not a mobile number: use one that can receive text messages',
        example: '0412 345 678',
      },
    })
    expect(e164PhoneNumber('0412 345 60', AU)).toEqual({
      problem: {
        reason: 'invalid',
        message: 'is not a valid mobile number in Australia',
        example: '0412 345 678',
      },
    })
  })

  it('texts nobody when the site names no country', () => {
    expect(reasonOf('0412 345 609', { country: '', countries: [] })).toBe('invalid')
    expect(reasonOf('+61 412 345 609', { country: '', countries: [] })).toBe('country')
    expect(reasonOf('+61 412 345 609', { country: 'XX', countries: ['XX'] })).toBe('country')
  })
})
