import type { MouseEvent } from 'react'
import { siteUrls } from '../app/pages/site-urls.js'
import type { SaveState } from '../state/create-editor-store.js'
import { useEditor } from '../state/editor-store-context.js'
import { VIEWPORTS, ZOOMS, type PreviewSettings } from './preview-settings.js'
import './toolbar.css'

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  conflict: 'Saved by someone else: choose a version',
  retrying: 'Not saved yet: retrying',
  failed: 'Not saved',
}

/** The page's site as far as its addresses need it. */
export interface SiteLink {
  key: string
  host: string
}

/**
 * Save (with the save state), Preview (the saved draft as the site renders it, in a new tab; unsaved changes
 * are saved first) and View live (disabled until the page is published), publish, undo and redo, and the canvas's viewport, zoom, direction and theme.
 * One line at 1280 px: the page's title and path and the save state shorten with an ellipsis instead.
 */
export function Toolbar({
  preview,
  onPreviewChange,
  onPublish,
  publishing,
  site = null,
}: {
  preview: PreviewSettings
  onPreviewChange: (preview: PreviewSettings) => void
  onPublish: () => void
  publishing: boolean
  /** The page's site: where its draft preview and live page are; both links are left out without it. */
  site?: SiteLink | null
}) {
  const published = useEditor((s) => s.publishedVersion !== null)
  const saveState = useEditor((s) => s.saveState)
  const saveMessage = useEditor((s) => s.saveMessage)
  const canUndo = useEditor((s) => s.past.length > 0)
  const canRedo = useEditor((s) => s.future.length > 0)
  const title = useEditor((s) => s.doc.attributes.title)
  const path = useEditor((s) => s.doc.path)
  const save = useEditor((s) => s.save)
  const undo = useEditor((s) => s.undo)
  const redo = useEditor((s) => s.redo)
  const urls = site
    ? siteUrls(site, path, { protocol: window.location.protocol, port: window.location.port })
    : null
  // The preview shows the saved draft: unsaved changes are saved first, in a tab opened at once (a tab
  // opened after the save would no longer count as the click's and be blocked as a pop-up).
  const openPreview = (event: MouseEvent<HTMLAnchorElement>) => {
    if (saveState === 'saved' || !urls) return
    event.preventDefault()
    const tab = window.open('', '_blank')
    if (tab) tab.opener = null
    void save().then(() => {
      if (tab) tab.location.href = new URL(urls.preview, window.location.href).href
    })
  }
  const status = `${SAVE_STATE_TEXT[saveState]}${saveState === 'failed' && saveMessage ? `: ${saveMessage}` : ''}`
  return (
    <header className="toolbar">
      <div className="toolbar__page">
        <a href="/cms" className="toolbar__back">
          Pages
        </a>
        <span className="toolbar__title" title={title}>
          {title}
        </span>
        <span className="toolbar__path" title={path}>
          {path}
        </span>
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
      <div className="toolbar__group" role="group" aria-label="Zoom">
        {ZOOMS.map((zoom) => (
          <button
            key={zoom}
            type="button"
            data-testid={`toolbar:zoom-${zoom === 'fit' ? 'fit' : '100'}`}
            aria-pressed={preview.zoom === zoom}
            title={
              zoom === 'fit' ? 'Scale the page to the space the canvas has' : 'Show the page at its real size'
            }
            onClick={() => onPreviewChange({ ...preview, zoom })}
          >
            {zoom === 'fit' ? 'Fit' : '100%'}
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
        {/* One line whatever the message: while retrying, why is a hover away; otherwise the whole text. */}
        <span
          className={`toolbar__save-state toolbar__save-state--${saveState}`}
          role="status"
          title={saveState === 'retrying' && saveMessage ? saveMessage : status}
          data-testid="toolbar:save-state"
        >
          {status}
        </span>
        {urls ? (
          <>
            <a
              className="toolbar__link"
              href={urls.preview}
              target="_blank"
              rel="noopener"
              data-testid="toolbar:preview"
              title="The draft as the site will show it, in a new tab"
              onClick={openPreview}
            >
              Preview
            </a>
            {published ? (
              <a
                className="toolbar__link"
                href={urls.live}
                target="_blank"
                rel="noopener"
                data-testid="toolbar:view-live"
                title="The published page on the site, in a new tab"
              >
                View live
              </a>
            ) : (
              <button type="button" data-testid="toolbar:view-live" disabled title="Not published yet">
                View live
              </button>
            )}
          </>
        ) : null}
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
