import { Router } from 'express'
import type { Site } from '../../storage/site-store.js'

const COLOURS: Record<string, [string, string]> = {
  lrdx: ['#005a2b', '#ffffff'],
  jdx: ['#0c0c0c', '#9e7c4a'],
}

/** The site's icon: its brand initials on the brand colour, as SVG (also answered for /favicon.ico). */
export function faviconRoutes(): Router {
  const router = Router()
  router.get(['/favicon.svg', '/favicon.ico'], (_req, res) => {
    const site = res.locals.site as Site
    const [background, foreground] = COLOURS[site.theme] ?? ['#1a1a1a', '#ffffff']
    const initials = site.brand
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2)
      .toUpperCase()
    res
      .type('image/svg+xml')
      .set('Cache-Control', 'public, max-age=86400')
      .send(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${site.theme === 'lrdx' ? 32 : 8}" fill="${background}"/><text x="32" y="41" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="${foreground}" text-anchor="middle">${initials}</text></svg>`,
      )
  })
  return router
}
