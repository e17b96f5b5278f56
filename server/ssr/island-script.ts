import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The URL of the built island client, from Vite's manifest; null when the client was not built (the
 * server then still renders every page, without hydration).
 */
export function islandScriptUrl(clientDir: string): string | null {
  const manifestPath = join(clientDir, '.vite/manifest.json')
  if (!existsSync(manifestPath)) return null
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >
  const entry = manifest['renderer/islands/client.ts']
  return entry ? `/${entry.file}` : null
}
