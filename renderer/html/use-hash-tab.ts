import { useEffect, useRef, useState, type RefObject } from 'react'

/**
 * Opens the tab whose hash id is in the address (#id), on load and when the hash changes, and scrolls the
 * block into view. The block renders an empty element with each hash id too, so the browser scrolls
 * there on load and the island hydrates (islands wait until they near the viewport).
 */
export function useHashTab(
  hashIds: readonly (string | undefined)[],
  select: (index: number) => void,
  root: RefObject<HTMLElement | null>,
) {
  const latest = useRef({ hashIds, select })
  latest.current = { hashIds, select }
  useEffect(() => {
    function open(scroll: boolean) {
      const hash = decodeURIComponent(window.location.hash.slice(1))
      if (!hash) return
      const index = latest.current.hashIds.indexOf(hash)
      if (index < 0) return
      latest.current.select(index)
      if (scroll) root.current?.scrollIntoView({ block: 'start' })
    }
    open(false)
    const onHashChange = () => open(true)
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [root])
}

/**
 * The state of a block of tabs with hash ids: the selected tab (kept within the tabs there are), a setter,
 * and the ref for the block's root, which useHashTab scrolls into view when the hash opens a tab.
 */
export function useHashTabs(hashIds: readonly (string | undefined)[]) {
  const [selected, select] = useState(0)
  const root = useRef<HTMLElement>(null)
  useHashTab(hashIds, select, root)
  return { current: Math.min(selected, Math.max(0, hashIds.length - 1)), select, root }
}
