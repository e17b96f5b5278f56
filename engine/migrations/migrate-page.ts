import { templateMigrations } from '../../templates/generated/migrations.js'
import { getTemplate } from '../registry/template-registry.js'
import { setAt } from '../tree/paths.js'
import { isObject, slotInstances } from '../tree/slot-instances.js'

/** One step that upgrades a template's stored attributes from version `from` to `from + 1`. */
export interface TemplateMigration {
  name: string
  from: number
  up(attributes: Record<string, unknown>): Record<string, unknown>
}

export interface AppliedMigration {
  blockId: string
  template: string
  name: string
  from: number
}

const migrationsByTemplate: Readonly<Record<string, readonly TemplateMigration[]>> = templateMigrations

/** The migration steps of a template, in order. */
export function migrationsOf(template: string): readonly TemplateMigration[] {
  return migrationsByTemplate[template] ?? []
}

/**
 * Upgrades every block of a stored page to its template's current version, through every slot, and says
 * which named steps ran. Blocks already current are returned as they are (same objects). A block whose
 * chain of steps is broken, or that is newer than its template, is left for validation to report.
 */
export function migratePage<T>(doc: T): { doc: T; applied: AppliedMigration[] } {
  const applied: AppliedMigration[] = []
  if (!isObject(doc) || !Array.isArray(doc.blocks)) return { doc, applied }
  const blocks = migrateList(doc.blocks, applied)
  return { doc: blocks === doc.blocks ? doc : ({ ...doc, blocks } as T), applied }
}

function migrateList(list: unknown[], applied: AppliedMigration[]): unknown[] {
  let changed = false
  const out = list.map((block) => {
    const next = migrateBlock(block, applied)
    if (next !== block) changed = true
    return next
  })
  return changed ? out : list
}

function migrateBlock(block: unknown, applied: AppliedMigration[]): unknown {
  if (!isObject(block) || typeof block.template !== 'string' || !isObject(block.attributes)) return block
  const current = getTemplate(block.template)?.version ?? 1
  let version = typeof block.version === 'number' ? block.version : 1
  let attributes = block.attributes
  while (version < current) {
    const step = migrationsOf(block.template).find((m) => m.from === version)
    if (!step) break
    attributes = step.up(attributes)
    applied.push({ blockId: String(block.id), template: block.template, name: step.name, from: version })
    version++
  }
  let next: Record<string, unknown> = block
  if (attributes !== block.attributes) next = { ...block, attributes, version }
  // Slots are found through the upgraded attributes: where a template keeps them may have changed.
  for (const instance of slotInstances(next)) {
    if (!instance.blocks) continue
    const migrated = migrateList(instance.blocks, applied)
    if (migrated === instance.blocks) continue
    if (next === block) next = { ...block, attributes: structuredCopy(block.attributes) }
    setAt(next.attributes as Record<string, unknown>, instance.path, migrated)
  }
  return next
}

function structuredCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
