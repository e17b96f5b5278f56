import { expect, test } from '@playwright/test'
import { openNewPage, publish } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'

// Page settings in the editor (issue 13 item 6): page meta set in the Page settings panel reaches the live
// page's head, and a redirect page made in the editor gets a target and answers with its status.
test.use({ bypassCSP: true, viewport: { width: 1280, height: 800 } })

test('page meta set in the panel is published into the live page’s head', async ({ page, context }) => {
  test.setTimeout(60_000)
  const path = await openNewPage(page, 'Settings meta')
  await page.getByTestId('panel:page-settings').click()
  const panel = page.getByRole('form', { name: 'Page settings' })
  await panel.getByLabel('Meta title').fill('Winter offers on Defender')
  await panel.getByLabel('Meta description').fill('Offers until the end of January')
  // The toolbar stays one line at 1280 px with the panel open.
  const toolbar = page.locator('header.toolbar')
  expect((await toolbar.boundingBox())!.height).toBeLessThan(60)
  await expectAccessible(page, '.field-panel-area')
  await publish(page)

  const visitor = await context.browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor).toHaveTitle(/Winter offers on Defender/)
  await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Offers until the end of January',
  )
  await visitor.close()
})

test('a redirect page made in the editor gets its target and answers 301', async ({ page }) => {
  test.setTimeout(60_000)
  const path = await openNewPage(page, 'Old offers', 'url_redirection')

  await page.getByTestId('panel:page-settings').click()
  const redirect = page.getByTestId('field:/redirect')
  await redirect.getByLabel('Redirect to').fill('/offers')
  await expect(redirect.getByLabel('HTTP status')).toHaveValue('301')
  await expectAccessible(page, '.field-panel-area')
  await publish(page)

  const response = await page.request.get(path, { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/offers')
})
