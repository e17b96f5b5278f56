import { expect, test, type Locator, type Page } from '@playwright/test'
import { drag } from './drag.js'
import { openNewPage, signIn } from './editor-session.js'

// The editor as an editor uses it (issue 4): sign in through the development provider's real form, create
// a page, drag three templates in (nested three levels deep), edit fields including rich text, hit an
// invalid value and see the badge and the refused publish, fix it, undo and redo, publish, see the page.

test('an editor builds a nested page, is stopped by an invalid value, fixes it and publishes', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const path = await openNewPage(page, 'Winter service offers')

  // Three levels through slots: tabs > content row > snippet, each by drag and drop.
  await drag(page, page.getByTestId('palette-item:jlr-tabs'), page.getByTestId('dropzone:root'))
  const tabsZone = page.locator('[data-testid^="dropzone:"][data-testid$=":tabs/0/content"]')
  await expect(tabsZone).toHaveCount(1)
  await drag(page, page.getByTestId('palette-item:jlr-content-blocks'), tabsZone)
  const rowZone = page.locator('[data-testid^="dropzone:"][data-testid$=":blocks"]')
  await expect(rowZone).toHaveCount(1)
  await drag(page, page.getByTestId('palette-item:jlr-snippet'), rowZone)
  await expect(page.locator('[data-testid^="outline-item:"]')).toHaveCount(3)

  // The snippet was selected when it was dropped: edit its heading and its rich text.
  const heading = page.getByTestId('field:/heading').locator('input')
  await heading.fill('Service from $299')
  const paragraph = page.getByTestId('field:/paragraph').locator('[contenteditable="true"]')
  await paragraph.click()
  await page.keyboard.type('Includes a health check.')
  await expect(page.frameLocator('iframe').getByText('Service from $299')).toBeVisible()

  // An invalid value: the field, the badge, and a refused publish listing the error.
  await heading.fill('x'.repeat(301))
  await expect(page.getByTestId('field:/heading')).toContainText('too long')
  await expect(page.locator('[data-testid^="block-error:"]').first()).toBeVisible()
  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Not published: fix 1 error/)).toBeVisible()

  // Fix it; undo brings the invalid value back, redo the fix.
  await heading.fill('Service from $299')
  await expect(page.locator('[data-testid^="block-error:"]')).toHaveCount(0)
  await page.getByTestId('toolbar:undo').click()
  await expect(heading).toHaveValue('x'.repeat(301))
  await page.getByTestId('toolbar:redo').click()
  await expect(heading).toHaveValue('Service from $299')

  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Published/)).toBeVisible()

  const visitor = await context.browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor.getByText('Service from $299')).toBeVisible()
  await expect(visitor.getByText('Includes a health check.')).toBeAttached()
  // Nested three levels: the snippet sits in the row, which sits in the tabs.
  await expect(
    visitor.locator('[data-block="jlr-tabs"] [data-block="jlr-content-blocks"] [data-block="jlr-snippet"]'),
  ).toHaveCount(1)
  await visitor.close()
})

/** A pointer drag from `source` to a point of the editor's window (dnd-kit's activation, then steps). */
async function dragToPoint(page: Page, source: Locator, to: { x: number; y: number }) {
  await source.scrollIntoViewIfNeeded()
  const from = (await source.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 })
  await page.mouse.move(to.x, to.y, { steps: 12 })
}

/** The block id of a block in the canvas (its `canvas-block:<id>` test id). */
async function canvasBlockId(block: Locator): Promise<string> {
  return ((await block.getAttribute('data-testid')) ?? '').replace('canvas-block:', '')
}

/** The canvas's drop target for a slot (`tabs/1/content`) of any block, shown during a drag. */
function slotTarget(page: Page, slot: string): Locator {
  return page.locator(`[data-testid^="canvas-dropzone:"][data-testid$=":${slot}"]`)
}

