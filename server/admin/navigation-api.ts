import { Router } from 'express'
import { naasUrl } from '../ssr/naas-url.js'
import { validateNavTree } from '../../engine/navigation/validate-nav-tree.js'
import { requireAdmin } from '../auth/require-admin.js'
import type { Database } from '../db/database.js'
import { HttpError } from '../http/http-error.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { saveOverVersion } from './save-over-version.js'
import { siteLocaleQuery } from './site-locale-query.js'

/**
 * The Navigation screen's API (issue 15), admin only: GET /admin/api/navigation?site=&locale= gives the
 * locale's whole entry tree with its version and the live menu's source (the external navigation service when
 * configured, naasUrl); PUT replaces it over that version (409 with the current tree
 * when someone saved since; 422 naming each entry at fault, validateNavTree). A save records its history
 * entry in the same transaction and is announced to every process, so the live menu changes at once.
 */
export function navigationApi(storage: Storage, database: Database, sites: readonly Site[]): Router {
  const router = Router()

  router.get('/navigation', requireAdmin, async (req, res) => {
    const { site, locale } = siteLocaleQuery(req, sites)
    const [tree, settings] = await Promise.all([
      storage.navigation.read(site.key, locale),
      storage.content.settings(site.key, locale),
    ])
    // Which menu the live site shows: the external service's when configured (000 §2), else these entries.
    const source = { external: naasUrl(settings, locale) }
    res.set('Cache-Control', 'no-store').json({ data: { data: { site: site.key, locale, ...tree, source } } })
  })

  router.put(
    '/navigation',
    requireAdmin,
    saveOverVersion({
      sites,
      database,
      area: 'navigation',
      check: (body) => {
        const checked = validateNavTree(body.entries)
        if (!checked.ok)
          throw new HttpError(
            422,
            'validation_failed',
            'Some navigation entries need attention',
            checked.errors,
          )
        return checked.value
      },
      save: async ({ value, ...input }) => {
        const result = await storage.navigation.replace({ ...input, entries: value })
        return result.ok ? { ok: true, saved: result.tree } : result
      },
    }),
  )

  return router
}
