// The demo pages in fixtures/pages: valid, covering every template, nested at least three slots deep.
import { readFileSync, readdirSync } from 'node:fs'
import { expect, it } from 'vitest'
import { loadPage } from '../../engine/migrations/load-page.js'
import { listTemplates } from '../../engine/registry/template-registry.js'
import { walkBlocks } from '../../engine/tree/walk-blocks.js'

const pages = readdirSync('fixtures/pages')
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ name, doc: JSON.parse(readFileSync(`fixtures/pages/${name}`, 'utf8')) as unknown }))

it('are all valid', () => {
  expect(pages.length).toBeGreaterThanOrEqual(4)
  for (const { name, doc } of pages) expect(loadPage(doc), name).toMatchObject({ ok: true })
})

it('use every template, and nest slots at least three levels deep', () => {
  const used = new Set<string>()
  let deepest = 0
  for (const { doc } of pages)
    walkBlocks(doc, ({ block, ancestors }) => {
      used.add(block.template)
      deepest = Math.max(deepest, ancestors.length)
    })
  const unused = listTemplates({ includeHidden: true })
    .map((t) => t.key)
    .filter((key) => !used.has(key))
  expect(unused).toEqual([])
  expect(deepest).toBeGreaterThanOrEqual(3)
})

it('have both demo sites and an Arabic page', () => {
  const docs = pages.map((p) => p.doc as { site: string; locale: string })
  expect(new Set(docs.map((d) => d.site))).toEqual(new Set(['lrdx', 'jdx']))
  expect(docs.some((d) => d.locale === 'ar')).toBe(true)
})
