// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { renderEditor } from './render-editor.js'

beforeEach(() => localStorage.clear())
afterEach(cleanup)

const columns = () => (document.querySelector('.editor__body') as HTMLElement).style.gridTemplateColumns

it('resizes the side panels from the keyboard and remembers their widths', async () => {
  renderEditor()
  expect(columns()).toBe('260px 6px minmax(0, 1fr) 6px 340px')
  const library = screen.getByRole('separator', { name: 'Resize the templates panel' })
  library.focus()
  await userEvent.keyboard('{ArrowRight}{ArrowRight}')
  expect(library.getAttribute('aria-valuenow')).toBe('292')
  const side = screen.getByRole('separator', { name: 'Resize the outline and fields panel' })
  side.focus()
  await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}')
  expect(columns()).toBe('292px 6px minmax(0, 1fr) 6px 404px')
  cleanup()
  // Another page opened later in this browser: the same layout.
  renderEditor()
  expect(columns()).toBe('292px 6px minmax(0, 1fr) 6px 404px')
})

it('collapses a panel to a strip that brings it back, and Enter on its handle does the same', async () => {
  renderEditor()
  await userEvent.click(screen.getByRole('button', { name: 'Hide templates' }))
  expect(screen.queryByRole('complementary', { name: 'Templates' })).toBeNull()
  expect(columns()).toBe('32px 6px minmax(0, 1fr) 6px 340px')
  await userEvent.click(screen.getByRole('button', { name: 'Show templates' }))
  expect(screen.getByRole('complementary', { name: 'Templates' })).toBeTruthy()
  screen.getByRole('separator', { name: 'Resize the outline and fields panel' }).focus()
  await userEvent.keyboard('{Enter}')
  expect(screen.queryByRole('region', { name: 'Outline' })).toBeNull()
  await userEvent.keyboard('{Enter}')
  expect(within(screen.getByRole('region', { name: 'Outline' })).getByText('Outline')).toBeTruthy()
})

it('splits the side between the outline and the fields', async () => {
  renderEditor()
  const split = screen.getByRole('separator', { name: /Resize the outline \(/ })
  split.focus()
  await userEvent.keyboard('{ArrowDown}')
  expect((document.querySelector('.editor__side') as HTMLElement).style.gridTemplateRows).toBe(
    'minmax(0, 50fr) 6px minmax(0, 50fr)',
  )
})
