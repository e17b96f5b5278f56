import type { Page } from '@playwright/test'

/**
 * Rests the pointer outside the window before a test of what a page loads before an interaction.
 * Playwright's pointer starts at the window's top left corner, over the header's navigation, and a new page
 * keeps it there: a page laid out under it gets a pointerover, which loads the navigation (and React) when
 * its island is listening by then, a race with the page's load and not a shopper's intent. The position is
 * set on a page without islands and carries over to the site's next document.
 */
export async function pointerAway(page: Page): Promise<void> {
  await page.goto('/healthz')
  await page.mouse.move(-20, -20)
}
