import type { PageDocument } from '../../templates/generated/types.js'
import { getTemplate } from '../registry/template-registry.js'
import type { SlotSpec } from '../registry/template-structure.js'
import type { DocPath } from '../tree/paths.js'
import { slotInstances } from '../tree/slot-instances.js'
import { locateBlock } from '../tree/walk-blocks.js'
import { refuse, type Target, type Verdict } from './editor-action.js'

/** The page root accepts any template, up to the page schema's limit. */
export const PAGE_ROOT: SlotSpec = { path: ['blocks'], title: 'the page', allow: null, maxItems: 1000 }

export interface Container {
  /** Path from the document root to the list (which may not exist yet for an empty slot). */
  path: DocPath
  blocks: readonly unknown[]
  spec: SlotSpec
  /** Ids of the parent and its ancestors: a block may not move into any of them. */
  lineage: string[]
  /** Human name for messages: "Tab content of Tabs". */
  label: string
}

/** Finds the list a target points into, or says why there is none. */
export function resolveContainer(doc: PageDocument, target: Target): Container | Verdict {
  if (target.parentId === null)
    return { path: ['blocks'], blocks: doc.blocks, spec: PAGE_ROOT, lineage: [], label: 'the page' }
  const parent = locateBlock(doc, target.parentId)
  if (!parent) return refuse(`Block "${target.parentId}" is not on this page`)
  const instances = slotInstances(parent.block)
  const templateName = getTemplate(parent.block.template)?.name ?? parent.block.template
  if (instances.length === 0) return refuse(`${templateName} has no slot for nested blocks`)
  const slotName = target.slot ?? (instances.length === 1 ? instances[0]?.slot : undefined)
  if (slotName === undefined)
    return refuse(`Say which slot of ${templateName}: ${instances.map((i) => i.slot).join(', ')}`)
  const instance = instances.find((i) => i.slot === slotName)
  if (!instance) return refuse(`${templateName} has no slot "${slotName}"`)
  return {
    path: [...parent.path, 'attributes', ...instance.path],
    blocks: instance.blocks ?? [],
    spec: instance.spec,
    lineage: [...parent.ancestors, parent.block.id],
    label: `${instance.spec.title} of ${templateName}`,
  }
}

export function isVerdict(value: Container | Verdict): value is Verdict {
  return 'ok' in value
}
