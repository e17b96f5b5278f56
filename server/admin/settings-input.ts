import { escapePointer, settingText, settingValue } from '../../engine/settings/setting-values.js'
import { validateSiteSettings } from '../../engine/settings/validate-site-settings.js'
import { HttpError, badRequest } from '../http/http-error.js'
import type { SettingsPatch } from '../storage/site-settings-store.js'

/**
 * PUT /admin/api/settings's body: `{ version, values: { key: value | null } }`. Each key present is set (null
 * removes it from this level); keys left out stay as they are. A structured setting may come as its value or
 * as JSON text; text that does not parse is refused with the spec's message for that key (001 §5). Every
 * value is checked against site-settings.schema.json: 422 with each problem at its field.
 */
export function settingsInput(body: unknown): { version: string; patch: SettingsPatch } {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The body must be a JSON object with version and values')
  const { version, values } = body as Record<string, unknown>
  if (typeof version !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(version))
    throw badRequest('version must be the version the settings were read at', [
      { path: '/version', message: 'is required' },
    ])
  if (values === null || typeof values !== 'object' || Array.isArray(values))
    throw badRequest('values must be an object of settings by key', [
      { path: '/values', message: 'must be an object' },
    ])
  const problems: { path: string; message: string }[] = []
  const parsed: Record<string, unknown> = {}
  const patch: Record<string, string | null> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value === null) {
      patch[key] = null
      continue
    }
    if (typeof value === 'string') {
      const read = settingValue(key, value)
      if (!read.ok) {
        problems.push({ path: `/values/${escapePointer(key)}`, message: read.message })
        continue
      }
      parsed[key] = read.value
    } else parsed[key] = value
  }
  // Removing is allowed for known keys only, like setting.
  const removed = Object.fromEntries(Object.keys(patch).map((k) => [k, '']))
  for (const p of validateSiteSettings({ ...parsed }))
    problems.push({ path: `/values${p.path}`, message: p.message })
  for (const p of validateSiteSettings(removed))
    if (p.message.startsWith('unknown property'))
      problems.push({ path: `/values${p.path}`, message: p.message })
  if (problems.length)
    throw new HttpError(
      422,
      'invalid_settings',
      `Some settings need attention: ${problems[0]!.path.slice(8)}`,
      problems,
    )
  for (const [key, value] of Object.entries(parsed)) patch[key] = settingText(key, value)
  return { version, patch }
}
