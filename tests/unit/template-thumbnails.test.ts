import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { showcaseCase, type TemplateCase } from '../../engine/registry/showcase-case.js'
import { listTemplates } from '../../engine/registry/template-registry.js'
import { THUMBNAIL_THEMES, thumbnailUrl } from '../../engine/registry/thumbnail-url.js'
import { thumbnailPath } from '../../scripts/thumbnails/thumbnail-paths.js'
import { sharedHash, sourceHash } from '../../scripts/thumbnails/thumbnail-manifest.js'
import { picturedAsCard, structuredDataCard } from '../../scripts/thumbnails/structured-data-card.js'

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

describe('what a picture depends on (manifest hashes)', () => {
  const sample: TemplateCase = { description: 'full', data: { template: 'x', attributes: {} }, valid: true }
  function tempRoot() {
    const root = mkdtempSync(join(tmpdir(), 'thumbnail-hash-'))
    for (const [path, text] of Object.entries({
      'renderer/themes/base.css': 'a { color: red }',
      'renderer/storefront/carousel/carousel.css': '.c {}',
      'renderer/blocks/x/x.css': '.x {}',
      'renderer/blocks/x/parts/part.tsx': 'export {}',
      'scripts/draw.ts': '1',
    })) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    return root
  }
  const hashes = (root: string) => {
    const shared = sharedHash(root, ['scripts/draw.ts'])
    return { shared, x: sourceHash(root, 'x', sample, shared) }
  }

  it('a shared style or the drawing code changes every picture; a block file only its own', () => {
    const root = tempRoot()
    const before = hashes(root)
    writeFileSync(join(root, 'renderer/storefront/carousel/carousel.css'), '.c { gap: 1px }')
    const sharedCss = hashes(root)
    expect(sharedCss.shared).not.toBe(before.shared)
    expect(sharedCss.x).not.toBe(before.x)
    writeFileSync(join(root, 'scripts/draw.ts'), '2')
    expect(hashes(root).shared).not.toBe(sharedCss.shared)
    const drawn = hashes(root)
    writeFileSync(join(root, 'renderer/blocks/x/parts/part.tsx'), 'export const y = 1')
    const own = hashes(root)
    expect(own.shared).toBe(drawn.shared)
    expect(own.x).not.toBe(drawn.x)
    rmSync(root, { recursive: true, force: true })
  })
})

describe('structured-data templates are pictured as a card', () => {
  it('the Schema group, and only it', () => {
    expect(picturedAsCard('jlr-retailer-schema')).toBe(true)
    expect(picturedAsCard('jlr-retailer-service-schema')).toBe(true)
    expect(picturedAsCard('jlr-tabs')).toBe(false)
  })

  it('shows the name, the short description and the JSON-LD without the script origin, escaped', () => {
    const card = structuredDataCard(
      'jlr-retailer-schema',
      '{"@type":"AutoDealer","name":"<Phillip>","image":"http://localhost:4321/images/a/w/1600.jpg"}',
      'http://localhost:4321',
    )
    expect(card).toContain('Retailer schema')
    expect(card).toContain('AutoDealer structured data for search engines')
    expect(card).toContain('&quot;@type&quot;: &quot;AutoDealer&quot;')
    expect(card).toContain('&lt;Phillip&gt;')
    expect(card).toContain('&quot;/images/a/w/1600.jpg&quot;')
    expect(card).not.toContain('4321')
  })
})
