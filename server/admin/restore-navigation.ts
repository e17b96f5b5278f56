import { validateNavTree } from '../../engine/navigation/validate-nav-tree.js'
import { HttpError } from '../http/http-error.js'
import type { SiteChange } from '../storage/site-change-store.js'
import type { Storage } from '../storage/storage.js'

/**
 * Restores a navigation change of the site history (area navigation, subject the locale): the locale's tree
 * as it was before the change, written over whatever it is now, recorded as a new change restored from
 * `change`. The restorer of 'navigation' in the site-change registry
 * (server/admin/site-change-restorers.ts), whose route announces the change to every process.
 */
export async function restoreNavigation(
  change: SiteChange,
  { storage, actor }: { storage: Storage; actor: string | null },
): Promise<void> {
  // Old entries were checked when they were saved; checking again keeps a hand-edited row from bypassing it.
  const checked = validateNavTree(change.before ?? [], '/before')
  if (!checked.ok)
    throw new HttpError(
      422,
      'restore_invalid',
      'This change cannot be restored: its earlier menu is not valid',
      checked.errors,
    )
  await storage.navigation.replace({
    site: change.site,
    locale: change.subject,
    entries: checked.value,
    baseVersion: null,
    actor,
    restoredFrom: change.id,
  })
}
