import { settingText } from '../../engine/settings/setting-values.js'
import { validateSiteSettings } from '../../engine/settings/validate-site-settings.js'
import { HttpError } from '../http/http-error.js'
import { restoreMetaheadChange } from '../metaheads/restore-metahead-change.js'
import { restoreRedirectChange } from '../redirects/restore-redirect-change.js'
import type { SiteChange, SiteChangeArea } from '../storage/site-change-store.js'
import { settingSubjectParts } from '../storage/site-settings-store.js'
import type { Storage } from '../storage/storage.js'
import { restoreFooter } from './restore-footer.js'
import { restoreNavigation } from './restore-navigation.js'

/** What a restore needs besides the change: the stores and who asks. */
export interface RestoreContext {
  storage: Storage
  actor: string | null
}

/**
 * Writes a change's `before` back in the area's own store, recording a new change with `restoredFrom` (the
 * store does, in its transaction). Throws an HttpError (422) when the old value no longer passes today's
 * rules.
 */
export type SiteChangeRestorer = (change: SiteChange, context: RestoreContext) => Promise<void>

/** A setting's earlier value (null: it had none at that level, so it is removed again). */
const restoreSetting: SiteChangeRestorer = async (change, { storage, actor }) => {
  const { key, locale } = settingSubjectParts(change.subject)
  if (change.before !== null) {
    const problems = validateSiteSettings({ [key]: change.before })
    if (problems.length)
      throw new HttpError(
        422,
        'invalid_settings',
        'The earlier value does not pass the settings rules now',
        problems,
      )
  }
  await storage.siteSettings.save({
    site: change.site,
    locale,
    patch: { [key]: change.before === null ? null : settingText(key, change.before) },
    actor,
    restoredFrom: change.id,
  })
}

/**
 * How each area of a site's history is restored (POST /admin/api/site-changes/:id/restore). Every area has
 * one: the type makes a new area name its restorer.
 */
export const SITE_CHANGE_RESTORERS: Record<SiteChangeArea, SiteChangeRestorer> = {
  settings: restoreSetting,
  navigation: restoreNavigation,
  footer: restoreFooter,
  metaheads: restoreMetaheadChange,
  redirects: restoreRedirectChange,
}
