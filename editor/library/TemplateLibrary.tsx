import { useCallback, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { newBlock } from '../../engine/defaults/new-block.js'
import type { TemplateInfo } from '../../engine/registry/template-info.js'
import { templatesByGroup } from '../../engine/registry/template-registry.js'
import type { ThumbnailTheme } from '../../engine/registry/thumbnail-url.js'
import type { TemplateKey } from '../../templates/generated/types.js'
import { useEditorStore } from '../state/editor-store-context.js'
import { filterLibrary } from './filter-library.js'
import { insertionPoint } from './insertion-point.js'
import { PaletteItem } from './PaletteItem.js'
import { TemplatePreview } from './TemplatePreview.js'
import './library.css'

/** The larger preview's height (two pictures and their text), to keep it inside the window. */
const PREVIEW_HEIGHT = 560

/**
 * The template library: the spec's groups in order, templates by list_priority, hidden ones left out (all
 * from the engine's registry), each with its picture in the previewed theme, narrowed by a search over
 * name, key, description and group. Hovering or focusing a template shows the larger preview beside it.
 */
export function TemplateLibrary({ theme }: { theme: ThumbnailTheme }) {
  // Read when a button is pressed: the library does not render again on every edit.
  const store = useEditorStore()
  const [query, setQuery] = useState('')
  const [preview, setPreview] = useState<{ template: TemplateInfo; top: number; left: number } | null>(null)
  const section = useRef<HTMLElement>(null)
  const searchId = useId()
  const all = useMemo(() => templatesByGroup(), [])
  const groups = useMemo(() => filterLibrary(all, query), [all, query])
  const add = useCallback(
    (key: string) => {
      const { doc, selection, dispatch } = store.getState()
      const block = newBlock(key as TemplateKey)
      dispatch({ type: 'insert', block, to: insertionPoint(doc, selection, block) })
    },
    [store],
  )
  const onPreview = useCallback((next: { template: TemplateInfo; anchor: HTMLElement } | null) => {
    if (!next) return setPreview(null)
    const item = next.anchor.getBoundingClientRect()
    const library = section.current?.getBoundingClientRect()
    const top = Math.max(8, Math.min(item.top, window.innerHeight - PREVIEW_HEIGHT - 8))
    setPreview({ template: next.template, top, left: (library?.right ?? item.right) + 8 })
  }, [])

  return (
    <section className="library" aria-label="Template library" ref={section}>
      <label htmlFor={searchId} className="library__search-label">
        Search templates
      </label>
      <input
        id={searchId}
        type="search"
        className="library__search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Name, key, description or group"
      />
      {groups.length === 0 ? <p className="library__empty">No template matches “{query}”.</p> : null}
      {groups.map(({ group, templates }) => (
        <section key={group} className="library__group" aria-label={group}>
          <h3 className="library__group-title">{group}</h3>
          <ul className="library__list">
            {templates.map((template) => (
              <PaletteItem
                key={template.key}
                template={template}
                theme={theme}
                onAdd={add}
                onPreview={onPreview}
              />
            ))}
          </ul>
        </section>
      ))}
      {/* On the body: the library's panel would clip it (it scrolls, and lays out its own fixed boxes). */}
      {preview ? createPortal(<TemplatePreview {...preview} />, document.body) : null}
    </section>
  )
}
