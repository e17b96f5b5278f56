import { mkdirSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'

// The Recalls, News and Dealers screens on the design system (editor/ui): their forms in panels, empty lists
// and refusals in its own words, and every delete asked first in a dialog (never the browser's confirm), at
// desktop and phone widths.
test.use({ bypassCSP: true })

const SHOTS = 'test-results/screenshots'

/** A full-page screenshot at 1280 px and at 375 px, in that order; the page is left at 1280 px. */
async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Fails the test on a browser dialog: these screens ask in their own. */
function refuseBrowserDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss()
    throw new Error(`a browser dialog opened: ${dialog.message()}`)
  })
}

test('Recalls: add a VIN in a panel, remove it after a confirmation, and an empty search says so', async ({
  page,
}) => {
  refuseBrowserDialogs(page)
  await signIn(page, 'editor', '/admin/recalls')
  await expect(page.getByRole('table', { name: 'Recalls' })).toContainText('SALGA2AE8LA600001')
  await expectAccessible(page)
  await shots(page, 'admin-recalls')

  await page.getByRole('button', { name: 'Add a VIN' }).click()
  const form = page.getByRole('form', { name: 'New recall' })
  await expect(page.getByRole('region', { name: 'New recall' })).toBeVisible()
  await form.getByRole('textbox', { name: 'VIN' }).fill('SALGA2AE8LA677777')
  await form.getByRole('textbox', { name: 'Note' }).fill('Dealer stock, checked in June.')
  await expectAccessible(page)
  await shots(page, 'admin-recalls-form')
  await form.getByRole('button', { name: 'Save recall' }).click()
  await expect(page.getByTestId('toasts')).toHaveText('SALGA2AE8LA677777 saved')

  const row = page.getByTestId('row:SALGA2AE8LA677777')
  await row.getByRole('button', { name: 'Delete SALGA2AE8LA677777' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remove SALGA2AE8LA677777 from the recall table?' })
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(row).toBeVisible()
  await row.getByRole('button', { name: 'Delete SALGA2AE8LA677777' }).click()
  await confirm.getByRole('button', { name: 'Remove VIN' }).click()
  await expect(page.getByTestId('toasts')).toContainText('SALGA2AE8LA677777 removed')
  await expect(row).toHaveCount(0)

  await page.getByRole('searchbox', { name: 'Search' }).fill('NO-SUCH-CAMPAIGN')
  await expect(page.getByText('No VIN or campaign matches this search.')).toBeVisible()
  await page.getByRole('button', { name: 'Import VINs' }).click()
  const importing = page.getByRole('form', { name: 'Import VINs' })
  await importing.getByRole('textbox', { name: 'VINs (0)' }).fill('SALGA2AE8LA6000X1\nNOT-A-VIN')
  await importing.getByRole('button', { name: 'Import 2 VINs' }).click()
  await expect(importing.getByRole('alert')).toBeVisible()
  await expectAccessible(page)
})

test('News: write a draft in the panel, then delete it after a confirmation', async ({ page }) => {
  refuseBrowserDialogs(page)
  await signIn(page, 'editor', '/admin/news')
  await expect(page.getByRole('table', { name: 'News entries' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'admin-news')

  const title = `Workshop closed for stocktake ${Date.now().toString(36)}`
  await page.getByRole('button', { name: 'New entry' }).click()
  const entry = page.getByRole('form', { name: 'New news entry' })
  await entry.getByRole('textbox', { name: 'Title' }).fill(title)
  await expect(entry.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
    /Shown as \?article=workshop-closed-for-stocktake-/,
  )
  await expect(entry.getByRole('textbox', { name: 'Country' })).toHaveAccessibleDescription(/ISO code/)
  await expectAccessible(page)
  await shots(page, 'admin-news-form')
  await entry.getByRole('button', { name: 'Save entry' }).click()
  await expect(page.getByTestId('toasts')).toContainText(`“${title}” saved (draft)`)

  await page.getByRole('searchbox', { name: 'Search' }).fill(title)
  const row = page.getByRole('row').filter({ hasText: title })
  await expect(row.getByText('Draft', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: `Delete ${title}` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete the news entry “${title}”?` })
  await expectAccessible(page)
  await confirm.getByRole('button', { name: 'Delete entry' }).click()
  await expect(page.getByTestId('toasts')).toContainText(`“${title}” deleted`)
  await expect(page.getByText('No entry matches these filters.')).toBeVisible()
})

test('Dealers: the list and the form with its problems; a retailer with vehicles is not deleted', async ({
  page,
}) => {
  refuseBrowserDialogs(page)
  await signIn(page, 'admin', '/admin/dealers')
  await expect(page.getByRole('table', { name: 'Retailers' })).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'admin-dealers')

  // The stock names its vehicles' owner by the retailer's code: the server refuses, the dialog says why.
  await page.getByRole('searchbox', { name: 'Name, code or suburb' }).fill('Heritage Artarmon')
  await page.getByRole('button', { name: 'Find' }).click()
  await page.getByRole('button', { name: 'Delete Heritage Artarmon Jaguar Land Rover' }).click()
  const confirm = page.getByRole('dialog', {
    name: 'Delete the retailer “Heritage Artarmon Jaguar Land Rover”?',
  })
  await confirm.getByRole('button', { name: 'Delete retailer' }).click()
  await expect(confirm.getByRole('alert')).toContainText('The retailer owns')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('row').filter({ hasText: 'Heritage Artarmon' })).toBeVisible()

  await page.getByRole('link', { name: 'New retailer' }).click()
  const form = page.getByRole('form', { name: 'New retailer' })
  await form.getByRole('button', { name: 'Add contact' }).click()
  await form.getByRole('button', { name: 'Create retailer' }).click()
  const name = form.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription(/./)
  await expect(form.getByRole('textbox', { name: 'Dealer code', exact: true })).toHaveAccessibleDescription(
    /Letters, digits/,
  )
  // The list of problems links to each field's message.
  const problems = page.getByRole('alert').filter({ hasText: 'fields need attention' })
  const first = problems.getByRole('link').first()
  const target = (await first.getAttribute('href'))!.slice(1)
  await expect(page.locator(`[id="${target}"]`)).toBeVisible()
  await expectAccessible(page)
  await shots(page, 'admin-dealer-form')
})
