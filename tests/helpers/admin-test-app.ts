import express from 'express'
import { adminApi } from '../../server/admin/admin-api.js'
import { errorHandler } from '../../server/http/error-handler.js'
import { mediaFiles } from '../../server/media/media-files.js'
import type { TestApp } from './test-app.js'

/**
 * The admin API on an app of its own, as the sign-in guard hands it a signed-in user with `roles` (an admin
 * by default; the guard and CSRF have their own suite), over the test app's database, so what it publishes
 * shows on the public site.
 */
export async function adminTestApp(
  t: TestApp,
  mediaDir: string,
  roles: string[] = ['admin'],
): Promise<express.Express> {
  const admin = express()
  admin.use((req, _res, next) => {
    req.user = { id: roles[0] ?? 'viewer', name: 'Test user', roles }
    next()
  })
  admin.use(
    '/admin/api',
    adminApi({
      storage: t.storage,
      database: t.database,
      sites: await t.storage.sites.list(),
      files: mediaFiles(mediaDir),
    }),
  )
  admin.use(errorHandler(() => {}))
  return admin
}
