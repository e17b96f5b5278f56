// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { listTemplates, templatesByGroup } from '../../../../engine/registry/template-registry.js'
import { locateBlock } from '../../../../engine/tree/walk-blocks.js'
import { insertionPoint } from '../../../../editor/library/insertion-point.js'
import { block, nestedPage } from '../../../helpers/page-builder.js'
import { ids, libraryRegion, paletteKeys, renderEditor } from './render-editor.js'

afterEach(cleanup)

const library = libraryRegion

it('shows the groups in order, each ordered by list_priority', () => {
  renderEditor()
  const headings = within(library())
    .getAllByRole('heading')
    .map((h) => h.textContent)
  expect(headings).toEqual(templatesByGroup().map((g) => g.group))
  expect(paletteKeys()).toEqual(templatesByGroup().flatMap((g) => g.templates.map((t) => t.key)))
  expect(paletteKeys()).toHaveLength(listTemplates().length)
})

it('narrows to templates whose name or description matches, dropping empty groups', async () => {
  renderEditor()
  await userEvent.type(screen.getByLabelText('Search templates'), 'TABS')
  // Other templates may mention tabs in their descriptions too: every match says "tabs", in any case.
  expect(paletteKeys().slice(0, 2)).toEqual(['jlr-tabs', 'image-tabs'])
  for (const key of paletteKeys())
    expect(screen.getByTestId(`palette-item:${key}`).textContent?.toLowerCase()).toContain('tabs')
  expect(within(library()).queryByRole('heading', { name: 'Hero' })).toBeNull()
  await userEvent.clear(screen.getByLabelText('Search templates'))
  await userEvent.type(screen.getByLabelText('Search templates'), 'zzz')
  expect(paletteKeys()).toEqual([])
  expect(screen.getByText(/No template matches/)).toBeTruthy()
})

it('"Add" inserts after the selected block and selects the new one', async () => {
  const { state } = renderEditor()
  await userEvent.click(within(screen.getByTestId('outline-item:hero')).getByRole('button'))
  await userEvent.click(screen.getByRole('button', { name: 'Add Snippet' }))
  const added = state().doc.blocks[1]
  expect(added?.template).toBe('jlr-snippet')
  expect(state().selection).toBe(added?.id)
  expect(screen.getByTestId(`outline-item:${added?.id}`).getAttribute('aria-current')).toBe('true')
})

it('"Add" with nothing selected appends to the page', async () => {
  const { state } = renderEditor()
  await userEvent.click(screen.getByRole('button', { name: 'Add Hero title banner' }))
  expect(state().doc.blocks.at(-1)?.template).toBe('jlr-hero-title-banner')
})

it('"Add" with a nested block selected falls back to the nearest place that takes the block', async () => {
  const { state } = renderEditor()
  // A snippet fits the selected snippet's row: it goes right after it.
  await userEvent.click(within(screen.getByTestId('outline-item:snippet-a')).getByRole('button'))
  await userEvent.click(screen.getByRole('button', { name: 'Add Snippet' }))
  expect(locateBlock(state().doc, state().selection!)).toMatchObject({ parentId: 'row', index: 1 })
  // A hero fits neither the row nor the tab: it goes after the selected block's top-level ancestor, refused
  // nowhere.
  await userEvent.click(within(screen.getByTestId('outline-item:snippet-a')).getByRole('button'))
  await userEvent.click(screen.getByRole('button', { name: 'Add Hero title banner' }))
  expect(ids(state().doc.blocks)).toEqual(['hero', 'tabs', state().selection, 'html-root'])
  expect(state().doc.blocks[2]?.template).toBe('jlr-hero-title-banner')
  expect(state().refusal).toBeNull()
  expect(screen.queryByText(/Not possible/)).toBeNull()
})

it("insertionPoint tries the selected block's list, then each ancestor's, outwards", () => {
  const doc = nestedPage()
  const row = block('jlr-content-blocks', 'new-row')
  // A content row is not allowed in a row, but is in a tab: after the row that holds the selected snippet.
  expect(insertionPoint(doc, 'snippet-b', row)).toEqual({
    parentId: 'tabs',
    slot: 'tabs/0/content',
    index: 1,
  })
  expect(insertionPoint(doc, null, row)).toEqual({ parentId: null, index: 3 })
  expect(insertionPoint(doc, 'gone', row)).toEqual({ parentId: null, index: 3 })
})
