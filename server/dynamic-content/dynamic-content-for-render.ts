import {
  applyDynamicContent,
  type HiddenByStrategy,
} from '../../engine/dynamic-content/apply-dynamic-content.js'
import type { DynamicStrategy } from '../../engine/dynamic-content/check-strategy.js'
import { fabItemsShown } from '../../engine/dynamic-content/fab-items-shown.js'
import { linkStrategies } from '../../engine/dynamic-content/links-shown.js'
import { listsNeeded } from '../../engine/dynamic-content/lists-needed.js'
import type { FabView } from '../../engine/rules/floating-action-button.js'
import { walkBlocks } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { loadDynamicLists } from './load-dynamic-lists.js'

export interface DynamicContentInput {
  doc: PageDocument | null
  fab: FabView | null
  path: string
  siteBrand: string
  settings: Record<string, unknown>
  fetchData?: (url: string) => Promise<unknown>
  log: (message: string, error?: unknown) => void
}

/**
 * The dynamic-content step of a server render (001 §4): the lists the page's strategies read are fetched
 * first, then blocks and floating button items whose check fails are left out, so nothing flashes in the
 * browser. `readLists` says the result depends on outside lists, which a cached page must not outlive.
 */
export async function dynamicContentForRender(input: DynamicContentInput): Promise<{
  doc: PageDocument | null
  fab: FabView | null
  hidden: HiddenByStrategy[]
  readLists: boolean
}> {
  const strategies: (DynamicStrategy | undefined)[] = input.fab?.items.map((item) => item.strategy) ?? []
  if (input.doc) walkBlocks(input.doc, ({ block }) => void strategies.push(block.visibility?.strategy))
  // Buttons and links carry strategies too (decision 055); nested blocks' attributes are inside their parent's.
  if (input.doc) linkStrategies(input.doc.blocks, strategies as DynamicStrategy[])
  if (!strategies.some((s) => s?.key)) return { doc: input.doc, fab: input.fab, hidden: [], readLists: false }
  const needed = listsNeeded(strategies)
  const lists =
    needed.size && input.fetchData
      ? await loadDynamicLists({
          settings: input.settings,
          needed,
          fetchData: input.fetchData,
          log: input.log,
        })
      : {}
  const context = { path: input.path, siteBrand: input.siteBrand, lists, log: (m: string) => input.log(m) }
  const applied = input.doc ? applyDynamicContent(input.doc, context) : { doc: null, hidden: [] }
  return {
    doc: applied.doc,
    fab: fabItemsShown(input.fab, context),
    hidden: applied.hidden,
    readLists: needed.size > 0,
  }
}
