import { DEFAULT_CARD_ATTRIBUTES } from '../../../engine/storefront/card-attributes.js'

/** A stored setting as a list: a list, a JSON list or a comma-separated string. */
function asList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value !== 'string') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return value.split(',').map((key) => key.trim())
  }
}

/**
 * The card attributes of the site setting `stock_locator.card_attributes` (a list, a JSON list or a
 * comma-separated string of keys), or the default list (000 §2) when it is absent or unreadable.
 */
export function cardAttributeKeys(settings: Record<string, unknown>): string[] {
  const keys = asList(settings['stock_locator.card_attributes']).filter(
    (key): key is string => typeof key === 'string' && key !== '',
  )
  return keys.length ? keys : [...DEFAULT_CARD_ATTRIBUTES]
}
