import type { Page } from '@playwright/test'

/**
 * How many square pixels of the first elements matching `a` and `b` overlap on screen: 0 when either is
 * missing or not visible (hidden, or fully transparent), or when they do not meet.
 */
export async function overlapArea(page: Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    ([first, second]) => {
      const box = (selector: string) => {
        const el = document.querySelector(selector)
        if (!el || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null
        return el.getBoundingClientRect()
      }
      const [p, q] = [box(first as string), box(second as string)]
      if (!p || !q) return 0
      const w = Math.min(p.right, q.right) - Math.max(p.left, q.left)
      const h = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top)
      return w > 0 && h > 0 ? w * h : 0
    },
    [a, b],
  )
}
