// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type * as Catalogue from '../../../../templates/generated/catalogue.js'
import { renderEditor } from './render-editor.js'

// A catalogue with one hidden template beside the real ones: the library must leave it out.
vi.mock('../../../../templates/generated/catalogue.js', async (importOriginal) => {
  const actual = await importOriginal<typeof Catalogue>()
  const { templateCatalogue } = actual
  const snippet = templateCatalogue['jlr-snippet'] as Record<string, unknown>
  const meta = snippet['x-template'] as Record<string, unknown>
  return {
    ...actual,
    templateCatalogue: {
      ...templateCatalogue,
      'secret-block': {
        ...snippet,
        'x-template': { ...meta, key: 'secret-block', name: 'Secret', hidden: true },
      },
    },
  }
})

afterEach(cleanup)

it('leaves hidden templates out of the library, even when searched for', () => {
  renderEditor()
  expect(screen.getByTestId('palette-item:jlr-snippet')).toBeTruthy()
  expect(screen.queryByTestId('palette-item:secret-block')).toBeNull()
})
