import { Router } from 'express'
import { jsonBody } from '../http/json-body.js'
import type { Database } from '../db/database.js'
import type { MediaFiles } from '../media/media-files.js'
import type { Site } from '../storage/site-store.js'
import type { Storage } from '../storage/storage.js'
import { dealersApi } from './dealers-api.js'
import { footerApi } from './footer-api.js'
import { mediaApi } from './media-api.js'
import { metaheadsApi } from '../metaheads/metaheads-api.js'
import { redirectsApi } from '../redirects/redirects-api.js'
import { navigationApi } from './navigation-api.js'
import { pagesApi } from './pages-api.js'
import { siteChangesApi } from './site-changes-api.js'
import { siteSettingsApi } from './site-settings-api.js'
import { sitesApi } from './sites-api.js'
import { templatesApi } from './templates-api.js'

/**
 * Everything under /admin/api: the template catalogue, sites, pages, media, dealers, metaheads,
 * redirects, and the site's settings and history. Mount it behind the sign-in guard
 * and the CSRF check (server/auth); it trusts that whoever reaches it may edit.
 */
export function adminApi(options: {
  storage: Storage
  database: Database
  sites: Site[]
  files: MediaFiles
}): Router {
  const router = Router()
  router.use(jsonBody({ limit: '5mb' }))
  router.use(
    templatesApi(),
    sitesApi(options.sites),
    pagesApi(options.storage, options.database, options.sites),
    mediaApi(options.storage, options.files),
    dealersApi(options.storage, options.sites),
    metaheadsApi(options.storage, options.database, options.sites),
    redirectsApi(options.storage, options.database, options.sites),
    siteSettingsApi(options.storage, options.database, options.sites),
    siteChangesApi(options.storage, options.database, options.sites),
    navigationApi(options.storage, options.database, options.sites),
    footerApi(options.storage, options.database, options.sites),
  )
  return router
}
