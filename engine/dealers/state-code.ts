import { AUSTRALIAN_STATES } from '../stock/stock-types.js'

const NAMES: Record<string, (typeof AUSTRALIAN_STATES)[number]> = {
  'australian capital territory': 'ACT',
  'new south wales': 'NSW',
  'northern territory': 'NT',
  queensland: 'QLD',
  'south australia': 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  'western australia': 'WA',
}

/**
 * The state (000 §9's eight) a text names, by code or by full name in any case ("nsw", "New South Wales"),
 * else undefined.
 */
export function stateCode(text: string): (typeof AUSTRALIAN_STATES)[number] | undefined {
  const value = text.trim()
  const code = value.toUpperCase()
  const known = AUSTRALIAN_STATES.find((state) => state === code)
  return known ?? NAMES[value.toLowerCase().replace(/\s+/g, ' ')]
}
