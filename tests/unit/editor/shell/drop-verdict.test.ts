import { describe, expect, it } from 'vitest'
import { applyAction } from '../../../../engine/operations/apply-action.js'
import { dropAction } from '../../../../editor/dnd/drop-action.js'
import type { Dragged } from '../../../../editor/dnd/drag-data.js'
import { dropVerdict } from '../../../../editor/dnd/drop-verdict.js'
import { block, nestedPage, pageWith } from '../../../helpers/page-builder.js'
import { ids } from './render-editor.js'

const template = (key: Parameters<typeof block>[0]): Dragged => ({
  kind: 'template',
  key,
  block: block(key, 'new'),
})
const moving = (blockId: string): Dragged => ({ kind: 'block', blockId })

describe('drop targets light up where the engine agrees', () => {
  const doc = nestedPage()

  it('takes a library template where its slot allows it, and says why not elsewhere', () => {
    expect(dropVerdict(doc, template('jlr-snippet'), { parentId: 'row', slot: 'blocks', index: 2 })).toEqual({
      ok: true,
    })
    expect(
      dropVerdict(doc, template('jlr-snippet'), { parentId: 'tabs', slot: 'tabs/1/content', index: 0 }).ok,
    ).toBe(true)
    const refused = dropVerdict(doc, template('jlr-hero-title-banner'), {
      parentId: 'row',
      slot: 'blocks',
      index: 0,
    })
    expect(refused).toMatchObject({ ok: false, reason: expect.stringMatching(/not allowed in Blocks/) })
  })

  it('refuses a block dropped into itself', () => {
    const verdict = dropVerdict(doc, moving('tabs'), { parentId: 'row', slot: 'blocks', index: 0 })
    expect(verdict).toMatchObject({ ok: false, reason: expect.stringMatching(/into itself/) })
  })

  it('refuses a fifth block in a content row', () => {
    const full = pageWith([
      block('jlr-content-blocks', 'row', {
        blocks: ['a', 'b', 'c', 'd'].map((id) => block('jlr-snippet', id)),
      }),
    ])
    expect(
      dropVerdict(full, template('jlr-snippet'), { parentId: 'row', slot: 'blocks', index: 4 }),
    ).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/at most 4/),
    })
  })

  it('drops before a later block of the same list at the right place', () => {
    // Dropping the hero on html-root (index 2 as the list is now) puts it just before html-root.
    const action = dropAction(doc, moving('hero'), { parentId: null, index: 2 })
    const moved = applyAction(doc, action)
    expect(moved.ok && ids(moved.doc.blocks)).toEqual(['tabs', 'hero', 'html-root'])
    const toEnd = applyAction(doc, dropAction(doc, moving('hero'), { parentId: null, index: 3 }))
    expect(toEnd.ok && ids(toEnd.doc.blocks)).toEqual(['tabs', 'html-root', 'hero'])
  })
})
