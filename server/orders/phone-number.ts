import { asciiDigits } from './ascii-digits.js'

/**
 * The markets phone verification sends codes to, by country calling code: Australia and the Arab states
 * (the demo's markets), each with the lengths of its national significant number (the digits after the
 * country code, without the trunk 0). Only these are accepted: an open list would let anyone make the site
 * pay for SMS to premium ranges anywhere (SMS pumping). Calling codes are prefix-free, so one match decides.
 */
const MARKETS: Record<string, { country: string; lengths: [number, number] }> = {
  '61': { country: 'Australia', lengths: [9, 9] },
  '20': { country: 'Egypt', lengths: [8, 10] },
  '212': { country: 'Morocco', lengths: [9, 9] },
  '213': { country: 'Algeria', lengths: [8, 9] },
  '216': { country: 'Tunisia', lengths: [8, 8] },
  '218': { country: 'Libya', lengths: [8, 9] },
  '222': { country: 'Mauritania', lengths: [8, 8] },
  '249': { country: 'Sudan', lengths: [9, 9] },
  '252': { country: 'Somalia', lengths: [7, 9] },
  '253': { country: 'Djibouti', lengths: [8, 8] },
  '269': { country: 'Comoros', lengths: [7, 7] },
  '961': { country: 'Lebanon', lengths: [7, 8] },
  '962': { country: 'Jordan', lengths: [8, 9] },
  '963': { country: 'Syria', lengths: [8, 9] },
  '964': { country: 'Iraq', lengths: [8, 10] },
  '965': { country: 'Kuwait', lengths: [8, 8] },
  '966': { country: 'Saudi Arabia', lengths: [8, 9] },
  '967': { country: 'Yemen', lengths: [7, 9] },
  '968': { country: 'Oman', lengths: [8, 8] },
  '970': { country: 'Palestine', lengths: [8, 9] },
  '971': { country: 'United Arab Emirates', lengths: [8, 9] },
  '973': { country: 'Bahrain', lengths: [8, 8] },
  '974': { country: 'Qatar', lengths: [8, 8] },
}

// What people type between digits: spaces (also no-break and thin), dashes (also en/em dash), dots, slashes,
// parentheses around an area code or a "(0)" trunk prefix.
const SEPARATORS = /[\s\u00a0\u2009\u202f.\-\u2010-\u2015/()]/g
// Longer than any number written with generous spacing: a huge string is refused before any regex runs.
const MAX_INPUT = 40
const MARKET_LIST = 'Australia (+61) and the Arab states'

/**
 * A phone number as a shopper types it → E.164 (`+61412345678`), or why it is not one we can send a code to,
 * as a message for the `phone_number` field. Accepts an international number starting with `+` or `00`,
 * with spaces, dashes, dots, parentheses and a `(0)` trunk prefix, in ASCII or Arabic-Indic digits.
 * Refuses national numbers (no country code), letters and numbers outside the markets (MARKETS).
 */
export function e164PhoneNumber(input: string): { phone: string } | { problem: string } {
  if (input.length > MAX_INPUT) return { problem: `must be at most ${MAX_INPUT} characters` }
  const text = asciiDigits(input.trim()).replace(SEPARATORS, '')
  if (!text) return { problem: 'is required' }
  const international = text.startsWith('+') ? text.slice(1) : text.startsWith('00') ? text.slice(2) : null
  if (international === null)
    return /^\d+$/.test(text)
      ? { problem: 'must start with the country code, for example +61 412 345 678 or +971 50 123 4567' }
      : { problem: 'may hold only digits, spaces, dashes and parentheses after a leading +' }
  if (!/^\d+$/.test(international))
    return { problem: 'may hold only digits, spaces, dashes and parentheses after a leading +' }
  const code = [1, 2, 3].map((n) => international.slice(0, n)).find((prefix) => prefix in MARKETS)
  if (!code) return { problem: `must be a number in ${MARKET_LIST}` }
  const market = MARKETS[code]!
  let national = international.slice(code.length)
  // "+61 (0)4…" or "+61 04…": the trunk 0 is dialled only inside the country, never after the country code.
  if (national.startsWith('0') && national.length > market.lengths[0]) national = national.slice(1)
  const [min, max] = market.lengths
  if (national.length < min || national.length > max || national.startsWith('0'))
    return {
      problem: `is not a ${market.country} number: +${code} is followed by ${min === max ? min : `${min} to ${max}`} digits`,
    }
  return { phone: `+${code}${national}` }
}
