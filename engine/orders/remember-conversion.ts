/** How many order numbers a browser remembers having reported: far more than one shopper ever places. */
export const REMEMBERED_CONVERSIONS = 20

/**
 * Whether `orderNumber`'s conversion is new to the list of order numbers this browser already reported
 * (`seen`, newest last, as stored; anything else counts as empty), and the list to store after it: the
 * number added at the end, the oldest dropped beyond REMEMBERED_CONVERSIONS. A number seen before leaves
 * the list as it was.
 */
export function rememberConversion(seen: unknown, orderNumber: string): { first: boolean; seen: string[] } {
  const list = Array.isArray(seen) ? seen.filter((n): n is string => typeof n === 'string') : []
  if (list.includes(orderNumber)) return { first: false, seen: list }
  return { first: true, seen: [...list, orderNumber].slice(-REMEMBERED_CONVERSIONS) }
}
