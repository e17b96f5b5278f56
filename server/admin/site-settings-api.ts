import { Router } from 'express'
import { settingValues } from '../../engine/settings/setting-values.js'
import { requireAdmin } from '../auth/require-admin.js'
import type { Database } from '../db/database.js'
import { HttpError } from '../http/http-error.js'
import { audit } from '../ops/audit.js'
import { announceSiteChange } from '../ssr/cache-invalidation.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { changeActor } from './editor-name.js'
import { settingsInput } from './settings-input.js'
import { siteQuery } from './site-query.js'

/**
 * The Site settings screen's calls (admins only): GET /settings?site=&locale= answers the level's values
 * (parsed, by key), the stored texts that are not valid JSON (`problems`, with the spec's message), the
 * site's values a locale falls back to (`inherited`) and the version; PUT saves over that version (409 when
 * another save came first), records each changed key in the site's history and tells every process.
 */
export function siteSettingsApi(storage: Storage, database: Database, sites: readonly Site[]): Router {
  const router = Router()

  router.get('/settings', requireAdmin, async (req, res) => {
    const { site, locale } = siteQuery(req.query, sites)
    const level = await storage.siteSettings.read(site.key, locale)
    const inherited = locale ? settingValues((await storage.siteSettings.read(site.key, '')).rows).values : {}
    const { values, problems } = settingValues(level.rows)
    res.set('Cache-Control', 'no-store').json({
      data: { data: { site: site.key, locale, version: level.version, values, problems, inherited } },
    })
  })

  router.put('/settings', requireAdmin, async (req, res) => {
    const { site, locale } = siteQuery(req.query, sites)
    const input = settingsInput(req.body)
    const saved = await storage.siteSettings.save({
      site: site.key,
      locale,
      baseVersion: input.version,
      patch: input.patch,
      actor: changeActor(req),
    })
    if (!saved.ok)
      throw new HttpError(
        409,
        'settings_conflict',
        'The settings were changed meanwhile: reload them first',
        [{ path: '/version', message: `is ${saved.version} now` }],
      )
    if (saved.changed.length) {
      await announceSiteChange(database, site.key)
      audit(req, 'settings.update', site.key, { locale, keys: saved.changed })
    }
    const level = await storage.siteSettings.read(site.key, locale)
    const { values, problems } = settingValues(level.rows)
    res.json({
      data: {
        data: { site: site.key, locale, version: level.version, values, problems, changed: saved.changed },
      },
    })
  })
  return router
}
