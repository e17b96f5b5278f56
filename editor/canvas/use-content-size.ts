import { useLayoutEffect, useState, type RefObject } from 'react'

export interface ContentSize {
  width: number
  height: number
}

/**
 * The content-box size of an element, kept current as it resizes (window, panel handles, collapsed
 * panels). Zero until measured, and where the browser has no ResizeObserver (test DOMs).
 */
export function useContentSize(element: RefObject<HTMLElement | null>): ContentSize {
  const [size, setSize] = useState<ContentSize>({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const node = element.current
    if (!node || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.contentBoxSize?.[0]
      const width = box ? box.inlineSize : (entry?.contentRect.width ?? 0)
      const height = box ? box.blockSize : (entry?.contentRect.height ?? 0)
      setSize((previous) =>
        previous.width === width && previous.height === height ? previous : { width, height },
      )
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [element])
  return size
}
