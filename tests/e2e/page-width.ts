import type { Page } from '@playwright/test'

/** How wide the page's content is: more than the viewport means something widens the page sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth)
}
