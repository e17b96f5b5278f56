import { footerSaveErrors } from '../../engine/rules/footer-save-errors.js'
import { sanitiseFooter } from '../../engine/rules/footer-sanitiser.js'
import { HttpError } from '../http/http-error.js'
import type { SiteChange } from '../storage/site-change-store.js'
import type { Storage } from '../storage/storage.js'

/**
 * Restores a footer change of the site history (area footer, subject the locale): the locale's footer as it
 * was before the change (none, when it had none), recorded as a new change restored from `change`, and
 * announced to every process. The restorer of 'footer' in the site-change registry
 * (server/admin/site-change-restorers.ts), whose route announces the change to every process.
 */
export async function restoreFooter(
  change: SiteChange,
  { storage, actor }: { storage: Storage; actor: string | null },
): Promise<void> {
  const before = change.before ?? null
  const errors = before === null ? [] : footerSaveErrors(before, '/before')
  if (errors.length)
    throw new HttpError(
      422,
      'restore_invalid',
      'This change cannot be restored: its earlier footer is not valid',
      errors,
    )
  await storage.footers.replace({
    site: change.site,
    locale: change.subject,
    footer: before === null ? null : sanitiseFooter(before),
    baseVersion: null,
    actor,
    restoredFrom: change.id,
  })
}
