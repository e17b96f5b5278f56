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

test('one click in the outline selects a block inside a closed tab and opens that tab', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNewPage(page, 'Closed tab select')
  const canvas = page.frameLocator('iframe')
  await page.getByRole('button', { name: 'Add Tabs' }).click()
  await drag(
    page,
    page.getByTestId('palette-item:jlr-snippet'),
    page.locator('[data-testid^="dropzone:"][data-testid$=":tabs/1/content"]'),
  )
  const snippet = page.locator('.outline__slot').nth(1).locator('[data-testid^="outline-item:"]')
  await expect(snippet).toHaveCount(1)
  // Select the tabs block and close the second tab in the canvas.
  await page.locator('[data-testid^="outline-item:"] .outline__select').first().click()
  await canvas.getByRole('tab', { name: 'Overview' }).click()
  await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true')
  await expect(canvas.locator('[data-block="jlr-snippet"]')).toBeHidden()

  await snippet.locator('.outline__select').click()
  await expect(snippet).toHaveAttribute('aria-current', 'true')
  await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
  await expect(canvas.locator('[data-block="jlr-snippet"]')).toBeInViewport()
  await expect(page.getByTestId('field:/heading')).toBeVisible()
})

test('"Drop into the page" moves a top-level block to the end when the last block is tabs with blocks inside', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openNewPage(page, 'Drop at end')
  await page.getByRole('button', { name: 'Add Snippet' }).click()
  await page.getByRole('button', { name: 'Add Tabs' }).click()
  for (const slot of ['tabs/0/content', 'tabs/1/content'])
    await drag(
      page,
      page.getByTestId('palette-item:jlr-snippet'),
      page.locator(`[data-testid^="dropzone:"][data-testid$=":${slot}"]`),
    )
  const topLevel = page.locator('.outline > .outline__list > .outline__item > .outline__row')
  await expect(topLevel).toHaveCount(2)
  const first = await topLevel.first().getAttribute('data-testid')
  await drag(page, topLevel.first(), page.getByTestId('dropzone:root'))
  await expect(topLevel.last()).toHaveAttribute('data-testid', first!)
})
