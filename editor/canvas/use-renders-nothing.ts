import { useEffect, useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Whether a block shows nothing in the canvas (a content row without blocks, a snippet not filled in): a
 * zero-height element nobody could click or drop into, so the canvas shows a placeholder in it. Watched
 * with a ResizeObserver (no forced layout); a block not rendered at all (in a closed tab) does not count.
 * With the placeholder shown, the block counts as showing something again once it is taller than the
 * placeholder, and every change of the block looks afresh.
 */
export function useRendersNothing(element: RefObject<HTMLElement | null>, block: unknown): boolean {
  const [nothing, setNothing] = useState(false)
  useLayoutEffect(() => setNothing(false), [block])
  useEffect(() => {
    const node = element.current
    const view = node?.ownerDocument.defaultView
    if (!node || !view) return
    const observer = new view.ResizeObserver(() => {
      if (node.getClientRects().length === 0) return
      const height = node.getBoundingClientRect().height
      const placeholder = node.querySelector(':scope > .canvas-block__placeholder')
      if (!nothing && height === 0) setNothing(true)
      else if (nothing && placeholder && height > placeholder.getBoundingClientRect().height + 1)
        setNothing(false)
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [element, nothing])
  return nothing
}
