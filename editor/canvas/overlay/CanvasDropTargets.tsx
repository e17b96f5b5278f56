import { useDndContext } from '@dnd-kit/core'
import { useEffect, useLayoutEffect, useMemo, useState } from 'react'
import type { Verdict } from '../../../engine/operations/editor-action.js'
import type { Dragged, DropTarget } from '../../dnd/drag-data.js'
import { dropVerdict } from '../../dnd/drop-verdict.js'
import { useEditor } from '../../state/editor-store-context.js'
import type { CanvasTarget } from './canvas-target.js'
import { canvasTargets } from './canvas-targets.js'
import { CanvasDropTarget } from './CanvasDropTarget.js'
import { domCanvasMeasure } from './dom-canvas-measure.js'

function key(target: DropTarget): string {
  return `${target.parentId ?? ''}|${target.slot ?? ''}|${target.index}`
}

/**
 * The canvas's drop targets during a drag, measured from the canvas document and measured again when it
 * scrolls, resizes or changes (and then re-measured by dnd-kit). Each verdict is the engine's dry run of
 * the drop, computed once per place (two halves of neighbouring blocks share one).
 */
export function CanvasDropTargets({ frameDocument, dragged }: { frameDocument: Document; dragged: Dragged }) {
  const doc = useEditor((s) => s.doc)
  const [targets, setTargets] = useState<CanvasTarget[]>([])
  const { measureDroppableContainers } = useDndContext()

  useLayoutEffect(() => {
    const view = frameDocument.defaultView
    if (!view) return
    let frame = 0
    const update = () => {
      frame = 0
      const viewport = { x: 0, y: 0, width: view.innerWidth, height: view.innerHeight }
      setTargets(canvasTargets(doc, domCanvasMeasure(frameDocument), viewport))
    }
    const schedule = () => {
      if (!frame) frame = view.requestAnimationFrame(update)
    }
    update()
    const observer = new view.ResizeObserver(schedule)
    const page = frameDocument.querySelector('.canvas-page')
    if (page) observer.observe(page)
    // A tab opened during the drag shows other slots: attribute changes re-measure too.
    const mutations = new view.MutationObserver(schedule)
    mutations.observe(frameDocument.body, { subtree: true, attributes: true, attributeFilter: ['hidden'] })
    view.addEventListener('scroll', schedule, { passive: true })
    view.addEventListener('resize', schedule)
    return () => {
      if (frame) view.cancelAnimationFrame(frame)
      observer.disconnect()
      mutations.disconnect()
      view.removeEventListener('scroll', schedule)
      view.removeEventListener('resize', schedule)
    }
  }, [doc, frameDocument])

  // Targets that kept their ids but moved are not re-measured by dnd-kit on its own.
  useEffect(() => {
    measureDroppableContainers(targets.map((t) => t.id))
  }, [targets, measureDroppableContainers])

  const verdicts = useMemo(() => new Map<string, Verdict>(), [doc, dragged])
  const verdictOf = (target: DropTarget): Verdict => {
    const k = key(target)
    let verdict = verdicts.get(k)
    if (!verdict) verdicts.set(k, (verdict = dropVerdict(doc, dragged, target)))
    return verdict
  }
  return (
    <>
      {targets.map((target) => (
        <CanvasDropTarget key={target.id} target={target} verdict={verdictOf(target.target)} />
      ))}
    </>
  )
}