/** A point of a canvas element (inside the iframe) in the editor window: `fy` of its height from its top. */
async function canvasPoint(element: Locator, fy: number) {
  await element.scrollIntoViewIfNeeded()
  const box = (await element.boundingBox())!
  return { x: box.x + box.width / 2, y: box.y + box.height * fy }
}

test('blocks are dragged from the library into the canvas and moved around in it', async ({ page }) => {
  test.setTimeout(90_000)
  await openNewPage(page, 'Canvas drops')
  const canvas = page.frameLocator('iframe')
  const blocks = canvas.locator('[data-testid^="canvas-block:"]')
  const outlineOrder = () => page.locator('[data-testid^="outline-item:"] .outline__name').allTextContents()

  // Library into the empty canvas: the page takes it.
  await dragToPoint(
    page,
    page.getByTestId('palette-item:jlr-snippet'),
    await canvasPoint(canvas.locator('.canvas-page'), 0.5),
  )
  await expect(page.getByTestId('canvas-dropzone:root')).toHaveAttribute('data-drop-state', 'allowed')
  await expect(page.getByTestId('canvas-dropzone:root')).toHaveClass(/canvas-drop--over/)
  await page.mouse.up()
  await expect(blocks).toHaveCount(1)
  const snippet = canvas.locator('[data-block="jlr-snippet"]')
  const snippetId = await canvasBlockId(snippet)

  // Onto the lower half of the snippet: after it; onto its upper half: before it.
  await dragToPoint(
    page,
    page.getByTestId('palette-item:jlr-content-blocks'),
    await canvasPoint(snippet, 0.8),
  )
  await expect(page.getByTestId(`canvas-drop:${snippetId}:after`)).toHaveClass(/canvas-drop--over/)
  await page.mouse.up()
  await expect(blocks).toHaveCount(2)
  await dragToPoint(page, page.getByTestId('palette-item:jlr-html-block'), await canvasPoint(snippet, 0.2))
  await expect(page.getByTestId(`canvas-drop:${snippetId}:before`)).toHaveClass(/canvas-drop--over/)
  await page.mouse.up()
  await expect(blocks).toHaveCount(3)
  await expect.poll(outlineOrder).toEqual(['HTML block', 'Snippet', 'Content blocks row'])

  // A hero is not allowed in the content row's slot: the target says why, and the drop is refused.
  const rowSlot = canvas.locator('[data-block="jlr-content-blocks"] .slot')
  await dragToPoint(
    page,
    page.getByTestId('palette-item:jlr-hero-title-banner'),
    await canvasPoint(rowSlot, 0.5),
  )
  await expect(page.locator('.canvas-drop__reason')).toContainText(/not allowed/)
  await page.mouse.up()
  await expect(blocks).toHaveCount(3)

  // Reorder in the canvas: select the row there and drag its handle above the HTML block.
  const row = canvas.locator('[data-block="jlr-content-blocks"]')
  await row.click({ position: { x: 5, y: 5 } })
  const rowId = await canvasBlockId(row)
  const htmlBlock = canvas.locator('[data-block="jlr-html-block"]')
  await dragToPoint(page, page.getByTestId(`canvas-handle:${rowId}`), await canvasPoint(htmlBlock, 0.2))
  await expect(page.getByTestId(`canvas-drop:${await canvasBlockId(htmlBlock)}:before`)).toHaveClass(
    /canvas-drop--over/,
  )
  await page.mouse.up()
  await expect.poll(outlineOrder).toEqual(['Content blocks row', 'HTML block', 'Snippet'])

  // Between lists: the snippet into the row's (empty) slot.
  await snippet.click()
  await dragToPoint(page, page.getByTestId(`canvas-handle:${snippetId}`), await canvasPoint(rowSlot, 0.5))
  await expect(page.getByTestId(`canvas-dropzone:${rowId}:blocks`)).toHaveClass(/canvas-drop--over/)
  await page.mouse.up()
  await expect(canvas.locator('[data-block="jlr-content-blocks"] [data-block="jlr-snippet"]')).toHaveCount(1)
})

