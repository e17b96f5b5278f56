// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import type * as Catalogue from '../../../../templates/generated/catalogue.js'
import { libraryRegion, paletteKeys, renderEditor } from './render-editor.js'

// The snippet's content comes from outside here, and the sign post goes only at a page's top level.
vi.mock('../../../../templates/generated/catalogue.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogue>()
  const withMeta = (key: keyof typeof actual.templateCatalogue, meta: object) => {
    const schema = actual.templateCatalogue[key] as Record<string, unknown>
    return { ...schema, 'x-template': { ...(schema['x-template'] as object), ...meta } }
  }
  return {
    ...actual,
    templateCatalogue: {
      ...actual.templateCatalogue,
      'jlr-snippet': withMeta('jlr-snippet', { external_block: true }),
      'jlr-sign-post': withMeta('jlr-sign-post', { area: 'page' }),
    },
  }
})

afterEach(cleanup)

const library = libraryRegion

it("shows each template's picture in the page's theme, in a sized, lazily loaded box", () => {
  renderEditor()
  const picture = screen.getByTestId('palette-item:jlr-tabs').querySelector('img')
  expect(picture?.getAttribute('src')).toBe('/cms/thumbnails/jlr-tabs.lrdx.webp')
  expect(picture?.getAttribute('loading')).toBe('lazy')
  expect(picture?.getAttribute('width')).toBe('400')
  // The name stands beside it: the picture says nothing more to a screen reader.
  expect(picture?.getAttribute('alt')).toBe('')
})

it('marks blocks whose content comes from outside with a badge', () => {
  renderEditor()
  expect(within(screen.getByTestId('palette-item:jlr-snippet')).getByText('External')).toBeTruthy()
  expect(within(screen.getByTestId('palette-item:jlr-tabs')).queryByText('External')).toBeNull()
})

it('finds templates by key and by group too', async () => {
  renderEditor()
  await userEvent.type(screen.getByLabelText('Search templates'), 'jlr-sign')
  expect(paletteKeys()).toEqual(['jlr-sign-post'])
  await userEvent.clear(screen.getByLabelText('Search templates'))
  await userEvent.type(screen.getByLabelText('Search templates'), 'retailers')
  expect(
    within(library())
      .getAllByRole('heading')
      .map((h) => h.textContent),
  ).toContain('Retailers')
  expect(paletteKeys().length).toBeGreaterThan(0)
})

it('focusing a template shows the larger preview in both themes, with where it may go', async () => {
  renderEditor()
  const add = screen.getByRole('button', { name: 'Add Sign post' })
  fireEvent.focus(add)
  const preview = screen.getByTestId('template-preview:jlr-sign-post')
  const sources = [...preview.querySelectorAll('img')].map((img) => img.getAttribute('src'))
  expect(sources).toEqual([
    '/cms/thumbnails/jlr-sign-post.lrdx.webp',
    '/cms/thumbnails/jlr-sign-post.jdx.webp',
  ])
  expect(preview.textContent).toContain('Only at the top level of a page')
  // The button is described by the template's description for a screen reader.
  const described = document.getElementById(add.getAttribute('aria-describedby') ?? '')
  expect(described?.textContent).toBeTruthy()
  fireEvent.blur(add)
  expect(screen.queryByTestId('template-preview:jlr-sign-post')).toBeNull()
})

it('"Add" of a top-level-only template with a nested block selected puts it on the page, after that block\'s top-level ancestor', async () => {
  const { state } = renderEditor()
  await userEvent.click(within(screen.getByTestId('outline-item:snippet-a')).getByRole('button'))
  await userEvent.click(screen.getByRole('button', { name: 'Add Sign post' }))
  expect(state().doc.blocks.map((b) => b.template)).toEqual([
    'jlr-hero-title-banner',
    'jlr-tabs',
    'jlr-sign-post',
    'jlr-html-block',
  ])
  expect(state().refusal).toBeNull()
})
