import { useState } from 'react'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import { Canvas } from '../canvas/Canvas.js'
import { EditorDndProvider } from '../dnd/EditorDndProvider.js'
import { TemplateLibrary } from '../library/TemplateLibrary.js'
import { Outline } from '../outline/Outline.js'
import { useEditor } from '../state/editor-store-context.js'
import type { PreviewSettings } from '../toolbar/preview-settings.js'
import { Toolbar } from '../toolbar/Toolbar.js'
import { ConflictBanner } from './ConflictBanner.js'
import { FieldPanelArea } from './FieldPanelArea.js'
import { PublishGate } from './PublishGate.js'
import { RefusalNotice } from './RefusalNotice.js'
import './editor-app.css'
import { textDirection } from '../../engine/rules/text-direction.js'

/**
 * The page editor: toolbar on top; template library, canvas, and outline over the field panel below it.
 * Needs an <EditorStoreProvider> around it (main.tsx, or a test's store).
 */
export function EditorApp() {
  const site = useEditor((s) => s.doc.site)
  const locale = useEditor((s) => s.doc.locale)
  const publish = useEditor((s) => s.publish)
  const [preview, setPreview] = useState<PreviewSettings>({
    width: 1280,
    zoom: 'fit',
    dir: textDirection(locale),
    theme: site === 'jdx' ? 'jdx' : 'lrdx',
  })
  const [gate, setGate] = useState<readonly ValidationError[] | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [publishing, setPublishing] = useState(false)

  const onPublish = async () => {
    setPublishing(true)
    setNotice(null)
    const result = await publish()
    setPublishing(false)
    if (result.kind === 'blocked') setGate(result.errors)
    else {
      setGate(null)
      setNotice(result.kind === 'published' ? `Published (version ${result.version})` : result.message)
    }
  }

  return (
    <EditorDndProvider>
      <div className="editor">
        <Toolbar
          preview={preview}
          onPreviewChange={setPreview}
          onPublish={() => void onPublish()}
          publishing={publishing}
        />
        <ConflictBanner />
        {notice ? (
          <div className="banner" role="status">
            {notice}
          </div>
        ) : null}
        {gate ? <PublishGate errors={gate} onClose={() => setGate(null)} /> : null}
        <RefusalNotice />
        <div className="editor__body">
          <aside className="editor__library">
            <h2 className="panel-title">Templates</h2>
            <TemplateLibrary />
          </aside>
          <main className="editor__canvas">
            <Canvas preview={preview} />
          </main>
          <aside className="editor__side">
            <Outline />
            <FieldPanelArea />
          </aside>
        </div>
      </div>
    </EditorDndProvider>
  )
}
