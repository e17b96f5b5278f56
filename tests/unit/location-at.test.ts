import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyAction } from '../../engine/operations/apply-action.js'
import { locationAt } from '../../engine/tree/location-at.js'
import { locateBlock, walkBlocks, type BlockLocation } from '../../engine/tree/walk-blocks.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { largePage } from '../../scripts/bench/large-page.js'

const pagesDir = join(import.meta.dirname, '../../fixtures/pages')
const fixturePages = readdirSync(pagesDir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(pagesDir, f), 'utf8')) as PageDocument)

function locations(doc: PageDocument): BlockLocation[] {
  const all: BlockLocation[] = []
  walkBlocks(doc, (location) => void all.push(location))
  return all
}

describe('locationAt', () => {
  it('reports every block of the large page and the fixture pages as walkBlocks does', () => {
    for (const doc of [largePage(), ...fixturePages])
      for (const location of locations(doc)) expect(locationAt(doc, location.path)).toEqual(location)
  })

  it('finds nothing where no block is', () => {
    const doc = largePage()
    expect(locationAt(doc, [])).toBeUndefined()
    expect(locationAt(doc, ['blocks', 999])).toBeUndefined()
    expect(locationAt(doc, ['blocks', 1, 'attributes', 'groups'])).toBeUndefined()
    expect(locationAt(doc, ['blocks', 1, 'attributes', 'groups', 0, 'option_label'])).toBeUndefined()
    expect(locationAt(doc, ['blocks', 1, 'block_scroll_id', 0])).toBeUndefined()
    expect(locationAt(null, ['blocks', 0])).toBeUndefined()
  })
})

describe('locateBlock', () => {
  it('finds a block again after it moved, and forgets a removed one', () => {
    const doc = largePage()
    const deep = locations(doc).find((l) => l.ancestors.length === 4) as BlockLocation
    expect(locateBlock(doc, deep.block.id)).toEqual(deep)
    const moved = applyAction(doc, {
      type: 'move',
      blockId: deep.block.id,
      to: { parentId: null, index: 0 },
    })
    if (!moved.ok) throw new Error(moved.reason)
    const after = locateBlock(moved.doc, deep.block.id)
    expect(after?.path).toEqual(['blocks', 0])
    expect(after?.parentId).toBeNull()
    expect(after?.ancestors).toEqual([])
    const removed = applyAction(moved.doc, { type: 'remove', blockId: deep.block.id })
    if (!removed.ok) throw new Error(removed.reason)
    expect(locateBlock(removed.doc, deep.block.id)).toBeUndefined()
  })

  it('does not take a block of another id that now sits where the block was', () => {
    const doc = largePage()
    expect(locateBlock(doc, 'hero')?.path).toEqual(['blocks', 0])
    const removed = applyAction(doc, { type: 'remove', blockId: 'hero' })
    if (!removed.ok) throw new Error(removed.reason)
    expect(locateBlock(removed.doc, 'hero')).toBeUndefined()
    expect(locateBlock(removed.doc, 'x0-info')?.path).toEqual(['blocks', 0])
  })
})
