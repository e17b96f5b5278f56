import { render } from '@testing-library/react'
import { EditorApp } from '../../../../editor/app/EditorApp.js'
import { EditorStoreProvider } from '../../../../editor/state/editor-store-context.js'
import type { PageDocument } from '../../../../templates/generated/types.js'
import { testEditor } from '../../../helpers/editor-harness.js'

/** The whole editor on the nested test page (or `doc`), over the harness's fake server. */
export function renderEditor(doc?: PageDocument) {
  const editor = testEditor(doc)
  const view = render(
    <EditorStoreProvider store={editor.store}>
      <EditorApp />
    </EditorStoreProvider>,
  )
  return { ...editor, view }
}

/** Ids of a list of blocks, for short order assertions. */
export function ids(blocks: readonly { id: string }[]): string[] {
  return blocks.map((b) => b.id)
}
