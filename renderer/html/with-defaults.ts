/**
 * A block's texts with `defaults` (its schema's default texts) wherever the block has none or an empty one:
 * stored blocks may leave a label out, and an empty label would leave a button or a message without words.
 */
export function withDefaults<A extends object, D extends Record<string, string>>(
  attributes: A,
  defaults: D,
): { [K in keyof D]: string } {
  const values = attributes as Record<string, unknown>
  const out = {} as Record<string, string>
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = values[key]
    out[key] = typeof value === 'string' && value ? value : fallback
  }
  return out as { [K in keyof D]: string }
}
