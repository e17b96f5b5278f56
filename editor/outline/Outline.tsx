import type { ReactNode } from 'react'
import { useEditor } from '../state/editor-store-context.js'
import { OutlineList } from './OutlineList.js'
import './outline.css'

/**
 * The page as a tree: blocks, their slots as titled sub-lists, drop zones at the end of every list. It is
 * its own scroll area; the page's drop zone stays at its bottom edge, so it is always there to drop on.
 */
export function Outline({ id, actions }: { id?: string; actions?: ReactNode }) {
  const blocks = useEditor((s) => s.doc.blocks)
  return (
    <section className="outline" aria-label="Outline" id={id}>
      <div className="panel-header">
        <h2 className="panel-title">Outline</h2>
        {actions}
      </div>
      {blocks.length === 0 ? (
        <p className="outline__empty">The page is empty: add or drag a template.</p>
      ) : null}
      <OutlineList blocks={blocks} parentId={null} label="the page" />
    </section>
  )
}
