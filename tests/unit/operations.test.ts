import { describe, expect, it } from 'vitest'
import { applyAction, applyActionWithPatches, canApply } from '../../engine/operations/apply-action.js'
import type { EditorAction } from '../../engine/operations/editor-action.js'
import { locateBlock, walkBlocks } from '../../engine/tree/walk-blocks.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { applyPatches } from 'immer'
import { block, nestedPage, pageWith } from '../helpers/page-builder.js'

/** Applies an action that must succeed, and checks the result is still a valid page. */
function run(doc: PageDocument, action: EditorAction): PageDocument {
  const result = applyAction(doc, action)
  if (!result.ok) throw new Error(`refused: ${result.reason}`)
  expect(validatePage(result.doc).errors).toEqual([])
  return result.doc
}

function refusal(doc: PageDocument, action: EditorAction): string {
  const verdict = canApply(doc, action)
  const result = applyAction(doc, action)
  expect(verdict.ok).toBe(false)
  expect(result.ok).toBe(false)
  return verdict.ok ? '' : verdict.reason
}

function ids(doc: PageDocument): string[] {
  const out: string[] = []
  walkBlocks(doc, ({ block: b }) => {
    out.push(b.id)
  })
  return out
}

describe('the nested test page', () => {
  it('is valid and three levels deep', () => {
    const doc = nestedPage()
    expect(validatePage(doc).errors).toEqual([])
    expect(locateBlock(doc, 'snippet-a')?.ancestors).toEqual(['tabs', 'row'])
  })
})

