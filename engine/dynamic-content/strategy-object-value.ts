/**
 * The object a strategy's value holds (mena_offers' properties, reffine_sl's {name, value}): the value as
 * stored, or parsed when it is a JSON string. Invalid JSON, or JSON that is not an object, is logged and
 * an empty object used (001 §8).
 */
export function strategyObjectValue(
  value: unknown,
  log: (message: string) => void = () => {},
): Record<string, unknown> {
  if (isPlainObject(value)) return value
  if (typeof value !== 'string') return {}
  try {
    const parsed: unknown = JSON.parse(value)
    if (isPlainObject(parsed)) return parsed
  } catch {
    // Logged below, like a value that parses to something else.
  }
  log(`[dynamic-content] the strategy value is not a JSON object: ${JSON.stringify(value.slice(0, 80))}`)
  return {}
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
