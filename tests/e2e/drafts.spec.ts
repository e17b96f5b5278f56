import { expect, test } from '@playwright/test'
import { openNewPage } from './editor-session.js'

// Never lose work (issue 13 items 1 and 2): a draft with an empty required heading is saved, survives
// leaving and coming back, and only publishing is refused, naming the block and the field; a save made
// offline waits, says so, and goes through when the network is back.

test('a draft with an empty required field is kept, refused at publish, and published once fixed', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const path = await openNewPage(page, 'Unfinished banner')
  const saveState = page.getByTestId('toolbar:save-state')

  await page.getByRole('button', { name: 'Add Hero title banner', exact: true }).click()
  const heading = page.getByTestId('field:/heading').locator('input')
  await heading.fill('')
  await expect(page.getByTestId('field:/heading')).toContainText('Heading is required')
  await expect(saveState).toHaveText('All changes saved')

  // Leave and come back: the draft is there as it was left, error and all.
  await page.reload()
  await page.locator('[data-testid^="outline-item:"]').first().getByRole('button').first().click()
  await expect(page.getByTestId('field:/heading').locator('input')).toHaveValue('')
  await expect(page.locator('[data-testid^="block-error:"]').first()).toBeVisible()
  await page.getByTestId('toolbar:publish').click()
  const gate = page.getByRole('alert', { name: 'Publishing refused' })
  // The block by its label and the field by its title (decision 031).
  await expect(gate).toContainText('Hero title banner › Heading: is required')

  // Offline: the change is kept, the toolbar says a retry is coming, and it is saved once back online.
  await context.setOffline(true)
  await page.getByTestId('field:/heading').locator('input').fill('Winter offers')
  await expect(saveState).toContainText('Not saved yet: retrying', { timeout: 10_000 })
  await context.setOffline(false)
  await expect(saveState).toHaveText('All changes saved', { timeout: 10_000 })

  await page.getByTestId('toolbar:publish').click()
  await expect(page.getByText(/Published/)).toBeVisible()
  const visitor = await context.browser()!.newPage()
  await visitor.goto(path)
  await expect(visitor.getByRole('heading', { name: 'Winter offers' })).toBeVisible()
  await visitor.close()
})
