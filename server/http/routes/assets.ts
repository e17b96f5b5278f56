import { existsSync } from 'node:fs'
import express, { Router } from 'express'
import type { CssBundles } from '../../ssr/css-bundle.js'
import { notFound } from '../http-error.js'

const YEAR = 'public, max-age=31536000, immutable'

/**
 * The Vite build of the island client and the renderer's CSS, and the combined unit stylesheets named by their
 * parts' content hashes (server/ssr/css-bundle.ts): cached forever.
 */
export function assetsRoutes(css: CssBundles, clientDir: string): Router {
  const router = Router()
  router.get('/assets/css/:file', (req, res) => {
    const body = css.get(req.params.file)
    if (!body) throw notFound('No such stylesheet')
    res.set('Cache-Control', YEAR).type('text/css').send(body)
  })
  if (existsSync(clientDir))
    router.use(
      '/assets',
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: '1y',
        index: false,
        fallthrough: false,
      }),
    )
  return router
}
