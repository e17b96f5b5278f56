import { getTemplate } from '../registry/template-registry.js'
import { matchesPattern, templateStructure, type GroupSpec } from '../registry/template-structure.js'
import { getAt, parseRelativePath, type DocPath } from '../tree/paths.js'
import { isObject } from '../tree/slot-instances.js'
import { locateBlock } from '../tree/walk-blocks.js'
import { refuse, type Verdict } from './editor-action.js'

export interface GroupRef {
  spec: GroupSpec
  items: readonly unknown[]
  /** Path from the document root to the group's list (which may not exist yet). */
  path: DocPath
  /** For messages: "Tabs of Tabs block". */
  label: string
}

/** Finds a repeatable group ("tabs", "steps/0/items") of a block, or says why there is none. */
export function resolveGroup(doc: unknown, blockId: string, group: string): GroupRef | Verdict {
  const location = locateBlock(doc, blockId)
  if (!location) return refuse(`Block "${blockId}" is not on this page`)
  const parts = parseRelativePath(group)
  const spec = templateStructure(location.block.template).groups.find((g) => matchesPattern(parts, g.path))
  const templateName = getTemplate(location.block.template)?.name ?? location.block.template
  if (!spec) return refuse(`${templateName} has no group "${group}"`)
  const owner = getAt(location.block.attributes, parts.slice(0, -1))
  if (!isObject(owner)) return refuse(`"${group}" is inside a group item that does not exist`)
  const items = owner[parts[parts.length - 1] as string]
  return {
    spec,
    items: Array.isArray(items) ? items : [],
    path: [...location.path, 'attributes', ...parts],
    label: `${spec.title} of ${templateName}`,
  }
}

export function isGroupVerdict(value: GroupRef | Verdict): value is Verdict {
  return 'ok' in value
}