describe('insert', () => {
  it('inserts at the root and into a slot inside a group item', () => {
    let doc = nestedPage()
    doc = run(doc, {
      type: 'insert',
      block: block('jlr-snippet', 'new-root'),
      to: { parentId: null, index: 0 },
    })
    expect(doc.blocks[0]?.id).toBe('new-root')
    doc = run(doc, {
      type: 'insert',
      block: block('jlr-snippet', 'in-tab'),
      to: { parentId: 'tabs', slot: 'tabs/1/content', index: 1 },
    })
    expect(locateBlock(doc, 'in-tab')).toMatchObject({ parentId: 'tabs', slot: 'tabs/1/content', index: 1 })
  })

  it('uses the only slot when none is named, and creates an unset slot', () => {
    const doc = pageWith([{ id: 'row', template: 'jlr-content-blocks', attributes: {} }])
    const next = run(doc, {
      type: 'insert',
      block: block('jlr-snippet', 's'),
      to: { parentId: 'row', index: 0 },
    })
    expect(locateBlock(next, 's')?.slot).toBe('blocks')
  })

  it('refuses a template the slot does not allow, and says which it allows', () => {
    const reason = refusal(nestedPage(), {
      type: 'insert',
      block: block('jlr-hero-title-banner', 'h2'),
      to: { parentId: 'row', slot: 'blocks', index: 0 },
    })
    expect(reason).toMatch(/Hero title banner is not allowed in .* \(allowed: .*HTML/)
  })

  it('refuses a fifth block in a content row', () => {
    let doc = nestedPage()
    doc = run(doc, { type: 'insert', block: block('jlr-snippet', 'c'), to: { parentId: 'row', index: 2 } })
    doc = run(doc, { type: 'insert', block: block('jlr-snippet', 'd'), to: { parentId: 'row', index: 3 } })
    expect(
      refusal(doc, { type: 'insert', block: block('jlr-snippet', 'e'), to: { parentId: 'row', index: 4 } }),
    ).toMatch(/at most 4 blocks/)
  })

  it('refuses a used id, an unknown parent or slot, and an index out of range', () => {
    const doc = nestedPage()
    expect(
      refusal(doc, {
        type: 'insert',
        block: block('jlr-snippet', 'html-1'),
        to: { parentId: null, index: 0 },
      }),
    ).toMatch(/already used/)
    expect(
      refusal(doc, { type: 'insert', block: block('jlr-snippet', 'x'), to: { parentId: 'nope', index: 0 } }),
    ).toMatch(/not on this page/)
    expect(
      refusal(doc, {
        type: 'insert',
        block: block('jlr-snippet', 'x'),
        to: { parentId: 'tabs', slot: 'tabs/7/content', index: 0 },
      }),
    ).toMatch(/no slot/)
    expect(
      refusal(doc, { type: 'insert', block: block('jlr-snippet', 'x'), to: { parentId: 'tabs', index: 0 } }),
    ).toMatch(/which slot/)
    expect(
      refusal(doc, { type: 'insert', block: block('jlr-snippet', 'x'), to: { parentId: null, index: 9 } }),
    ).toMatch(/out of range/)
    expect(
      refusal(doc, { type: 'insert', block: block('jlr-snippet', 'x'), to: { parentId: 'hero', index: 0 } }),
    ).toMatch(/no slot/)
  })

  it('keeps untouched subtrees identical (structural sharing)', () => {
    const doc = nestedPage()
    const next = run(doc, {
      type: 'insert',
      block: block('jlr-snippet', 'n'),
      to: { parentId: null, index: 3 },
    })
    expect(next).not.toBe(doc)
    expect(next.blocks[0]).toBe(doc.blocks[0])
    expect(next.blocks[1]).toBe(doc.blocks[1])
    expect(doc.blocks).toHaveLength(3)
  })
})

describe('move', () => {
  it('reorders within a list to a final index', () => {
    const next = run(nestedPage(), { type: 'move', blockId: 'hero', to: { parentId: null, index: 2 } })
    expect(next.blocks.map((b) => b.id)).toEqual(['tabs', 'html-root', 'hero'])
  })

  it('moves between slots and out to the root, keeping the moved subtree identical', () => {
    const doc = nestedPage()
    const row = locateBlock(doc, 'row')?.block
    let next = run(doc, {
      type: 'move',
      blockId: 'row',
      to: { parentId: 'tabs', slot: 'tabs/1/content', index: 0 },
    })
    expect(locateBlock(next, 'row')?.slot).toBe('tabs/1/content')
    expect(locateBlock(next, 'row')?.block).toBe(row)
    next = run(next, { type: 'move', blockId: 'snippet-b', to: { parentId: null, index: 0 } })
    expect(next.blocks[0]?.id).toBe('snippet-b')
    expect(ids(next).sort()).toEqual(ids(doc).sort())
  })

  it('moves a root block into a slot of a later root block', () => {
    let doc = run(nestedPage(), {
      type: 'insert',
      block: block('jlr-snippet', 'first'),
      to: { parentId: null, index: 0 },
    })
    doc = run(doc, {
      type: 'move',
      blockId: 'first',
      to: { parentId: 'tabs', slot: 'tabs/0/content', index: 1 },
    })
    expect(doc.blocks.map((b) => b.id)).toEqual(['hero', 'tabs', 'html-root'])
    expect(locateBlock(doc, 'first')).toMatchObject({ parentId: 'tabs', slot: 'tabs/0/content', index: 1 })
  })

  it('refuses a template the destination does not allow, and an unknown block', () => {
    const doc = nestedPage()
    expect(
      refusal(doc, {
        type: 'move',
        blockId: 'hero',
        to: { parentId: 'tabs', slot: 'tabs/0/content', index: 0 },
      }),
    ).toMatch(/not allowed/)
    expect(refusal(doc, { type: 'move', blockId: 'nope', to: { parentId: null, index: 0 } })).toMatch(
      /not on this page/,
    )
  })

  it('never moves a block into itself or its descendants', () => {
    const doc = nestedPage()
    expect(refusal(doc, { type: 'move', blockId: 'tabs', to: { parentId: 'row', index: 0 } })).toMatch(
      /into itself/,
    )
    expect(refusal(doc, { type: 'move', blockId: 'row', to: { parentId: 'row', index: 0 } })).toMatch(
      /into itself/,
    )
  })

  it('refuses a move into a full slot but allows reordering a full slot', () => {
    let doc = nestedPage()
    for (const id of ['c', 'd'])
      doc = run(doc, { type: 'insert', block: block('jlr-snippet', id), to: { parentId: 'row', index: 0 } })
    expect(refusal(doc, { type: 'move', blockId: 'html-1', to: { parentId: 'row', index: 0 } })).toMatch(
      /at most 4/,
    )
    doc = run(doc, { type: 'move', blockId: 'c', to: { parentId: 'row', index: 3 } })
    expect(locateBlock(doc, 'c')?.index).toBe(3)
  })
})

describe('remove and duplicate', () => {
  it('removes a block with its subtree', () => {
    const next = run(nestedPage(), { type: 'remove', blockId: 'row' })
    expect(ids(next)).not.toContain('snippet-a')
    expect(refusal(next, { type: 'remove', blockId: 'row' })).toMatch(/not on this page/)
  })

  it('duplicates with fresh ids through the whole subtree, right after the original', () => {
    const doc = run(nestedPage(), {
      type: 'update',
      blockId: 'tabs',
      path: 'block_scroll_id',
      value: 'models',
    })
    const next = run(doc, { type: 'duplicate', blockId: 'tabs', copyId: 'copy' })
    expect(next.blocks.map((b) => b.id)).toEqual(['hero', 'tabs', 'copy', 'html-root'])
    const all = ids(next)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toEqual(expect.arrayContaining(['copy-1', 'copy-2', 'copy-3', 'copy-4']))
    expect(locateBlock(next, 'copy')?.block.attributes).toMatchObject({ block_scroll_id: '' })
  })

  it('refuses to duplicate into a full slot or with a used id', () => {
    let doc = nestedPage()
    expect(refusal(doc, { type: 'duplicate', blockId: 'hero', copyId: 'tabs' })).toMatch(/already used/)
    for (const id of ['c', 'd'])
      doc = run(doc, { type: 'insert', block: block('jlr-snippet', id), to: { parentId: 'row', index: 0 } })
    expect(refusal(doc, { type: 'duplicate', blockId: 'c', copyId: 'c2' })).toMatch(/at most 4/)
  })
})

describe('update attribute', () => {
  it('sets and removes values, including inside group items', () => {
    let doc = run(nestedPage(), {
      type: 'update',
      blockId: 'tabs',
      path: 'tabs/1/tab_label',
      value: 'Specification',
    })
    expect(locateBlock(doc, 'tabs')?.block.attributes).toMatchObject({
      tabs: [{}, { tab_label: 'Specification' }],
    })
    doc = run(doc, { type: 'update', blockId: 'hero', path: 'paragraph', value: '<p>Hello</p>' })
    doc = run(doc, { type: 'update', blockId: 'hero', path: 'paragraph', value: undefined })
    expect(locateBlock(doc, 'hero')?.block.attributes).not.toHaveProperty('paragraph')
  })

  it('lets an invalid value through for validation to report', () => {
    const result = applyAction(nestedPage(), {
      type: 'update',
      blockId: 'hero',
      path: 'heading',
      value: 'x'.repeat(400),
    })
    expect(result.ok && validatePage(result.doc).errors).toEqual([
      {
        path: '/blocks/0/attributes/heading',
        blockId: 'hero',
        message: 'is too long: at most 300 characters',
      },
    ])
  })

  it('refuses unknown fields, separators, slots and missing group items', () => {
    const doc = nestedPage()
    expect(refusal(doc, { type: 'update', blockId: 'hero', path: 'nope', value: 1 })).toMatch(
      /no field "nope"/,
    )
    expect(refusal(doc, { type: 'update', blockId: 'hero', path: 'buttons_separator', value: 1 })).toMatch(
      /separator/,
    )
    expect(refusal(doc, { type: 'update', blockId: 'tabs', path: 'tabs/0/content', value: [] })).toMatch(
      /nested blocks/,
    )
    expect(refusal(doc, { type: 'update', blockId: 'tabs', path: 'tabs', value: [] })).toMatch(
      /nested blocks/,
    )
    expect(refusal(doc, { type: 'update', blockId: 'tabs', path: 'tabs/5/tab_label', value: 'x' })).toMatch(
      /does not exist/,
    )
  })
})

describe('group items', () => {
  it('adds an item from the schema defaults, moves and removes it', () => {
    let doc = run(nestedPage(), { type: 'addGroupItem', blockId: 'tabs', group: 'tabs' })
    const tabs = () =>
      (locateBlock(doc, 'tabs')?.block.attributes as { tabs: { tab_label?: string; content: unknown[] }[] })
        .tabs
    expect(tabs()).toHaveLength(3)
    expect(tabs()[2]?.content).toEqual([])
    doc = run(doc, { type: 'moveGroupItem', blockId: 'tabs', group: 'tabs', from: 2, to: 0 })
    expect(tabs()[1]?.tab_label).toBe('Overview')
    doc = run(doc, { type: 'removeGroupItem', blockId: 'tabs', group: 'tabs', index: 0 })
    expect(tabs().map((t) => t.tab_label)).toEqual(['Overview', 'Specs'])
  })

  it('stops at maxItems and refuses unknown groups and bad positions', () => {
    let doc = pageWith([block('in-page-navigation', 'nav', { items: [] })])
    for (let i = 0; i < 10; i++)
      doc = run(doc, {
        type: 'addGroupItem',
        blockId: 'nav',
        group: 'items',
        item: { label: `L${i}`, blockId: `component-${i}` },
      })
    expect(refusal(doc, { type: 'addGroupItem', blockId: 'nav', group: 'items' })).toMatch(/at most 10 items/)
    expect(refusal(doc, { type: 'addGroupItem', blockId: 'nav', group: 'nope' })).toMatch(/no group "nope"/)
    expect(refusal(doc, { type: 'moveGroupItem', blockId: 'nav', group: 'items', from: 0, to: 10 })).toMatch(
      /out of range/,
    )
    expect(refusal(doc, { type: 'removeGroupItem', blockId: 'nav', group: 'items', index: 10 })).toMatch(
      /no item 10/,
    )
    expect(refusal(nestedPage(), { type: 'addGroupItem', blockId: 'hero', group: 'buttons' })).toMatch(
      /no group/,
    )
  })

  it('refuses a new item that already carries blocks', () => {
    const item = { tab_label: 'X', tab_id: 'x', content: [block('jlr-snippet', 'snippet-a')] }
    expect(refusal(nestedPage(), { type: 'addGroupItem', blockId: 'tabs', group: 'tabs', item })).toMatch(
      /empty slots/,
    )
  })
})

describe('patches for undo and redo', () => {
  it('returns patches that undo and redo the change', () => {
    const doc = nestedPage()
    const result = applyActionWithPatches(doc, {
      type: 'move',
      blockId: 'snippet-b',
      to: { parentId: null, index: 0 },
    })
    if (!result.ok) throw new Error(result.reason)
    expect(applyPatches(result.doc, result.inversePatches)).toEqual(doc)
    expect(applyPatches(doc, result.patches)).toEqual(result.doc)
  })
})
