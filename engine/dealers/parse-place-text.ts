import { stateCode } from './state-code.js'

/** A place as a shopper wrote it: an Australian postcode, a locality's name, or both. */
export interface PlaceText {
  postcode?: string
  locality?: string
}

/**
 * What a shopper typed for a place, in any order and spacing ("2000 Sydney", "Sydney, NSW 2000", " 2000 ",
 * "sydney"): a word of three or four digits is the postcode (a leading zero added: "800" is 0800, Darwin),
 * a state's code at the end is dropped (the postcode or locality already says where), and the other words
 * are the locality. Words that cannot be a place's name are kept as the locality all the same, so the search
 * finds nothing and says so rather than searching for less than was asked.
 */
export function parsePlaceText(text: string): PlaceText {
  const words = text.replace(/[,;]/g, ' ').trim().split(/\s+/).filter(Boolean)
  const postcodeAt = words.findIndex((word) => /^\d{3,4}$/.test(word))
  const postcode = postcodeAt >= 0 ? words[postcodeAt]?.padStart(4, '0') : undefined
  const rest = words.filter((_, i) => i !== postcodeAt)
  if (rest.length > 1 && stateCode(rest[rest.length - 1] ?? '')) rest.pop()
  const locality = rest.join(' ').slice(0, 100)
  return {
    ...(postcode ? { postcode } : {}),
    ...(locality ? { locality } : {}),
  }
}
