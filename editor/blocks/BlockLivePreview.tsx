import { useMemo } from 'react'
import type { ThumbnailTheme } from '../../engine/registry/thumbnail-url.js'
import type { Block, PageDocument } from '../../templates/generated/types.js'
import { Canvas } from '../canvas/Canvas.js'
import { httpBlockPreview } from '../canvas/preview/block-preview.js'
import { BlockPreviewProvider } from '../canvas/preview/block-preview-context.js'
import { EditorDndProvider } from '../dnd/EditorDndProvider.js'
import { createEditorStore } from '../state/create-editor-store.js'
import type { EditorApi } from '../state/editor-api.js'
import { EditorStoreProvider } from '../state/editor-store-context.js'
import type { PreviewSettings } from '../toolbar/preview-settings.js'

/** The preview's page is never saved: nothing here starts autosave, and a save would be refused. */
const READ_ONLY: EditorApi = {
  save: () => Promise.reject(new Error('The Blocks screen saves nothing')),
  publish: () => Promise.reject(new Error('The Blocks screen publishes nothing')),
}

/**
 * One block shown live through the editor's own canvas (the real components, the site's CSS, the server's
 * preview for blocks with a loader), on a one-block page of the site of `theme` that is never saved.
 */
export function BlockLivePreview({
  block,
  theme,
  dir,
  width,
  csrfToken,
}: {
  block: Block
  theme: ThumbnailTheme
  /** Right to left lays the block out as an Arabic page does (the page stays English: the case's texts). */
  dir: 'ltr' | 'rtl'
  width: PreviewSettings['width']
  csrfToken: string
}) {
  const store = useMemo(() => {
    const doc: PageDocument = {
      schema_version: 1,
      id: `blocks-screen-${block.template}`,
      site: theme,
      locale: 'en',
      path: '/blocks-screen',
      page_type: 'page',
      attributes: { title: block.template },
      blocks: [block],
    }
    return createEditorStore({ pageId: doc.id, doc, baseVersion: 0, api: READ_ONLY })
  }, [block, theme])
  const previews = useMemo(() => httpBlockPreview(csrfToken), [csrfToken])
  return (
    <EditorStoreProvider store={store}>
      <BlockPreviewProvider fetch={previews}>
        <EditorDndProvider>
          <div className="blocks-preview" data-testid="blocks-live-preview">
            <Canvas key={`${theme}-${dir}`} preview={{ width, zoom: 'fit', dir, theme }} />
          </div>
        </EditorDndProvider>
      </BlockPreviewProvider>
    </EditorStoreProvider>
  )
}
