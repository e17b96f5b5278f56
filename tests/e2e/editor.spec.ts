import { expect, test, type Locator, type Page } from '@playwright/test'

// The editor as an editor uses it (issue 4): sign in through the development provider's real form, create
// a page, drag three templates in (nested three levels deep), edit fields including rich text, hit an
// invalid value and see the badge and the refused publish, fix it, undo and redo, publish, see the page.

async function signIn(page: Page, user: string, path = '/cms') {
  await page.goto(path)
  await page.fill('input[name=username]', user)
  await page.fill('input[name=password]', user)
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
}

/** A pointer drag dnd-kit recognises: press, move past its activation distance, move over the target, drop. */
async function drag(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded()
  const from = (await source.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 })
  await target.scrollIntoViewIfNeeded()
  const to = (await target.boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
  await page.mouse.up()
}

test('an editor builds a nested page, is stopped by an invalid value, fixes it and publishes', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const path = `/e2e-${Date.now()}`
  await signIn(page, 'editor')

  const form = page.getByRole('form', { name: 'New page' })
  await form.getByLabel('Site').fill('lrdx')
  await form.getByLabel('Locale').fill('en')
  await form.getByLabel('Path').fill(path)
  await form.getByLabel('Title').fill('Winter service offers')
  await form.getByRole('button', { name: 'Create and open' }).click()
  await expect(page).toHaveURL(/\/cms\/pages\//)

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

test('a signed-in user without a role ends at the no-permission page', async ({ page }) => {
  await signIn(page, 'viewer')
  await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions/)
})
