import type { AdminRedirect } from '../../engine/redirects/redirect-options.js'
import { HttpError } from '../http/http-error.js'
import { announcePublish } from '../ssr/cache-invalidation.js'
import type { SiteChange } from '../storage/site-change-store.js'
import type { Storage } from '../storage/storage.js'
import { loopCheck, redirectDocument } from './redirects-api.js'

/**
 * Puts a redirect back as it was before `change` (site_changes, area 'redirects'), as a new change that names
 * the one it restores: a created one is deleted, a deleted one comes back (with its page id), an edited one
 * gets its earlier path and target. The same checks as a save apply: a restore that would now make a loop is
 * refused (422), one whose path another page took meanwhile answers 409. For the History screen's registry
 * (server/admin/site-change-restorers.ts, a SiteChangeRestorer): register it as `redirects`.
 */
export async function restoreRedirectChange(
  change: SiteChange,
  { storage, actor }: { storage: Storage; actor: string | null },
): Promise<void> {
  const site = await storage.sites.byKey(change.site)
  if (!site) throw new HttpError(404, 'not_found', `No site ${change.site}`)
  const store = storage.redirects
  const before = change.before as AdminRedirect | null
  const after = change.after as AdminRedirect | null
  const id = (before ?? after)?.id as string
  const current = await store.get(id)
  if (!before) {
    if (current) await store.remove(id, undefined, actor, change.id)
  } else {
    const doc = redirectDocument(site, id, before)
    if (await storage.pageAdmin.pathTaken(site.key, before.path, id))
      throw new HttpError(409, 'path_taken', `${before.path} already has a page`)
    if (current) {
      const saved = await store.update(doc, current.version, actor, loopCheck(site, before), change.id)
      if (!saved.ok) throw new HttpError(409, 'version_conflict', 'The redirect changed meanwhile: try again')
    } else await store.create(doc, actor, loopCheck(site, before), change.id)
  }
  for (const path of new Set([before?.path, after?.path, current?.path]))
    if (path) await announcePublish(storage.database, site.key, path)
}
