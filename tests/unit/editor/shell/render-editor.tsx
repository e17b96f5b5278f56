import { render, screen, within } from '@testing-library/react'
import { EditorApp } from '../../../../editor/app/EditorApp.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { testEditor } from '../../../helpers/editor-harness.js'
import type { SiteLink } from '../../../../editor/toolbar/Toolbar.js'

/** The whole editor on the nested test page (or `doc`), over the harness's fake server. */
export function renderEditor(doc?: PageDocument, site?: SiteLink) {
  const editor = testEditor(doc)
  const view = render(
    <EditorStoreProvider store={editor.store}>
      <EditorApp site={site} />
    </EditorStoreProvider>,
  )
  return { ...editor, view }
}

/** Ids of a list of blocks, for short order assertions. */
export function ids(blocks: readonly { id: string }[]): string[] {
  return blocks.map((b) => b.id)
}

/** The editor's template library. */
export const libraryRegion = () => screen.getByRole('region', { name: 'Template library' })

/** The keys of the templates the library lists now, in order. */
export const paletteKeys = () =>
  within(libraryRegion())
    .queryAllByTestId(/^palette-item:/)
    .map((el) => el.dataset.testid?.replace('palette-item:', ''))
