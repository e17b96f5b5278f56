import type { PageDocument } from '../../templates/generated/types.js'

/** The floating action button options of a page attribute or of the global setting (001 §3). */
export type FabSetting = NonNullable<PageDocument['attributes']['fab']>

/** Settings key of the global floating action button options (a JSON object). */
export const FAB_SETTING_KEY = 'fab'

/**
 * Parses the global floating action button setting. Invalid JSON, or JSON that is not an object, is
 * ignored (001 §8): the value is null and `message` says why, for the caller to log.
 */
export function parseFabSetting(raw: string | null | undefined): {
  value: FabSetting | null
  message?: string
} {
  if (raw == null || !raw.trim()) return { value: null }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    return {
      value: null,
      message: `[engine] Invalid JSON in the floating action button setting: ${String(error)}`,
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return { value: null, message: '[engine] The floating action button setting must be a JSON object.' }
  const setting = parsed as FabSetting
  const items = Array.isArray(setting.items)
    ? setting.items.filter(
        (i) => i !== null && typeof i === 'object' && i.link !== null && typeof i.link === 'object',
      )
    : undefined
  return { value: { ...setting, ...(items ? { items } : {}) } }
}
