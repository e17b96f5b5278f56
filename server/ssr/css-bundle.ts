import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

function cssFilesUnder(dir: string): string[] {
  try {
    return readdirSync(dir)
      .sort()
      .flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? cssFilesUnder(path) : name.endsWith('.css') ? [path] : []
      })
  } catch {
    return []
  }
}

/**
 * The CSS a page loads: the base, its theme, the shared pieces, the layout, and only the blocks on the page
 * (DESIGN §5.7), as
 * one file per combination, named by its content hash so browsers and CDNs keep it forever.
 */
export function cssBundles(rendererDir: string) {
  const read = (paths: string[]) =>
    paths.map((p) => `/* ${relative(rendererDir, p)} */\n${readFileSync(p, 'utf8')}`).join('\n')
  const base = read([join(rendererDir, 'themes/base.css')])
  const themes = new Map(['lrdx', 'jdx'].map((t) => [t, read([join(rendererDir, `themes/${t}.css`)])]))
  // Shared pieces (rich text, buttons, tab lists, carousel controls) come before the layout and blocks.
  // The storefront's shared parts (stock list, vehicle page) are used by several blocks and routes.
  const shared = read([
    ...cssFilesUnder(join(rendererDir, 'html')),
    ...cssFilesUnder(join(rendererDir, 'storefront')),
    ...cssFilesUnder(join(rendererDir, 'forms')),
  ])
  const layout = read(cssFilesUnder(join(rendererDir, 'layout')))
  const blockCss = new Map<string, string>()
  for (const key of readdirSync(join(rendererDir, 'blocks'))) {
    const dir = join(rendererDir, 'blocks', key)
    if (statSync(dir).isDirectory()) blockCss.set(key, read(cssFilesUnder(dir)))
  }
  const byHash = new Map<string, string>()
  const byCombination = new Map<string, string>()
  return {
    /** The URL of the bundle for a theme and the templates on a page. */
    urlFor(theme: string, templates: Iterable<string>): string {
      const keys = [...new Set(templates)].filter((k) => blockCss.has(k)).sort()
      const combination = `${theme}|${keys.join(',')}`
      let hash = byCombination.get(combination)
      if (!hash) {
        const css = [
          base,
          themes.get(theme) ?? '',
          shared,
          layout,
          ...keys.map((k) => blockCss.get(k) as string),
        ].join('\n')
        hash = createHash('sha256').update(css).digest('base64url').slice(0, 16)
        byHash.set(hash, css)
        byCombination.set(combination, hash)
      }
      return `/assets/css/${hash}.css`
    },
    /** The CSS behind a bundle URL's hash, or undefined. */
    get(hash: string): string | undefined {
      return byHash.get(hash)
    },
  }
}

export type CssBundles = ReturnType<typeof cssBundles>
