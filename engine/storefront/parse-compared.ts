import { parseStoredList } from './parse-stored-list.js'
import { COMPARE_MAX } from './saved-vehicle.js'

/**
 * The compared vehicle ids from what session storage holds under "models" (a JSON list or null). Anything
 * unreadable gives an empty list; non-string entries and repeats are dropped and the list is cut to `max`,
 * so a damaged or hand-edited store cannot break the compare view (000 §5: invalid stored JSON falls back
 * to an empty value).
 */
export function parseCompared(stored: string | null | undefined, max: number = COMPARE_MAX): string[] {
  const ids = parseStoredList(stored).filter((v): v is string => typeof v === 'string' && v !== '')
  return [...new Set(ids)].slice(0, max)
}
