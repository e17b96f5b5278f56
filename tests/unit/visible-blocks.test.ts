import { expect, it } from 'vitest'
import { visibleBlocks } from '../../engine/visibility/visible-blocks.js'
import { block, nestedPage, pageWith } from '../helpers/page-builder.js'

const DEC_1 = Date.parse('2026-12-01T00:00:00Z')
const JAN_31 = Date.parse('2027-01-31T23:59:59Z')
const scheduled = {
  ...block('jlr-snippet', 'offer'),
  visibility: { schedule: { start: '2026-12-01T00:00:00Z', end: '2027-01-31T23:59:59Z' } },
}

it('leaves out a scheduled block outside its dates, and says when that changes', () => {
  const doc = pageWith([block('jlr-snippet', 'always'), scheduled])
  const before = visibleBlocks(doc, DEC_1 - 1000)
  expect(before.doc.blocks.map((b) => b.id)).toEqual(['always'])
  expect(before.changesAt).toBe(DEC_1)
  const during = visibleBlocks(doc, DEC_1 + 1000)
  expect(during.doc.blocks.map((b) => b.id)).toEqual(['always', 'offer'])
  expect(during.changesAt).toBe(JAN_31)
  expect(visibleBlocks(doc, JAN_31 + 1000)).toMatchObject({ changesAt: null })
})

it('filters inside slots, copying only the path to the change', () => {
  const doc = nestedPage()
  const tabs = doc.blocks[1] as unknown as { attributes: { tabs: { content: unknown[] }[] } }
  tabs.attributes.tabs[1]?.content.push(scheduled)
  const result = visibleBlocks(doc, DEC_1 - 1000)
  expect(result.doc.blocks[0]).toBe(doc.blocks[0])
  expect(JSON.stringify(result.doc)).not.toContain('"offer"')
  expect(JSON.stringify(doc)).toContain('"offer"')
})

it('returns the same document when nothing is scheduled', () => {
  const doc = nestedPage()
  expect(visibleBlocks(doc, Date.now())).toEqual({ doc, changesAt: null })
})

it('expires a render when an offer schedule the block shows starts or ends', () => {
  const carousel = block('hero-carousel', 'c', {
    offer_schedule: { start: '2026-12-01T00:00:00Z', end: '2027-01-31T23:59:59Z' },
  })
  expect(visibleBlocks(pageWith([carousel]), DEC_1 - 1000).changesAt).toBe(DEC_1)
})