test('tabs: a drop into the second tab in the canvas, and the tabs sorted by drag up to their maximum', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openNewPage(page, 'Tabs')
  const canvas = page.frameLocator('iframe')
  await page.getByRole('button', { name: 'Add Tabs' }).click()

  // The second tab is closed; the editor opens it in the canvas and drops a snippet into it there.
  await canvas.getByRole('tab', { name: 'Specifications' }).click()
  await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveAttribute('aria-selected', 'true')
  const openPanel = canvas.locator('[role="tabpanel"]:not([hidden]) .slot')
  await dragToPoint(page, page.getByTestId('palette-item:jlr-snippet'), await canvasPoint(openPanel, 0.5))
  // Dropped only once dnd-kit has measured the opened tab's slot and found it under the pointer.
  await expect(slotTarget(page, 'tabs/1/content')).toHaveClass(/canvas-drop--over/)
  await page.mouse.up()
  await expect(page.locator('[data-testid^="dropzone:"][data-testid$=":tabs/1/content"]')).toHaveCount(1)
  const secondTab = page.locator('.outline__slot').nth(1)
  await expect(secondTab.locator('[data-testid^="outline-item:"]')).toHaveCount(1)
  // During a drag, resting on the closed first tab opens it, and its slot takes the drop.
  const overviewTab = canvas.getByRole('tab', { name: 'Overview' })
  await dragToPoint(
    page,
    page.getByTestId('palette-item:jlr-html-block'),
    await canvasPoint(overviewTab, 0.5),
  )
  await expect(overviewTab).toHaveAttribute('aria-selected', 'true')
  await page.mouse.move(...(Object.values(await canvasPoint(openPanel, 0.5)) as [number, number]), {
    steps: 6,
  })
  await expect(slotTarget(page, 'tabs/0/content')).toHaveClass(/canvas-drop--over/)
  await page.mouse.up()
  const firstTab = page.locator('.outline__slot').first()
  await expect(firstTab.locator('[data-testid^="outline-item:"]')).toHaveCount(1)

  // Choosing the snippet in the outline later shows it even while the first tab is open in the canvas.
  await expect(canvas.locator('[data-block="jlr-snippet"]')).toBeHidden()
  await secondTab.locator('.outline__select').click()
  await expect(canvas.locator('[data-block="jlr-snippet"]')).toBeVisible()

  // The tabs' own list: drag the second item above the first.
  await page.locator('[data-testid^="outline-item:"] .outline__select').first().click()
  const items = page.getByTestId('field:/tabs').locator('.field-item-title')
  await expect(items).toHaveText(['1. Overview', '2. Specifications'])
  const handle = page.getByTestId('group-handle:/tabs/1')
  const first = page.getByTestId('field:/tabs').locator('.field-item').first()
  await handle.scrollIntoViewIfNeeded()
  const from = (await handle.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 10, from.y - 10, { steps: 4 })
  const to = (await first.boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + 10, { steps: 10 })
  await expect(first).toHaveClass(/field-item--drop-above/)
  await page.mouse.up()
  await expect(items).toHaveText(['1. Specifications', '2. Overview'])
  await expect(canvas.getByRole('tab')).toHaveText(['Specifications', 'Overview'])

  // Adding stops at the schema's maximum of 10 tabs: the button is disabled and says why.
  const add = page.getByRole('button', { name: 'Add to Tabs' })
  // One at a time: each new tab pushes the button down, and a click aimed before that lands on the new tab.
  for (let count = 3; count <= 10; count++) {
    await add.click()
    await expect(items).toHaveCount(count)
  }
  await expect(add).toBeDisabled()
  await expect(page.getByTestId('field:/tabs')).toContainText('holds at most 10 items')
})

test('a signed-in user without a role ends at the no-permission page', async ({ page }) => {
  await signIn(page, 'viewer')
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/)
})
