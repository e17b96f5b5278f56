import { useEffect, useRef, type RefObject } from 'react'

/**
 * Opens the panel that holds the element a hash names (#id): a model summary's tab_id inside a filter's
 * panel. useHashTab opens a tab by its own hash id; this covers the ids of what the panels hold, which the
 * island cannot read from its props (nested blocks are left out of them), so it looks in the page.
 */
export function useNestedHash(
  panelIds: readonly string[],
  select: (index: number) => void,
  root: RefObject<HTMLElement | null>,
) {
  const latest = useRef({ panelIds, select })
  latest.current = { panelIds, select }
  useEffect(() => {
    function open(scroll: boolean) {
      const hash = decodeURIComponent(window.location.hash.slice(1))
      if (!hash) return
      const target = document.getElementById(hash)
      if (!target || !root.current?.contains(target)) return
      const index = latest.current.panelIds.findIndex((id) => document.getElementById(id)?.contains(target))
      if (index < 0) return
      latest.current.select(index)
      // The panel shows on the next render: scroll once it is laid out.
      if (scroll || index > 0) requestAnimationFrame(() => target.scrollIntoView({ block: 'start' }))
    }
    open(false)
    const onHashChange = () => open(true)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [root])
}
