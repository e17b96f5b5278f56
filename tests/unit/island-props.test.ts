import { expect, it } from 'vitest'
import { newBlock } from '../../engine/defaults/new-block.js'
import { islandBlock } from '../../renderer/blocks/island-block.js'
import { safeJson } from '../../renderer/blocks/island.js'
import { reusableBlock } from '../../renderer/blocks/reusable-block.js'
import type { Block } from '../../templates/generated/types.js'

it('safeJson leaves nothing that ends a script or opens a comment, and reads back the same', () => {
  const value = { html: '</script><!-- a & b > c \u2028 \u2029 -->', n: [1, '<'] }
  const json = safeJson(value)
  expect(json).not.toMatch(/[<>&\u2028\u2029]/)
  expect(json).toBe(
    '{"html":"\\u003c/script\\u003e\\u003c!-- a \\u0026 b \\u003e c \\u2028 \\u2029 --\\u003e","n":[1,"\\u003c"]}',
  )
  expect(JSON.parse(json)).toEqual(value)
})

const tabs = (content: Block[]): Block =>
  ({
    id: 'tabs',
    template: 'jlr-tabs',
    attributes: { block_scroll_id: '', tabs: [{ tab_label: 'One', tab_id: 'one', content }] },
  }) as unknown as Block

it("an island's block leaves out nested blocks and leaves the stored block alone", () => {
  const stored = tabs([newBlock('jlr-snippet', 'nested')])
  const copy = islandBlock(stored)
  expect((copy.attributes as { tabs: { content: unknown[] }[] }).tabs[0]?.content).toEqual([])
  expect((copy.attributes as { tabs: { tab_label: string }[] }).tabs[0]?.tab_label).toBe('One')
  expect((stored.attributes as { tabs: { content: unknown[] }[] }).tabs[0]?.content).toHaveLength(1)
  const plain = newBlock('quote-slider', 'q')
  expect(islandBlock(plain)).toBe(plain)
})

it('reuses blocks whose HTML depends on their data alone', () => {
  expect(reusableBlock(newBlock('jlr-snippet', 's'))).toBe(true)
  expect(reusableBlock(tabs([newBlock('jlr-snippet', 'nested')]))).toBe(true)
  // A loader (stock, forms), also nested; the query; a schedule; a date range shown.
  expect(reusableBlock(newBlock('stock-locator-carousel', 'c'))).toBe(false)
  expect(reusableBlock(tabs([newBlock('jlr-extended-warranty', 'form')]))).toBe(false)
  expect(reusableBlock(newBlock('stock-locator', 'l'))).toBe(false)
  const scheduled = {
    ...newBlock('jlr-snippet', 'later'),
    visibility: { schedule: { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z' } },
  } as Block
  expect(reusableBlock(scheduled)).toBe(false)
  const offer = newBlock('hero-carousel', 'h')
  ;(offer.attributes as Record<string, unknown>).offer_schedule = {
    start: '2026-01-01T00:00:00Z',
    end: '2027-01-01T00:00:00Z',
  }
  expect(reusableBlock(offer)).toBe(false)
  expect(reusableBlock(newBlock('hero-carousel', 'h2'))).toBe(true)
})
