import express, { Router } from 'express'

/**
 * `GET /block-data/{file}.json`: the data files that blocks read by URL (range calculator data, racing
 * results; decision 041), public so editors and other sites can open them. Only .json files, no listing, no
 * dot files; kept five minutes by browsers and shared caches. Blocks on this server read them in process
 * (fetch-block-data.ts), not through this route.
 */
export function blockDataRoutes(dir: string): Router {
  const router = Router()
  router.use(
    '/block-data',
    (req, _res, next) => (req.path.endsWith('.json') ? next() : next('router')),
    express.static(dir, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      fallthrough: true,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=300')
        res.setHeader('X-Content-Type-Options', 'nosniff')
      },
    }),
  )
  return router
}
