import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The project's folder (the one holding package.json), found from this module's place. The server reads
 * files that ship beside its code (migrations, fixtures, the renderer's CSS, the Vite builds): under tsx this
 * module is server/project-root.ts, in the production build it is inside dist/server/main.js, so a fixed
 * `../` would be right in one of them only.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir
    if (dirname(dir) === dir) throw new Error(`[server] no package.json above ${from}`)
  }
}

export const PROJECT_ROOT = findRoot(import.meta.dirname)
