import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '../..')

function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))))
}

/**
 * Builds the client (`vite build`, about 2 s) when dist/client is missing or older than what it is built from:
 * pages link the CSS of Vite's build (server/ssr/css-bundle.ts), so the suites render with the real
 * stylesheets rather than a second bundler kept for tests (docs/decisions/019).
 */
export function ensureClientBuild(): void {
  const built = join(ROOT, 'dist/client/.vite/css-units.json')
  const sources = ['renderer', 'engine', 'templates', 'vite.config.ts', 'scripts/vite-css-units.ts']
  if (
    existsSync(built) &&
    statSync(built).mtimeMs >= Math.max(...sources.map((s) => newestChange(join(ROOT, s))))
  )
    return
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
}
