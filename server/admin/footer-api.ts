import { Router } from 'express'
import { footerSaveErrors } from '../../engine/rules/footer-save-errors.js'
import { sanitiseFooter } from '../../engine/rules/footer-sanitiser.js'
import { requireAdmin } from '../auth/require-admin.js'
import type { Database } from '../db/database.js'
import { HttpError } from '../http/http-error.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { saveOverVersion } from './save-over-version.js'
import { siteLocaleQuery } from './site-locale-query.js'

/**
 * The Footer screen's API (issue 15), admin only: GET /admin/api/footer?site=&locale= gives the locale's footer
 * settings (null when it has none) with their version; PUT saves `{ footer, version }` (footer null removes
 * it). The 000 §5 sanitising rules are enforced on save (422 naming each item, footerSaveErrors), and what is
 * stored is the sanitised footer, the same the live site renders. 409 when someone saved since; the history
 * entry commits with the save, and every process is told at once.
 */
export function footerApi(storage: Storage, database: Database, sites: readonly Site[]): Router {
  const router = Router()

  router.get('/footer', requireAdmin, async (req, res) => {
    const { site, locale } = siteLocaleQuery(req, sites)
    const current = await storage.footers.read(site.key, locale)
    res.set('Cache-Control', 'no-store').json({ data: { data: { site: site.key, locale, ...current } } })
  })

  router.put(
    '/footer',
    requireAdmin,
    saveOverVersion({
      sites,
      database,
      area: 'footer',
      check: (body) => {
        if (!('footer' in body))
          throw new HttpError(422, 'validation_failed', 'The save holds no footer', [
            { path: '/footer', message: 'is missing (null removes the footer)' },
          ])
        const errors = body.footer === null ? [] : footerSaveErrors(body.footer)
        if (errors.length)
          throw new HttpError(422, 'validation_failed', 'Some footer items need attention', errors)
        return body.footer === null ? null : sanitiseFooter(body.footer)
      },
      save: async ({ value, ...input }) => storage.footers.replace({ ...input, footer: value }),
    }),
  )

  return router
}
