import { useEffect, useState, type RefObject } from 'react'
import { IMAGE_WIDTHS, imageUrl } from '../media/image-url.js'

/** Images fetched at once while preloading: enough to fill the connection, few enough to leave room. */
const PARALLEL = 4

/** The smallest width the media library serves that covers `pixels`, or its widest. */
export function widthFor(pixels: number): number {
  return IMAGE_WIDTHS.find((w) => w >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/**
 * Preloads media-library images in the background once the target nears the viewport, lowest resolution
 * first: every image at the first width, then every image at the next (`widths(target)` decides them from
 * the layout). Answers the widest width loaded so far per id, so a view can show the best copy it already
 * has and never waits on the network while the visitor turns it.
 */
export function useProgressiveImages(
  ids: readonly string[],
  target: RefObject<HTMLElement | null>,
  widths: (element: HTMLElement) => number[],
): Record<string, number> {
  const [loaded, setLoaded] = useState<Record<string, number>>({})
  const key = ids.join('\n')
  useEffect(() => {
    const el = target.current
    if (!el || !key || typeof window.Image === 'undefined') return
    const list = key.split('\n')
    let cancelled = false
    let observer: IntersectionObserver | undefined
    const run = () => {
      const queue = widths(el).flatMap((width) => list.map((id) => ({ id, width })))
      const next = (): void => {
        const job = queue.shift()
        if (!job || cancelled) return
        const img = new window.Image()
        const done = (ok: boolean) => {
          if (cancelled) return
          if (ok)
            setLoaded((prev) => ((prev[job.id] ?? 0) >= job.width ? prev : { ...prev, [job.id]: job.width }))
          next()
        }
        img.onload = () => done(true)
        img.onerror = () => done(false)
        img.src = imageUrl(job.id, job.width)
      }
      for (let i = 0; i < PARALLEL; i++) next()
    }
    if (typeof IntersectionObserver === 'undefined') run()
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer?.disconnect()
          run()
        },
        { rootMargin: '400px' },
      )
      observer.observe(el)
    }
    return () => {
      cancelled = true
      observer?.disconnect()
    }
    // `widths` is read once per list of images (not a dependency): a new function each render must not
    // restart the preload.
  }, [key, target])
  return loaded
}
