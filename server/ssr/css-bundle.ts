import { createHash } from 'node:crypto'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { cssUnitDependencies } from './css-units.js'

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
 * with the storefront apps and forms their code uses (DESIGN §5.7), as one file per combination, named by its content hash so browsers and CDNs keep it forever.
 */
export function cssBundles(rendererDir: string) {
  const read = (paths: string[]) =>
    paths.map((p) => `/* ${relative(rendererDir, p)} */\n${readFileSync(p, 'utf8')}`).join('\n')
  const base = read([join(rendererDir, 'themes/base.css')])
  const themes = new Map(['lrdx', 'jdx'].map((t) => [t, read([join(rendererDir, `themes/${t}.css`)])]))
  // Shared pieces (rich text, buttons, tab lists, carousel controls) come before the layout and blocks.
  const shared = read(cssFilesUnder(join(rendererDir, 'html')))
  const layout = read(cssFilesUnder(join(rendererDir, 'layout')))
  // The CSS of each block, storefront app and the forms, and which of them each one's code uses.
  const dependencies = cssUnitDependencies(rendererDir)
  const unitCss = new Map(
    [...dependencies.keys()].map((unit) => [unit, read(cssFilesUnder(join(rendererDir, unit)))]),
  )
  // Apps and forms before blocks, so a block's own rules win over the parts it is built from.
  const rank = (unit: string) => (unit.startsWith('blocks/') ? 1 : 0)
  const unitsFor = (keys: Iterable<string>) =>
    [
      ...new Set(
        [...keys].flatMap((key) => {
          const unit = key.includes('/') || key === 'forms' ? key : `blocks/${key}`
          return [...(dependencies.get(unit) ?? [])]
        }),
      ),
    ].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
  const byHash = new Map<string, string>()
  const byCombination = new Map<string, string>()
  return {
    /**
     * The URL of the bundle for a theme and what a page shows: template keys, or renderer units such as
     * `storefront/vehicle-page` for routes that are not CMS pages.
     */
    urlFor(theme: string, templates: Iterable<string>): string {
      const units = unitsFor(templates)
      const combination = `${theme}|${units.join(',')}`
      let hash = byCombination.get(combination)
      if (!hash) {
        const css = [
          base,
          themes.get(theme) ?? '',
          shared,
          layout,
          ...units.map((unit) => unitCss.get(unit) as string),
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
