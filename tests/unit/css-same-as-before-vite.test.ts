import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { transform } from 'lightningcss'
import { describe, expect, it } from 'vitest'
import { cssBundles } from '../../server/ssr/css-bundle.js'
import before from '../fixtures/css-before-vite.json' with { type: 'json' }

const root = join(import.meta.dirname, '../..')
const clientDir = join(root, 'dist/client')
const bundles = cssBundles(clientDir)

const minify = (css: string) =>
  transform({ filename: 'unit.css', code: Buffer.from(css), minify: true }).code.toString()

/** Minified CSS as its top-level rules (an @media block is one). */
function rules(min: string): string[] {
  const found: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < min.length; i++) {
    const c = min[i]
    if (c === '"' || c === "'") i = min.indexOf(c, i + 1)
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) {
      found.push(min.slice(start, i + 1).trim())
      start = i + 1
    }
  }
  return found
}

/**
 * The demo pages receive the same CSS rules, in the same order, as from the bundler Vite replaced
 * (docs/decisions/019): tests/fixtures/css-before-vite.json lists, for each demo page, the vehicle page and the
 * not-found page, the source files in the order that bundler joined them, recorded before it was removed.
 */
describe('CSS from the Vite build, page by page', () => {
  it.each(Object.entries(before))(
    '%s: the same rules in the same order',
    (_page, { theme, styles, files }) => {
      const delivered = bundles
        .urlsFor(theme, styles)
        .map((url) =>
          url.startsWith('/assets/css/')
            ? (bundles.get(url.slice('/assets/css/'.length)) as string)
            : readFileSync(join(clientDir, url), 'utf8'),
        )
        .join('\n')
      // The build minifies each unit's files together (lightningcss, as Vite does, not lowered): so does this side.
      const groups = new Map<string, string[]>()
      for (const file of files) {
        const [top, folder] = file.split('/')
        const group =
          top === 'blocks' || top === 'storefront' ? `${top}/${folder}` : top === 'forms' ? top : 'core'
        groups.set(group, [...(groups.get(group) ?? []), readFileSync(join(root, 'renderer', file), 'utf8')])
      }
      const expected = rules([...groups.values()].map((group) => minify(group.join('\n'))).join(''))
      expect(expected.length).toBeGreaterThan(100)
      expect(rules(delivered)).toEqual(expected)
    },
  )
})
