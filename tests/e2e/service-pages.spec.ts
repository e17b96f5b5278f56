import { expect, test } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { openNewPage } from './editor-session.js'
import { refuseCookies } from './refuse-cookies.js'
import { sweepPages } from './sweep-pages.js'

// The service pages of issue 14 (rent a car with its fleet; software updates with the MENA entry form) on
// both sites, in English and Arabic: no console errors or failed requests, nothing wider than the screen at
// 1280 and 375 px, no serious axe violation; screenshots in test-results/screenshots. Then a shopper finds
// the updates of their vehicle and opens one.
test.use({ bypassCSP: true })

const PAGES = [
  ['lrdx-rent-a-car', 'localhost', '/ownership/rent-a-car'],
  ['lrdx-rent-a-car-ar', 'localhost', '/ar/ownership/rent-a-car'],
  ['jdx-rent-a-car', 'jaguar.localhost', '/ownership/rent-a-car'],
  ['jdx-rent-a-car-ar', 'jaguar.localhost', '/ar/ownership/rent-a-car'],
  ['lrdx-software-updates', 'localhost', '/ownership/software-updates'],
  ['lrdx-software-updates-ar', 'localhost', '/ar/ownership/software-updates'],
  ['jdx-software-updates', 'jaguar.localhost', '/ownership/software-updates'],
  ['jdx-software-updates-ar', 'jaguar.localhost', '/ar/ownership/software-updates'],
] as const

// A first touch of each island: rent a car and car rent load on interaction.
sweepPages(PAGES, { hoverIslands: true })

test('a shopper finds the updates of their vehicle and opens one; its button books it in the form below', async ({
  page,
}) => {
  await page.goto('/ownership/software-updates')
  await refuseCookies(page)
  const year = page.getByLabel('Model year')
  await expect(year).toBeDisabled()
  await page.getByLabel('Model', { exact: true }).selectOption({ label: 'Defender' })
  await year.selectOption('2021')
  await expect(page.getByText('2 updates available for your Defender 2021')).toBeVisible()
  await page.getByRole('button', { name: '12 V battery management' }).click()
  const dialog = page.getByRole('dialog', { name: '12 V battery management update' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page, '.vehicle-updates__modal')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: '12 V battery management' })).toBeFocused()

  // Another year, other updates.
  await year.selectOption('2022')
  await expect(page.getByRole('button', { name: '12 V battery management' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Pivi Pro software 22.4' }).click()
  await page.getByRole('link', { name: 'Book this update' }).click()
  await expect(page).toHaveURL(/\?update=pivi-pro-22#book$/)
  const form = page.getByTestId('lead-form:update-appointment')
  await expect(form).toBeVisible()
  await expect(form.locator('input[name="update"]')).toHaveValue('pivi-pro-22')
})

test('an editor adds the four service blocks to a page; the canvas shows each from its defaults', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openNewPage(page, 'Service blocks')
  const canvas = page.frameLocator('iframe')
  for (const [name, template] of [
    ['Rent a car', 'rent-a-car'],
    ['Car rent', 'car-rent'],
    ['Select vehicle to update', 'jlr-select-vehicle-to-update'],
    ['Expanded entry form (MENA)', 'jlr-expanded-entry-form-mena'],
  ]) {
    await page
      .getByRole('button', { name: `Add ${name}` })
      .first()
      .click()
    await expect(canvas.locator(`[data-block="${template}"]`)).toHaveCount(1)
  }
  // A new rent-a-car block opens its overlay in the canvas too (its steps from the defaults). Interactive
  // blocks run in the canvas: the first click selects the block, the second uses its button (decision 035).
  const open = canvas.getByRole('button', { name: 'Rent a car' })
  await open.click()
  await expect(page.getByRole('heading', { name: 'Rent a car', level: 2 })).toBeVisible()
  await open.click()
  await expect(canvas.getByRole('heading', { name: 'Location and date' })).toBeVisible()
  await expect(canvas.locator('.block-error')).toHaveCount(0)
})
