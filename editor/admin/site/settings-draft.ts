import { produce } from 'immer'
import type { SchemaNode } from '../../../engine/json-schema.js'
import type { EditorAction, Verdict } from '../../../engine/operations/editor-action.js'
import { setSchemaValue } from '../../../engine/operations/set-schema-value.js'
import { parseRelativePath } from '../../../engine/tree/paths.js'

export type SettingsValues = Record<string, unknown>

/**
 * Applies a field widget's edit (`updatePage` with a path relative to the settings, "fab/items/0/icon") to
 * the screen's draft of the settings. The first part is always a settings key, even "404", which the editor's
 * path reader would take for a list index.
 */
export function applySettingsEdit(
  schema: SchemaNode,
  values: SettingsValues,
  action: EditorAction,
): { values: SettingsValues; verdict: Verdict } {
  if (action.type !== 'updatePage') return { values, verdict: { ok: false, reason: 'Not a settings edit' } }
  const [first = '', ...others] = action.path.split('/')
  const key = first.replace(/~1/g, '/').replace(/~0/g, '~')
  const parts = [key, ...parseRelativePath(others.join('/'))]
  let verdict: Verdict = { ok: true }
  const next = produce(values, (draft) => {
    verdict = setSchemaValue(schema, values, [], parts, action.value, draft, 'The settings')
  })
  return { values: verdict.ok ? next : values, verdict }
}

/**
 * What a save sends: each key whose value differs from the loaded one, null for a key cleared at this level
 * (a locale's key cleared falls back to the site's value again).
 */
export function changedSettings(loaded: SettingsValues, draft: SettingsValues): Record<string, unknown> {
  const changed: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(loaded), ...Object.keys(draft)])) {
    const value = draft[key]
    const empty = value === undefined || value === ''
    if (empty && loaded[key] === undefined) continue
    if (JSON.stringify(value) === JSON.stringify(loaded[key])) continue
    changed[key] = empty ? null : value
  }
  return changed
}
