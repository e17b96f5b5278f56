import { useCallback, useId, useMemo, useState } from 'react'
import { newBlock } from '../../engine/defaults/new-block.js'
import { templatesByGroup } from '../../engine/registry/template-registry.js'
import type { TemplateKey } from '../../templates/generated/types.js'
import { useEditorStore } from '../state/editor-store-context.js'
import { filterLibrary } from './filter-library.js'
import { insertionPoint } from './insertion-point.js'
import { PaletteItem } from './PaletteItem.js'
import './library.css'

/**
 * The template library: the spec's groups in order, templates by list_priority, hidden ones left out (all
 * from the engine's registry), narrowed by a search over name and description.
 */
export function TemplateLibrary() {
  // Read when a button is pressed: the library does not render again on every edit.
  const store = useEditorStore()
  const [query, setQuery] = useState('')
  const searchId = useId()
  const all = useMemo(() => templatesByGroup(), [])
  const groups = useMemo(() => filterLibrary(all, query), [all, query])
  const add = useCallback(
    (key: string) => {
      const { doc, selection, dispatch } = store.getState()
      dispatch({ type: 'insert', block: newBlock(key as TemplateKey), to: insertionPoint(doc, selection) })
    },
    [store],
  )

  return (
    <section className="library" aria-label="Template library">
      <label htmlFor={searchId} className="library__search-label">
        Search templates
      </label>
      <input
        id={searchId}
        type="search"
        className="library__search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Name or description"
      />
      {groups.length === 0 ? <p className="library__empty">No template matches “{query}”.</p> : null}
      {groups.map(({ group, templates }) => (
        <section key={group} className="library__group" aria-label={group}>
          <h3 className="library__group-title">{group}</h3>
          <ul className="library__list">
            {templates.map((template) => (
              <PaletteItem key={template.key} template={template} onAdd={add} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
