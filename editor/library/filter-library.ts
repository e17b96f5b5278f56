import type { TemplateGroup, TemplateInfo } from '../../engine/registry/template-info.js'

export interface LibraryGroup {
  group: TemplateGroup
  templates: TemplateInfo[]
}

/**
 * The library's groups narrowed to templates whose name, key, description or group contains the query (any
 * case); groups left empty disappear. The engine's grouping already orders by list_priority and leaves
 * hidden templates out.
 */
export function filterLibrary(groups: readonly LibraryGroup[], query: string): LibraryGroup[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...groups]
  const matches = (t: TemplateInfo) =>
    [t.name, t.key, t.description, t.short_description ?? '', t.group].some((text) =>
      text.toLowerCase().includes(needle),
    )
  return groups
    .map(({ group, templates }) => ({ group, templates: templates.filter(matches) }))
    .filter((entry) => entry.templates.length > 0)
}
