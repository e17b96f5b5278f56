import type { DynamicStrategy } from './check-strategy.js'

/** A link or button (fields.schema.json Link) that carries a dynamic-content strategy. */
function isGuardedLink(value: unknown): value is { url: string; strategy: DynamicStrategy } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { url?: unknown }).url === 'string' &&
    typeof (value as { strategy?: unknown }).strategy === 'object' &&
    (value as { strategy?: unknown }).strategy !== null
  )
}

/** Every strategy on a link or button anywhere in `value` (block attributes, nested blocks included). */
export function linkStrategies(value: unknown, out: DynamicStrategy[] = []): DynamicStrategy[] {
  if (Array.isArray(value)) for (const item of value) linkStrategies(item, out)
  else if (typeof value === 'object' && value !== null) {
    if (isGuardedLink(value)) out.push(value.strategy)
    for (const child of Object.values(value)) linkStrategies(child, out)
  }
  return out
}

/**
 * `value` without the links and buttons whose strategy `shows` refuses (decision 055; 001 §4 as for blocks
 * and floating button items): a button in a list (a block's buttons) is left out of the list, a single
 * link property is removed, so neither is in the HTML. Parts that lose nothing keep their identity, so a
 * caller can tell "nothing changed".
 */
export function linksShown<T>(value: T, shows: (strategy: DynamicStrategy) => boolean): T {
  if (Array.isArray(value)) {
    let changed = false
    const out: unknown[] = []
    for (const item of value) {
      if (isGuardedLink(item) && !shows(item.strategy)) {
        changed = true
        continue
      }
      const next = linksShown(item, shows)
      if (next !== item) changed = true
      out.push(next)
    }
    return (changed ? out : value) as T
  }
  if (typeof value !== 'object' || value === null) return value
  let copy: Record<string, unknown> | null = null
  for (const [key, child] of Object.entries(value)) {
    if (isGuardedLink(child) && !shows(child.strategy)) {
      copy ??= { ...(value as Record<string, unknown>) }
      delete copy[key]
      continue
    }
    const next = linksShown(child, shows)
    if (next === child) continue
    copy ??= { ...(value as Record<string, unknown>) }
    copy[key] = next
  }
  return (copy ?? value) as T
}
