import type { SaveState } from '../state/create-editor-store.js'
import { useEditor } from '../state/editor-store-context.js'
import { VIEWPORTS, type PreviewSettings } from './preview-settings.js'
import './toolbar.css'

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  conflict: 'Saved by someone else: choose a version',
  retrying: 'Not saved yet: retrying',
  failed: 'Not saved',
}

/** Save (with the save state), publish, undo and redo, and the canvas's viewport, direction and theme. */
export function Toolbar({
  preview,
  onPreviewChange,
  onPublish,
  publishing,
}: {
  preview: PreviewSettings
  onPreviewChange: (preview: PreviewSettings) => void
  onPublish: () => void
  publishing: boolean
}) {
  const saveState = useEditor((s) => s.saveState)
  const saveMessage = useEditor((s) => s.saveMessage)
  const canUndo = useEditor((s) => s.past.length > 0)
  const canRedo = useEditor((s) => s.future.length > 0)
  const title = useEditor((s) => s.doc.attributes.title)
  const path = useEditor((s) => s.doc.path)
  const save = useEditor((s) => s.save)
  const undo = useEditor((s) => s.undo)
  const redo = useEditor((s) => s.redo)
  return (
    <header className="toolbar">
      <div className="toolbar__page">
        <a href="/cms" className="toolbar__back">
          Pages
        </a>
        <span className="toolbar__title">{title}</span>
        <span className="toolbar__path">{path}</span>
      </div>
      <div className="toolbar__group" role="group" aria-label="History">
        <button type="button" data-testid="toolbar:undo" onClick={undo} disabled={!canUndo}>
          Undo
        </button>
        <button type="button" data-testid="toolbar:redo" onClick={redo} disabled={!canRedo}>
          Redo
        </button>
      </div>
      <div className="toolbar__group" role="group" aria-label="Viewport">
        {VIEWPORTS.map((width) => (
          <button
            key={width}
            type="button"
            aria-pressed={preview.width === width}
            onClick={() => onPreviewChange({ ...preview, width })}
          >
            {width}px
          </button>
        ))}
      </div>
      <div className="toolbar__group" role="group" aria-label="Preview">
        <button
          type="button"
          aria-pressed={preview.dir === 'rtl'}
          onClick={() => onPreviewChange({ ...preview, dir: preview.dir === 'rtl' ? 'ltr' : 'rtl' })}
        >
          Right to left
        </button>
        <label className="toolbar__select">
          Theme
          <select
            value={preview.theme}
            onChange={(e) =>
              onPreviewChange({ ...preview, theme: e.target.value as PreviewSettings['theme'] })
            }
          >
            <option value="lrdx">Land Rover (lrdx)</option>
            <option value="jdx">Jaguar (jdx)</option>
          </select>
        </label>
      </div>
      <div className="toolbar__group toolbar__group--end">
        <span
          className={`toolbar__save-state toolbar__save-state--${saveState}`}
          role="status"
          data-testid="toolbar:save-state"
          // Retrying is short and says what happens next; why it failed is a hover away (the toolbar stays one line).
          title={saveState === 'retrying' && saveMessage ? saveMessage : undefined}
        >
          {SAVE_STATE_TEXT[saveState]}
          {saveState === 'failed' && saveMessage ? `: ${saveMessage}` : ''}
        </span>
        <button
          type="button"
          data-testid="toolbar:save"
          onClick={() => void save()}
          disabled={saveState === 'saving' || saveState === 'conflict'}
        >
          Save
        </button>
        <button
          type="button"
          className="toolbar__primary"
          data-testid="toolbar:publish"
          onClick={onPublish}
          disabled={publishing || saveState === 'conflict'}
        >
          {publishing ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </header>
  )
}
