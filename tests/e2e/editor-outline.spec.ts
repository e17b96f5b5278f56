import { expect, test } from '@playwright/test'
import { drag } from './drag.js'
import { openNewPage } from './editor-session.js'

// Issue 26 item 7 in the browser: what an editor used to Storyblok found wrong in the outline, the library's
// Add and the editor's notices.

test('a refused change says why in a toast that never moves the editor', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNewPage(page, 'Refusal toast')
  await page.getByRole('button', { name: 'Add Content blocks row' }).click()
  await drag(
    page,
    page.getByTestId('palette-item:jlr-snippet'),
    page.locator('[data-testid^="dropzone:"][data-testid$=":blocks"]'),
  )
  const snippets = page.locator('[data-testid^="outline-item:"]')
  await expect(snippets).toHaveCount(2)
  const pane = page.getByTestId('canvas-pane')
  const before = (await pane.boundingBox())!
  // A row holds at most four blocks: the fourth duplicate is refused.
  for (let count = 3; count <= 5; count++) {
    await page.keyboard.press('Control+d')
    await expect(snippets).toHaveCount(count)
  }
  await page.keyboard.press('Control+d')
  await expect(page.getByText(/Not possible: .*at most 4/)).toBeVisible()
  await expect(snippets).toHaveCount(5)
  expect(await pane.boundingBox()).toEqual(before)
})
