import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { showcaseCase, type TemplateCase } from '../../engine/registry/showcase-case.js'
import { listTemplates } from '../../engine/registry/template-registry.js'
import { THUMBNAIL_THEMES, thumbnailUrl } from '../../engine/registry/thumbnail-url.js'
import { thumbnailPath } from '../../scripts/thumbnails/thumbnail-paths.js'

const ROOT = resolve(import.meta.dirname, '../..')

describe('every template has its pictures (npm run thumbnails)', () => {
  // Hidden templates too: the Blocks screen lists every template with its picture.
  for (const template of listTemplates({ includeHidden: true }))
    for (const theme of THUMBNAIL_THEMES)
      it(`${template.key} in ${theme}`, () => {
        const path = thumbnailPath(ROOT, template.key, theme)
        expect(
          existsSync(path),
          `${template.key} has no ${theme} thumbnail (${path}): run npm run thumbnails and commit templates/thumbnails`,
        ).toBe(true)
        const bytes = readFileSync(path)
        // A WebP file: RIFF, its size, WEBP.
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
      })
})

it('thumbnail_url points at the lrdx picture under /cms/thumbnails', () => {
  const [first] = listTemplates()
  expect(first?.thumbnail_url).toBe(`/cms/thumbnails/${first?.key}.lrdx.webp`)
  expect(thumbnailUrl('jlr-tabs', 'jdx')).toBe('/cms/thumbnails/jlr-tabs.jdx.webp')
})

describe('showcaseCase', () => {
  const block = (attributes: Record<string, unknown>) => ({ template: 'jlr-snippet', attributes })
  const cases: TemplateCase[] = [
    { description: 'hostile: a script', data: block({ heading: 1 }), valid: false },
    { description: 'minimal: no attributes', data: block({}), valid: true },
    { description: 'full: every field', data: block({ heading: 'All' }), valid: true },
    { description: 'full: the other one', data: block({ heading: 'Other' }), valid: true },
  ]

  it('takes the first valid "full" case', () => {
    expect(showcaseCase(cases)?.description).toBe('full: every field')
  })

  it('falls back to the first valid case, and to none', () => {
    expect(showcaseCase(cases.slice(0, 2))?.description).toBe('minimal: no attributes')
    // An invalid "full" case is never shown.
    expect(showcaseCase([{ ...cases[2]!, valid: false }])).toBeUndefined()
  })
})
