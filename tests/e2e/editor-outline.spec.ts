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
  // Issue 26 item 7.5: the canvas's own document has a title (axe's document-title), as its iframe has.
  await expect(page.locator('iframe.canvas-frame')).toHaveAttribute('title', 'Page preview')
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f !== page.mainFrame())
        ?.title(),
    )
    .toBe('Page preview')
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
  const rows = page.locator('[data-testid^="outline-item:"]')
  await page.getByRole('button', { name: 'Add Snippet' }).click()
  await page.getByRole('button', { name: 'Add Tabs' }).click()
  for (const slot of ['tabs/0/content', 'tabs/1/content'])
    await drag(
      page,
      page.getByTestId('palette-item:jlr-snippet'),
      page.locator(`[data-testid^="dropzone:"][data-testid$=":${slot}"]`),
    )
  // Seven more snippets after the first (each after the one added before it), so the tabs stay last and the
  // outline scrolls, its page drop zone pinned over the rows at its end.
  await rows.first().locator('.outline__select').click()
  for (let count = 5; count <= 11; count++) {
    await page.getByRole('button', { name: 'Add Snippet' }).click()
    await expect(rows).toHaveCount(count)
  }
  const topLevel = page.locator('.outline > .outline__list > .outline__item > .outline__row')
  await expect(topLevel).toHaveCount(9)
  const first = await topLevel.first().getAttribute('data-testid')
  // Held by its row and let go on the zone's upper edge, where the dragged row also covers the rows of the
  // tabs' blocks just above it.
  const zone = page.getByTestId('dropzone:root')
  await page.locator('.outline').evaluate((outline) => outline.scrollTo(0, 0))
  await expect(topLevel.first()).toBeInViewport()
  const from = (await topLevel.first().boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 })
  const to = (await zone.boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + 3, { steps: 12 })
  await expect(zone).toHaveClass(/dropzone--over/)
  await page.mouse.up()
  await expect(topLevel.last()).toHaveAttribute('data-testid', first!)
})

test('an entry form without a form is refused at publish, the gate follows the fix, then Preview and View live open the page', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const path = await openNewPage(page, 'Entry form gate')
  await expect(page.getByTestId('toolbar:view-live')).toBeDisabled()
  await page.getByRole('button', { name: 'Add Entry form', exact: true }).click()
  await expect(page.getByTestId('toolbar:save-state')).toHaveText('All changes saved', { timeout: 10_000 })
  await page.getByTestId('toolbar:publish').click()
  const gate = page.getByRole('alert', { name: 'Publishing refused' })
  const error = gate.getByRole('button', { name: /Entry form.*Form: is required: choose the form/ })
  await expect(error).toBeVisible()
  // The error leads to its field; naming a form there clears the gate as it is typed.
  await error.click()
  const formId = page.getByTestId('field:/form_id').locator('input')
  await expect(formId).toBeFocused()
  await formId.fill('test-drive')
  await expect(page.getByRole('status', { name: 'Publish check' })).toHaveText(/No errors left/)

  await expect(page.getByTestId('toolbar:save-state')).toHaveText('All changes saved', { timeout: 10_000 })
  const [preview] = await Promise.all([
    context.waitForEvent('page'),
    page.getByTestId('toolbar:preview').click(),
  ])
  await expect(preview).toHaveURL(new RegExp(`/disabled-preview${path}\\?site=lrdx$`))
  await expect(preview.locator('[data-block="entry-form"]')).toHaveCount(1)
  await preview.close()

  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Published \(version 1\)/)).toBeVisible()
  const live = page.getByTestId('toolbar:view-live')
  await expect(live).toHaveAttribute('href', new RegExp(`^http://localhost:\\d+${path}$`))
})
