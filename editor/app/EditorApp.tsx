import { useRef, useState, type CSSProperties } from 'react'
import { Canvas } from '../canvas/Canvas.js'
import { EditorDndProvider } from '../dnd/EditorDndProvider.js'
import { useEditorShortcuts } from '../keyboard/use-editor-shortcuts.js'
import { useTypingBursts } from '../keyboard/use-typing-bursts.js'
import { TemplateLibrary } from '../library/TemplateLibrary.js'
import { Outline } from '../outline/Outline.js'
import { useEditor, useEditorStore } from '../state/editor-store-context.js'
import type { PreviewSettings } from '../toolbar/preview-settings.js'
import { Toolbar, type SiteLink } from '../toolbar/Toolbar.js'
import { ConflictBanner } from './ConflictBanner.js'
import { CollapsedPanel } from './CollapsedPanel.js'
import { FieldPanelArea } from './FieldPanelArea.js'
import type { PanelBounds } from './panel-bounds.js'
import { PanelResizer } from './PanelResizer.js'
import { PublishGate, type Refusal } from './PublishGate.js'
import { RefusalNotice } from './RefusalNotice.js'
import { usePanelState } from './use-panel-state.js'
import './editor-app.css'
import { textDirection } from '../../engine/rules/text-direction.js'

const LIBRARY: PanelBounds = { min: 180, max: 420, step: 16, bigStep: 64 }
const SIDE: PanelBounds = { min: 260, max: 600, step: 16, bigStep: 64 }
/** The outline's share of the side panel's height, in percent; the fields get the rest. */
const SPLIT: PanelBounds = { min: 15, max: 85, step: 5, bigStep: 15 }
/** The width of a collapsed panel's strip, and of a resize handle. */
const STRIP = 32
const HANDLE = 6

/**
 * The page editor: toolbar on top; template library, canvas, and outline over the field panel below it.
 * The side panels are resizable (their handles work with the keyboard too) and collapsible, remembered per
 * browser; the outline and the fields scroll each on their own. Needs an <EditorStoreProvider> around it
 * (main.tsx, or a test's store).
 */
export function EditorApp({ site: siteOfPage = null }: { site?: SiteLink | null } = {}) {
  const site = useEditor((s) => s.doc.site)
  const locale = useEditor((s) => s.doc.locale)
  const publish = useEditor((s) => s.publish)
  const store = useEditorStore()
  useEditorShortcuts()
  useTypingBursts()
  const [preview, setPreview] = useState<PreviewSettings>({
    width: 1280,
    zoom: 'fit',
    dir: textDirection(locale),
    theme: site === 'jdx' ? 'jdx' : 'lrdx',
  })
  const [gate, setGate] = useState<Refusal | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [publishing, setPublishing] = useState(false)
  const [library, setLibrary] = usePanelState('library', 260, LIBRARY)
  const [side, setSide] = usePanelState('side', 340, SIDE)
  const [split, setSplit] = usePanelState('outline', 45, SPLIT)
  const sideElement = useRef<HTMLElement>(null)
  const columns: CSSProperties = {
    gridTemplateColumns: `${library.collapsed ? STRIP : library.size}px ${HANDLE}px minmax(0, 1fr) ${HANDLE}px ${side.collapsed ? STRIP : side.size}px`,
  }
  const rows: CSSProperties = {
    gridTemplateRows: `minmax(0, ${split.size}fr) ${HANDLE}px minmax(0, ${100 - split.size}fr)`,
  }

  const onPublish = async () => {
    setPublishing(true)
    setNotice(null)
    const result = await publish()
    setPublishing(false)
    if (result.kind === 'blocked') {
      // The draft's own errors stay live in the gate; the server's are kept with the draft it refused.
      const { doc, errors } = store.getState()
      setGate({ server: result.errors.filter((e) => !errors.includes(e)), doc })
    } else {
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
          site={siteOfPage}
        />
        <ConflictBanner />
        {notice ? (
          <div className="banner" role="status">
            {notice}
          </div>
        ) : null}
        {gate ? <PublishGate refusal={gate} onClose={() => setGate(null)} /> : null}
        <RefusalNotice />
        <div className="editor__body" style={columns}>
          {library.collapsed ? (
            <CollapsedPanel
              id="editor-library"
              label="Templates"
              onShow={() => setLibrary({ collapsed: false })}
            />
          ) : (
            <aside className="editor__library" id="editor-library" aria-label="Templates">
              <div className="panel-header">
                <h2 className="panel-title">Templates</h2>
                <HideButton
                  label="Templates"
                  controls="editor-library"
                  onHide={() => setLibrary({ collapsed: true })}
                />
              </div>
              <TemplateLibrary theme={preview.theme} />
            </aside>
          )}
          <PanelResizer
            label="templates panel"
            controls="editor-library"
            size={library.size}
            bounds={LIBRARY}
            grows="ArrowRight"
            onResize={(size) => setLibrary({ size, collapsed: false })}
            onToggle={() => setLibrary({ collapsed: !library.collapsed })}
            testId="resize:library"
          />
          <main className="editor__canvas">
            <Canvas preview={preview} />
          </main>
          <PanelResizer
            label="outline and fields panel"
            controls="editor-side"
            size={side.size}
            bounds={SIDE}
            grows="ArrowLeft"
            onResize={(size) => setSide({ size, collapsed: false })}
            onToggle={() => setSide({ collapsed: !side.collapsed })}
            testId="resize:side"
          />
          {side.collapsed ? (
            <CollapsedPanel
              id="editor-side"
              label="Outline and fields"
              onShow={() => setSide({ collapsed: false })}
            />
          ) : (
            <aside className="editor__side" id="editor-side" ref={sideElement} style={rows}>
              <Outline
                id="editor-outline"
                actions={
                  <HideButton
                    label="Outline and fields"
                    controls="editor-side"
                    onHide={() => setSide({ collapsed: true })}
                  />
                }
              />
              <PanelResizer
                label="outline (the fields take the rest)"
                controls="editor-outline"
                size={split.size}
                bounds={SPLIT}
                grows="ArrowDown"
                pixelsPerUnit={() => (sideElement.current?.clientHeight ?? 100) / 100}
                onResize={(size) => setSplit({ size })}
                testId="resize:outline"
              />
              <FieldPanelArea />
            </aside>
          )}
        </div>
      </div>
    </EditorDndProvider>
  )
}

/** Collapses a side panel; its strip brings it back. */
function HideButton({ label, controls, onHide }: { label: string; controls: string; onHide: () => void }) {
  return (
    <button
      type="button"
      className="panel-hide"
      aria-expanded="true"
      aria-controls={controls}
      aria-label={`Hide ${label.toLowerCase()}`}
      title={`Hide ${label.toLowerCase()}`}
      onClick={onHide}
    >
      Hide
    </button>
  )
}
