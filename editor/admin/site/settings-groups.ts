import type { SchemaNode } from '../../../engine/json-schema.js'

/** One section of the Site settings form: the schema's properties of one `x-group`, in schema order. */
export interface SettingsGroup {
  title: string
  schema: SchemaNode
}

/** Splits the settings schema into its sections (the `x-group` of each setting; "Other" without one). */
export function settingsGroups(schema: SchemaNode): SettingsGroup[] {
  const groups = new Map<string, Record<string, SchemaNode>>()
  // JavaScript lists a key like "404" before every other: it goes after them, not at the top of the form.
  const entries = Object.entries(schema.properties ?? {})
  const ordered = [...entries.filter(([k]) => !/^\d+$/.test(k)), ...entries.filter(([k]) => /^\d+$/.test(k))]
  for (const [key, node] of ordered) {
    const title = typeof node['x-group'] === 'string' ? node['x-group'] : 'Other'
    groups.set(title, { ...groups.get(title), [key]: node })
  }
  return [...groups].map(([title, properties]) => ({ title, schema: { type: 'object', properties } }))
}
