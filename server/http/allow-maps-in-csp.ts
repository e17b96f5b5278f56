import type { Response } from 'express'
import type { MapSettings } from '../../renderer/storefront/retailers/map-settings.js'
import { changeCspDirective } from './csp-directive.js'

/**
 * What the Maps JavaScript API loads, as Google's CSP guide for the API lists it (its scripts, tiles,
 * fonts, styles, frames and workers). Added to a page only when it shows a map and the site has a maps key
 * (decision 038); every other page keeps the strict policy.
 */
const GOOGLE_MAPS: Record<string, readonly string[]> = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
    'https://*.googleusercontent.com',
    "'unsafe-eval'",
    'blob:',
  ],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
    'data:',
  ],
  'frame-src': ['https://*.google.com'],
  'connect-src': [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'worker-src': ['blob:'],
}

/**
 * Opens this response's Content-Security-Policy to the maps library a page with a live map uses: Google's
 * hosts with a maps key, else the origin of the MapLibre style (its style, tiles, glyphs and sprites come
 * from there: a style whose tiles live elsewhere needs its tiles proxied or the same origin) and the worker
 * MapLibre starts from this site's own assets. Without either setting the policy stays as it is.
 */
export function allowMapsInCsp(res: Response, maps: MapSettings): void {
  const add = (directive: string, sources: readonly string[]) =>
    changeCspDirective(res, directive, (current) => [
      ...new Set([...(current.length ? current : ["'self'"]), ...sources]),
    ])
  if (maps.googleKey) {
    for (const [directive, sources] of Object.entries(GOOGLE_MAPS)) add(directive, sources)
    return
  }
  if (!maps.styleUrl) return
  const origin = new URL(maps.styleUrl).origin
  add('connect-src', [origin])
  add('img-src', [origin, 'blob:'])
  add('worker-src', ["'self'", 'blob:'])
}
