import { isTextSetting, SITE_SETTING_KEYS } from './site-settings-schema.js'
import { malformedSettingMessage } from './malformed-setting-message.js'

/** A problem with one stored setting, by JSON pointer (`/fab`). */
export interface SettingProblem {
  path: string
  message: string
}

/**
 * The known settings of one row set (key -> stored text) as values the schema describes: text settings as
 * they are, the others parsed from JSON. A stored text that does not parse is left out and reported with
 * the spec's message (001 §5), so the screen shows it instead of the renderer silently ignoring it.
 */
export function settingValues(rows: Readonly<Record<string, string>>): {
  values: Record<string, unknown>
  problems: SettingProblem[]
} {
  const values: Record<string, unknown> = {}
  const problems: SettingProblem[] = []
  for (const key of SITE_SETTING_KEYS) {
    const raw = rows[key]
    if (raw === undefined) continue
    const parsed = settingValue(key, raw)
    if (parsed.ok) values[key] = parsed.value
    else problems.push({ path: `/${escapePointer(key)}`, message: parsed.message })
  }
  return { values, problems }
}

/**
 * One setting's value from its text: a text setting as it is, a structured one parsed. An admin client may
 * also send a structured setting as its JSON text: it is read the same way, and refused the same way.
 */
export function settingValue(
  key: string,
  raw: string,
): { ok: true; value: unknown } | { ok: false; message: string } {
  if (isTextSetting(key)) return { ok: true, value: raw }
  try {
    return { ok: true, value: JSON.parse(raw) as unknown }
  } catch {
    return { ok: false, message: malformedSettingMessage(key) }
  }
}

/** The text a setting's value is stored as. */
export function settingText(key: string, value: unknown): string {
  return isTextSetting(key) && typeof value === 'string' ? value : JSON.stringify(value)
}

export function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1')
}
