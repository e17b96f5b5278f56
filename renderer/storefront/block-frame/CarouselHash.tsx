import { useRef } from 'react'
import { HashTargets } from '../../html/hash-targets.js'
import { useHashTab } from '../../html/use-hash-tab.js'

/**
 * Items' hash fields in a carousel: an empty anchor per hash (the browser scrolls there on load, the island
 * hydrates) and, on load or when the address's #hash changes, the carousel goes to that item.
 */
export function CarouselHash({
  ids,
  goTo,
  stops,
}: {
  ids: readonly (string | undefined)[]
  goTo: (index: number) => void
  /** Positions the carousel can stop at: in a track the last items share the last stop. */
  stops: number
}) {
  const root = useRef<HTMLSpanElement>(null)
  useHashTab(ids, (i) => goTo(Math.min(i, stops - 1)), root)
  if (!ids.some(Boolean)) return null
  return (
    <span ref={root} className="carousel-hash">
      <HashTargets ids={ids} />
    </span>
  )
}
