import { templateCatalogue } from '../../templates/generated/catalogue.js'
import type { TemplateKey } from '../../templates/generated/types.js'
import type { SchemaNode } from '../json-schema.js'
import { thumbnailUrl } from './thumbnail-url.js'
import { TEMPLATE_GROUPS, type TemplateGroup, type TemplateInfo } from './template-info.js'

/** x-template as written in a template file: the flags are optional there. */
type XTemplate = Omit<
  TemplateInfo,
  'schema' | 'thumbnail_url' | 'hidden' | 'external_block' | 'interactive'
> &
  Partial<Pick<TemplateInfo, 'hidden' | 'external_block' | 'interactive'>>

const templates = new Map<string, TemplateInfo>(
  Object.entries(templateCatalogue).map(([key, schema]) => {
    const meta = schema['x-template'] as XTemplate
    const info: TemplateInfo = {
      ...meta,
      key: key as TemplateKey,
      thumbnail_url: thumbnailUrl(key),
      hidden: meta.hidden ?? false,
      external_block: meta.external_block ?? false,
      interactive: meta.interactive ?? false,
      schema: schema as SchemaNode,
    }
    return [key, info]
  }),
)

/** True when `key` names a template of the catalogue. */
export function isTemplateKey(key: unknown): key is TemplateKey {
  return typeof key === 'string' && templates.has(key)
}

/** The template of `key`, or undefined for an unknown key. */
export function getTemplate(key: string): TemplateInfo | undefined {
  return templates.get(key)
}

function byPriority(a: TemplateInfo, b: TemplateInfo): number {
  return a.list_priority - b.list_priority || a.name.localeCompare(b.name)
}

/** Every template, ordered by list_priority then name; hidden ones only when asked for. */
export function listTemplates(options: { includeHidden?: boolean } = {}): TemplateInfo[] {
  return [...templates.values()].filter((t) => options.includeHidden || !t.hidden).sort(byPriority)
}

/** The editor's library: visible templates grouped by the spec's groups, empty groups left out. */
export function templatesByGroup(): { group: TemplateGroup; templates: TemplateInfo[] }[] {
  const visible = listTemplates()
  return TEMPLATE_GROUPS.map((group) => ({
    group,
    templates: visible.filter((t) => t.group === group),
  })).filter((entry) => entry.templates.length > 0)
}
