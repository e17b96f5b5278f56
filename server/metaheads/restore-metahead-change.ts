import type { AdminMetahead } from '../../engine/metaheads/metahead-options.js'
import { HttpError } from '../http/http-error.js'
import { announceSiteChange } from '../ssr/cache-invalidation.js'
import type { SiteChange } from '../storage/site-change-store.js'
import type { Storage } from '../storage/storage.js'
import { compileMetahead } from './compile-metahead.js'
import { METAHEAD_ORDER_SUBJECT } from './metahead-store.js'

/**
 * Puts a metahead back as it was before `change` (site_changes, area 'metaheads'), as a new change that
 * names the one it restores: a created one is deleted, a deleted one comes back with its id, an edited one
 * gets its earlier content (over whatever version it has now), and an order change restores the order of the
 * metaheads that still exist (newer ones keep their place at the end). For the History screen's registry
 * (server/admin/site-change-restorers.ts, a SiteChangeRestorer): register it as `metaheads`.
 */
export async function restoreMetaheadChange(
  change: SiteChange,
  { storage, actor }: { storage: Storage; actor: string | null },
): Promise<void> {
  const store = storage.metaheads
  if (change.subject === METAHEAD_ORDER_SUBJECT) {
    const wanted = (change.before as number[] | null) ?? []
    const now = (await store.list(change.site)).map((m) => m.id)
    const order = [...wanted.filter((id) => now.includes(id)), ...now.filter((id) => !wanted.includes(id))]
    const result = await store.reorder(change.site, order, actor, change.id)
    if (!result.ok) throw new HttpError(409, 'list_changed', 'The metaheads changed meanwhile: try again')
  } else {
    const before = change.before as AdminMetahead | null
    const id = Number(change.subject)
    const current = await store.get(id)
    if (!before) {
      if (current) await store.remove(id, undefined, actor, change.id)
    } else {
      const compiled = compileMetahead(before.language, before.content)
      if (current) {
        const saved = await store.update(id, before, compiled, current.version, actor, change.id)
        if (!saved.ok)
          throw new HttpError(409, 'version_conflict', 'The metahead changed meanwhile: try again')
      } else await store.create(change.site, before, compiled, actor, { id, restoredFrom: change.id })
    }
  }
  await announceSiteChange(storage.database, change.site)
}
