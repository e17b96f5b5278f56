import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import express, { Router, type RequestHandler } from 'express'
import { escapeHtml } from '../../ssr/escape-html.js'
import { PROJECT_ROOT } from '../../project-root.js'
import { changeCspDirective } from '../csp-directive.js'

interface ManifestEntry {
  file: string
  css?: string[]
  imports?: string[]
}

/**
 * /cms: the editor app (the Vite build in dist/editor), for signed-in editors (mounted behind the guard).
 * The same HTML shell answers /cms and every /cms/... path; the app routes in the browser. Its canvas is a
 * srcdoc iframe with an inline stylesheet, so styles (not scripts) may be inline on these pages. Without a
 * build, `fallback` answers (the signed-in page). /admin and /admin/... (but never /admin/api, which the
 * admin API answers) get the shell of the second entry, editor/admin/main.tsx: the forms, leads, locations
 * and settings screens. /cms/thumbnails/<key>.<theme>.webp are the templates' pictures (npm run
 * thumbnails, decision 049), revalidated on each use since their names stay when the pictures change.
 */
export function editorShellRoutes(
  distDir: string,
  fallback: RequestHandler,
  thumbnailsDir = join(PROJECT_ROOT, 'templates/thumbnails'),
): Router {
  const router = Router()
  // A missing picture is a 404: the library shows its placeholder.
  router.use(
    '/cms/thumbnails',
    express.static(thumbnailsDir, {
      index: false,
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  )
  const manifestPath = join(distDir, '.vite/manifest.json')
  const adminPaths = ['/admin', '/admin/*path']
  // The admin API lives under /admin/api: the shell never answers there.
  const skipApi: RequestHandler = (req, _res, next) =>
    req.path === '/admin/api' || req.path.startsWith('/admin/api/') ? next('route') : next()
  if (!existsSync(manifestPath)) {
    router.get(['/cms', '/cms/*path'], fallback)
    router.get(adminPaths, skipApi, fallback)
    return router
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>
  const entry = manifest['editor/app/main.tsx']
  if (!entry) throw new Error('[server] dist/editor/.vite/manifest.json has no editor/app/main.tsx entry')
  const adminEntry = manifest['editor/admin/main.tsx']
  router.use(
    '/cms/assets',
    express.static(join(distDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  )
  router.get(['/cms', '/cms/*path'], (_req, res) => {
    const nonce = res.locals.nonce as string
    // The editor's libraries (Tiptap, dnd-kit) write style elements of their own.
    changeCspDirective(res, 'style-src', () => ["'self'", "'unsafe-inline'"])
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(shellHtml(entry, 'Page editor', nonce, cssOf(manifest, entry)))
  })
  if (adminEntry)
    router.get(adminPaths, skipApi, (_req, res) => {
      res
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(
          shellHtml(adminEntry, 'Forms and leads', res.locals.nonce as string, cssOf(manifest, adminEntry)),
        )
    })
  else router.get(adminPaths, skipApi, fallback)
  return router
}

/**
 * The stylesheets an entry needs: its own and those of the chunks it imports, shared ones first (the design
 * system, editor/ui, is one chunk both entries import), each once.
 */
function cssOf(
  manifest: Record<string, ManifestEntry>,
  entry: ManifestEntry,
  seen = new Set<string>(),
): string[] {
  const files: string[] = []
  for (const key of entry.imports ?? []) {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) continue
    seen.add(key)
    files.push(...cssOf(manifest, chunk, seen))
  }
  return [...new Set([...files, ...(entry.css ?? [])])]
}

/** The HTML page that loads one entry of the editor build (its CSS and its module script). */
function shellHtml(entry: ManifestEntry, title: string, nonce: string, styles: string[]): string {
  const css = styles.map((file) => `<link rel="stylesheet" href="/cms/${escapeHtml(file)}">`).join('')
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="none"><title>${escapeHtml(title)}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">${css}<script type="module" nonce="${nonce}" src="/cms/${escapeHtml(entry.file)}"></script></head><body><div id="root"></div></body></html>`
}
