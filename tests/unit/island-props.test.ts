import { expect, it } from 'vitest'
import { newBlock } from '../../engine/defaults/new-block.js'
import { islandBlock } from '../../renderer/blocks/island-block.js'
import { safeJson } from '../../renderer/blocks/island.js'
import { blockReuse } from '../../renderer/blocks/reusable-block.js'
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

it('reuses blocks whose HTML depends on their data alone, and live ones for a while', () => {
  expect(blockReuse(newBlock('jlr-snippet', 's'))).toBe('static')
  expect(blockReuse(tabs([newBlock('jlr-snippet', 'nested')]))).toBe('static')
  // Its own loader (stock, forms): live. A loader nested, the query, a schedule, a date range: never.
  expect(blockReuse(newBlock('stock-locator-carousel', 'c'))).toBe('live')
  expect(blockReuse(newBlock('jlr-extended-warranty', 'w'))).toBe('live')
  expect(blockReuse(tabs([newBlock('jlr-extended-warranty', 'form')]))).toBe(null)
  expect(blockReuse(newBlock('stock-locator', 'l'))).toBe(null)
  const scheduled = {
    ...newBlock('jlr-snippet', 'later'),
    visibility: { schedule: { start: '2026-01-01T00:00:00Z', end: '2027-01-01T00:00:00Z' } },
  } as Block
  expect(blockReuse(scheduled)).toBe(null)
  const offer = newBlock('hero-carousel', 'h')
  ;(offer.attributes as Record<string, unknown>).offer_schedule = {
    start: '2026-01-01T00:00:00Z',
    end: '2027-01-01T00:00:00Z',
  }
  expect(blockReuse(offer)).toBe(null)
  expect(blockReuse(newBlock('hero-carousel', 'h2'))).toBe('static')
})
