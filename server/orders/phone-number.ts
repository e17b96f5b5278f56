import {
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/mobile/examples'
import type { SiteMarket } from '../../engine/settings/site-market.js'
import { asciiDigits } from './ascii-digits.js'

/** Why a number is refused, for the browser to say in the shopper's language (docs/decisions/065). */
export type PhoneReason = 'required' | 'too_long' | 'characters' | 'invalid' | 'country' | 'not_mobile'

export interface PhoneProblem {
  reason: PhoneReason
  /** The API's English text for the `phone_number` field (after "The phone number"). */
  message: string
  /** The market's countries (`country`) or a mobile number of its home country (`invalid`, `not_mobile`). */
  countries?: string[]
  example?: string
}

// Longer than any number written with generous spacing: a huge string is refused before any parsing.
const MAX_INPUT = 40
// What people type between digits: spaces (also no-break and thin), dashes (also en/em dash, minus and the
// full-width hyphen), dots, slashes and parentheses (also full-width), and the direction marks an Arabic
// keyboard or a copy from a right-to-left page puts around a number.
const SEPARATORS =
  /[\s.\-\u2010-\u2015\u2212\uff0d/()\uff08\uff09\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g
// Types a text can reach: a mobile, or a number the metadata cannot tell from one (as in the US).
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE'])
const englishNames = new Intl.DisplayNames(['en'], { type: 'region' })

const problem = (reason: PhoneReason, message: string, extra: Partial<PhoneProblem> = {}) => ({
  problem: { reason, message, ...extra },
})

/**
 * A phone number as a shopper types it → E.164 (`+61412345678`) and its country, or why we will not text
 * it. National numbers ("0412 345 609") are read as numbers of the market's home country; international
 * ones start with `+` or `00` (or the home country's own prefix, such as Australia's 0011). Accepted only
 * when the number is valid (libphonenumber's full metadata), of one of the market's countries, and a mobile:
 * landlines, satellite, VoIP, toll-free and premium numbers and other countries are refused, so nobody can
 * make the dealer pay for texts to anywhere (SMS pumping). Digits may be ASCII, full-width or Arabic-Indic.
 */
export function e164PhoneNumber(
  input: string,
  market: SiteMarket,
): { phone: string; country: string } | { problem: PhoneProblem } {
  if (input.length > MAX_INPUT) return problem('too_long', `must be at most ${MAX_INPUT} characters`)
  const text = asciiDigits(input.trim().replace(/^\uff0b/, '+')).replace(SEPARATORS, '')
  if (!text) return problem('required', 'is required')
  if (!/^\+?\d*$/.test(text))
    return problem(
      'characters',
      'may hold only digits, spaces, dashes, dots and parentheses, and a + before the country code',
    )
  const home = isCountry(market.country) ? market.country : undefined
  const allowed = market.countries.filter(isCountry)
  const example = home ? exampleOf(home) : undefined
  const number = parsed(text, home)
  const callingCodes = new Set(allowed.map((country) => getCountryCallingCode(country)))
  if (!number)
    return home && !text.startsWith('+')
      ? problem('invalid', `is not a valid mobile number in ${englishNames.of(home)}`, { example })
      : problem('invalid', 'is not a valid phone number', example ? { example } : {})
  if (!callingCodes.has(number.countryCallingCode)) return refusedCountry(allowed)
  const country = number.country ?? countryOfCallingCode(number.countryCallingCode, allowed)
  if (!number.isValid())
    return problem('invalid', `is not a valid mobile number in ${englishNames.of(country)}`, {
      example: exampleOf(country),
    })
  // Some calling codes are shared (+7, +1): the number's own country must be served too.
  if (!number.country || !allowed.includes(number.country)) return refusedCountry(allowed)
  if (!TEXTABLE.has(number.getType() ?? ''))
    return problem('not_mobile', 'is not a mobile number: use one that can receive text messages', {
      example: exampleOf(number.country),
    })
  return { phone: number.number, country: number.country }
}

const isCountry = (code: string): code is CountryCode => /^[A-Z]{2}$/.test(code) && isSupportedCountry(code)

/** The number read nationally for `home`, else (`00…` written for `+…`) internationally. */
function parsed(text: string, home: CountryCode | undefined): PhoneNumber | undefined {
  const first = parsePhoneNumberFromString(text, home)
  if (first?.isValid() || !text.startsWith('00')) return first
  return parsePhoneNumberFromString(`+${text.slice(2)}`) ?? first
}

function countryOfCallingCode(code: string, allowed: CountryCode[]): CountryCode {
  return allowed.find((country) => getCountryCallingCode(country) === code) ?? allowed[0]!
}

function refusedCountry(allowed: CountryCode[]) {
  const names = allowed.map((country) => englishNames.of(country) ?? country)
  return problem(
    'country',
    names.length
      ? `must be a mobile number from ${names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : names[0]}`
      : 'cannot receive a code: this site texts no country',
    { countries: allowed },
  )
}

/** A mobile number of `country` as its people write it (0412 345 678), for the messages. */
function exampleOf(country: CountryCode): string | undefined {
  return getExampleNumber(country, examples)?.formatNational()
}

/**
 * An international number (`+61…`) → E.164, read in its own country, whatever the site's market: for numbers
 * already verified, whose market was checked when the code was sent (a draft's, an order's).
 */
export function e164InItsCountry(
  input: string,
): { phone: string; country: string } | { problem: PhoneProblem } {
  const country = parsePhoneNumberFromString(asciiDigits(input.trim()))?.country
  if (!country) return problem('invalid', 'is not a valid phone number')
  return e164PhoneNumber(input, { country, countries: [country] })
}
