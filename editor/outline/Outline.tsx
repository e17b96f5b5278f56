import { useEditor } from '../state/editor-store-context.js'
import { OutlineList } from './OutlineList.js'
import './outline.css'

/** The page as a tree: blocks, their slots as titled sub-lists, drop zones at the end of every list. */
export function Outline() {
  const blocks = useEditor((s) => s.doc.blocks)
  return (
    <section className="outline" aria-label="Outline">
      <h2 className="panel-title">Outline</h2>
      {blocks.length === 0 ? (
        <p className="outline__empty">The page is empty: add or drag a template.</p>
      ) : null}
      <OutlineList blocks={blocks} parentId={null} label="the page" />
    </section>
  )
}
