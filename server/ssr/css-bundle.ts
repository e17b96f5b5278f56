import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LRUCache } from 'lru-cache'
import type { CssUnitsFile } from './css-units-file.js'

/** Where the combined unit stylesheets are served; the rest of /assets is Vite's build. */
const COMBINED_PREFIX = '/assets/css/'
/** The 8 characters of content hash Vite puts in a file name (`css-forms-D27EhohK.css`). */
const VITE_HASH = /-([A-Za-z0-9_-]{8})\.css$/
/** The combined stylesheets kept in memory: a few per page design, small (about 20 KB at most today). */
const COMBINED_MAX_BYTES = 8 * 1024 * 1024

/**
 * The CSS a page loads (DESIGN §5.7, docs/decisions/019), from the client build of Vite (scripts/vite-css-units.ts):
 * the core of the site's theme (base, theme, shared pieces and layout; one file for every page of the theme), and
 * one stylesheet with only the blocks on the page and the storefront apps and forms their code uses, joined from
 * the units' built files in the cascade order of the manifest. Its URL names those files by their content hashes,
 * so it never changes, any server of the same build can answer it, and none of another build can.
 * Without a client build, pages link no stylesheet (as they load no island script then).
 */
export function cssBundles(clientDir: string) {
  const manifestPath = join(clientDir, '.vite/manifest.json')
  const unitsPath = join(clientDir, '.vite/css-units.json')
  const built = existsSync(manifestPath) && existsSync(unitsPath)
  const manifest = built
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>)
    : {}
  const graph: CssUnitsFile = built
    ? (JSON.parse(readFileSync(unitsPath, 'utf8')) as CssUnitsFile)
    : { core: {}, units: {} }
  const fileOf = (key: string) => {
    const entry = manifest[key]
    if (!entry) throw new Error(`${key} is in ${unitsPath} but not in Vite's manifest: rebuild the client`)
    return entry.file
  }
  const coreUrl = new Map(Object.entries(graph.core).map(([theme, key]) => [theme, `/${fileOf(key)}`]))
  // Apps and forms before blocks, so a block's own rules win over the parts it is built from; by name within.
  const rank = (unit: string) => (unit.startsWith('blocks/') ? 1 : 0)
  const order = Object.keys(graph.units).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  /** Each unit with CSS: its built file and the hash that names it in a combined URL, in cascade order. */
  const styled = order.flatMap((unit) => {
    const key = graph.units[unit]?.css
    if (!key) return []
    const file = fileOf(key)
    const hash = VITE_HASH.exec(file)?.[1]
    if (!hash) throw new Error(`${file}: no content hash in the name`)
    return [{ unit, file, hash }]
  })
  const position = new Map(styled.map((s, i) => [s.hash, i]))
  const combined = new LRUCache<string, string>({
    maxSize: COMBINED_MAX_BYTES,
    sizeCalculation: (css) => Math.max(1, css.length),
  })

  return {
    /** False when the client was not built (`npm run build:client`): pages then link no stylesheet. */
    built,
    /**
     * The stylesheet URLs, in order, for a theme and what a page shows: template keys, or renderer units such
     * as `storefront/vehicle-page` for routes that are not CMS pages.
     */
    urlsFor(theme: string, templates: Iterable<string>): string[] {
      if (!built) return []
      const core = coreUrl.get(theme)
      if (!core) throw new Error(`No CSS was built for the theme ${theme}`)
      const units = new Set<string>()
      for (const key of templates) {
        const unit = key.includes('/') || key === 'forms' ? key : `blocks/${key}`
        for (const used of graph.units[unit]?.uses ?? []) units.add(used)
      }
      const parts = styled.filter((s) => units.has(s.unit)).map((s) => s.hash)
      return parts.length ? [core, `${COMBINED_PREFIX}${parts.join('.')}.css`] : [core]
    },
    /** The CSS of a combined URL's file name (`<hash>.<hash>.css`), or undefined if this build has no such file. */
    get(fileName: string): string | undefined {
      const cached = combined.get(fileName)
      if (cached !== undefined) return cached
      const hashes = /^[A-Za-z0-9_-]{8}(?:\.[A-Za-z0-9_-]{8})*\.css$/.test(fileName)
        ? fileName.slice(0, -4).split('.')
        : []
      // Only the canonical order the pages link: one URL per combination, and the cascade order kept.
      const indexes = hashes.map((h) => position.get(h) ?? -1)
      if (!indexes.length || indexes.some((i, n) => i < 0 || (n > 0 && i <= (indexes[n - 1] as number))))
        return undefined
      const css = indexes
        .map((i) => readFileSync(join(clientDir, (styled[i] as { file: string }).file), 'utf8').trimEnd())
        .join('\n')
      combined.set(fileName, css)
      return css
    },
  }
}

export type CssBundles = ReturnType<typeof cssBundles>
