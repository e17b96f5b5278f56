// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it } from 'vitest'
import { listTemplates, templatesByGroup } from '../../../../engine/registry/template-registry.js'
import { libraryRegion, paletteKeys, renderEditor } from './render-editor.js'

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

it('"Add" with nothing selected appends to the page; inside a slot it follows the slot\'s rules', async () => {
  const { state } = renderEditor()
  await userEvent.click(screen.getByRole('button', { name: 'Add Hero title banner' }))
  expect(state().doc.blocks.at(-1)?.template).toBe('jlr-hero-title-banner')
  await userEvent.click(within(screen.getByTestId('outline-item:snippet-a')).getByRole('button'))
  const before = state().doc
  await userEvent.click(screen.getByRole('button', { name: 'Add Hero title banner' }))
  expect(state().doc).toBe(before)
  expect(screen.getByText(/Not possible: .*not allowed in Blocks of Content blocks row/)).toBeTruthy()
})
