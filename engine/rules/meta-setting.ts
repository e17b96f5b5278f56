/** One meta element as attribute -> value; tags from the "meta" setting always have a name. */
export type MetaTag = Record<string, string>

// Meta elements need no more; event-handler attributes and the like never reach the page.
const ATTRIBUTES = ['name', 'content', 'property', 'http-equiv', 'media', 'itemprop']

/** 001 §5: logged when the "meta" setting is not a JSON array. */
export const META_SETTING_MESSAGE = 'Please check your "meta" settings in admin panel.'

/**
 * Reads the admin setting "meta": a JSON array of meta tag objects, each with a name (001 §3, §5). Anything
 * else is ignored and `message` carries the text to log. Entries without a name are left out, and so are
 * attributes other than name, content, property, http-equiv, media and itemprop.
 *
 * @example parseMetaSetting('[{"name":"theme-color","content":"#005a2b"}]').tags // [{ name: 'theme-color', content: '#005a2b' }]
 */
export function parseMetaSetting(raw: string | null | undefined): { tags: MetaTag[]; message?: string } {
  if (raw == null || !raw.trim()) return { tags: [] }
  // Every page of a site renders with the same setting: parse it once per value, not once per request.
  if (raw === lastParsed?.raw) return lastParsed.result
  const result = parseTags(raw)
  // Shared by every later call: frozen, so no caller can change another request's tags.
  result.tags.forEach((tag) => Object.freeze(tag))
  lastParsed = { raw, result }
  return result
}

/** The last setting parsed and its result. */
let lastParsed: { raw: string; result: { tags: MetaTag[]; message?: string } } | undefined

function parseTags(raw: string): { tags: MetaTag[]; message?: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { tags: [], message: META_SETTING_MESSAGE }
  }
  if (!Array.isArray(parsed)) return { tags: [], message: META_SETTING_MESSAGE }
  const tags = parsed.flatMap((entry: unknown): MetaTag[] => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return []
    const tag: MetaTag = {}
    for (const [key, value] of Object.entries(entry)) {
      if (typeof value === 'string' && ATTRIBUTES.includes(key)) tag[key] = value
    }
    return tag.name?.trim() ? [tag] : []
  })
  return { tags }
}
