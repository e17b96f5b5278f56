import { existsSync } from 'node:fs'
import express, { Router } from 'express'
import type { CssBundles } from '../../ssr/css-bundle.js'
import { notFound } from '../http-error.js'

const YEAR = 'public, max-age=31536000, immutable'

/** Content-hashed CSS bundles and the Vite build of the island client: cached forever. */
export function assetsRoutes(css: CssBundles, clientDir: string): Router {
  const router = Router()
  router.get('/assets/css/:file', (req, res) => {
    const match = /^([A-Za-z0-9_-]{16})\.css$/.exec(req.params.file)
    const body = match ? css.get(match[1] as string) : undefined
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
