import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { refuseCookies } from './refuse-cookies.js'

// Rent a car end to end (issue 14, 002 §2, §4, §8): a shopper books a car in the overlay (branches, dates
// with closed Sundays refused when typed and greyed out in the calendar, extras, contact, summary) and
// sends the enquiry; the lead arrives in the forms API with the summary in its hidden fields. Axe checks
// each step. The Arabic page runs the same journey right to left (the calendar's arrows swap).
test.use({ bypassCSP: true })

const pad = (n: number) => String(n).padStart(2, '0')
/** A local date `days` from today, moved forward to the given weekday (0 Sunday ... 6 Saturday). */
function dateAhead(days: number, weekday: number): Date {
  const date = new Date()
  date.setDate(date.getDate() + days)
  while (date.getDay() !== weekday) date.setDate(date.getDate() + 1)
  return date
}
const typed = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`

async function signIn(page: Page, user: string) {
  await page.fill('input[name=username]', user)
  await page.fill('input[name=password]', user)
  await page.click('button[type=submit]')
  await page.waitForLoadState('networkidle')
}

test('a shopper sends a rent-a-car enquiry and it arrives as a lead of the contact form', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const lastName = `Renter-${Date.now()}`
  const monday = dateAhead(7, 1)
  const thursday = new Date(monday)
  thursday.setDate(monday.getDate() + 3)
  const sunday = dateAhead(1, 0)

  await page.goto('/ownership/rent-a-car')
  await refuseCookies(page)
  // The cars' card opens the booking with that car chosen.
  await page
    .getByRole('button', { name: 'Book this car' })
    .and(page.locator('[aria-describedby$="vehicle-0"]'))
    .click()
  const dialog = page.getByRole('dialog', { name: 'Rent a Land Rover' })
  // As every modal of the site: focus on its first control, the close button.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(dialog.getByRole('heading', { name: 'Location and date' })).toBeVisible()
  await expect(dialog.getByText('Step 1 of 5')).toBeVisible()
  await expect(dialog.getByLabel(/^Vehicle/)).toHaveValue('defender-110')
  await expectAccessible(page, '.rent-a-car__modal')

  // Nothing chosen yet: each missing field is named, beside it and in the summary, and the first is focused.
  await dialog.getByRole('button', { name: 'Next' }).click()
  const pickup = dialog.getByLabel(/^Pick-up location/)
  await expect(pickup).toBeFocused()
  await expect(dialog.getByRole('alert')).toContainText('Pick-up location: This field is required')
  await expect(dialog.getByRole('alert')).toContainText('Pick-up date: This field is required')

  await pickup.selectOption({ label: 'Sydney, Artarmon showroom' })
  await dialog.getByLabel('Return the car to a different location').check()
  await dialog.getByLabel(/^Return location/).selectOption({ label: 'Parramatta, Church Street' })
  await expect(dialog.getByText(/The return location is \d+ km from the pick-up location\./)).toBeVisible()

  // A Sunday typed in is refused: the branches are closed (datepicker_disabled_days [0]).
  const pickupDate = dialog.getByRole('textbox', { name: /^Pick-up date/ })
  await pickupDate.fill(typed(sunday))
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(pickupDate).toHaveAttribute('aria-invalid', 'true')
  await expect(
    dialog.getByText('We are closed on that day. Please choose another date.').first(),
  ).toBeVisible()
  // Typed key by key: the field keeps focus as the overlay re-renders.
  await pickupDate.clear()
  await pickupDate.pressSequentially(typed(monday))
  await expect(pickupDate).toBeFocused()

  // The return date from the calendar, by keyboard: it opens on the pick-up date; three days on is Thursday.
  await dialog.getByRole('button', { name: 'Choose Return date from a calendar' }).click()
  const calendar = dialog.getByRole('dialog', { name: 'Calendar: Return date' })
  await expect(calendar).toBeVisible()
  await expect(calendar.locator(`[data-date]:focus`)).toHaveAttribute('data-date', iso(monday))
  // Unavailable in the grid: the days before the pick-up, and Sundays.
  const days = await calendar
    .locator('[data-date]')
    .evaluateAll((cells) => cells.map((d) => [d.getAttribute('data-date')!, d.getAttribute('aria-disabled')]))
  for (const [day, disabled] of days) {
    const sundayOrBefore = day! < iso(monday) || new Date(`${day}T00:00:00Z`).getUTCDay() === 0
    expect(disabled === 'true', day!).toBe(sundayOrBefore)
  }
  await expectAccessible(page, '.rent-a-car__modal')
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Enter')
  await expect(calendar).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: /^Return date/ })).toHaveValue(typed(thursday))
  // Escape on the calendar closes the calendar only.
  await dialog.getByRole('button', { name: 'Choose Pick-up date from a calendar' }).click()
  await page.keyboard.press('Escape')
  await expect(dialog.getByRole('dialog')).toHaveCount(0)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()

  // Extras: two baby seats and the Wi-Fi hotspot.
  await expect(dialog.getByRole('heading', { name: 'Extras' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Add one: Baby seat (0 to 12 months)' }).click()
  await dialog.getByRole('button', { name: 'Add one: Baby seat (0 to 12 months)' }).click()
  await expect(dialog.getByRole('spinbutton', { name: 'Baby seat (0 to 12 months)' })).toHaveValue('2')
  const wifi = dialog.getByRole('switch', { name: 'Portable Wi-Fi hotspot' })
  await wifi.click()
  await expect(wifi).toHaveAttribute('aria-checked', 'true')
  await expectAccessible(page, '.rent-a-car__modal')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('heading', { name: 'Insurance' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Next' }).click()

  // Contact: the rent-a-car-enquiry form's fields and rules.
  await expect(dialog.getByRole('heading', { name: 'Your details' })).toBeFocused()
  await dialog.getByLabel(/^First name/).fill('Rania')
  await dialog.getByLabel(/^Last name/).fill(lastName)
  await dialog.getByLabel(/^Email/).fill('rania@example.com')
  await dialog.getByLabel(/^Mobile number/).fill('+61 400 000 000')
  await dialog.getByRole('button', { name: 'Next' }).click()
  const consent = dialog.getByRole('checkbox', { name: /I agree to be contacted/ })
  await expect(consent).toHaveAttribute('aria-invalid', 'true')
  await consent.check()
  await expectAccessible(page, '.rent-a-car__modal')
  await dialog.getByRole('button', { name: 'Next' }).click()

  // Summary: the template filled in, the estimated total: 3 days x $290 + 2 x 3 x $15 + 3 x $12 = $996.
  await expect(dialog.getByRole('heading', { name: 'Summary' })).toBeFocused()
  const booking = dialog.locator('.rental-summary__text')
  await expect(booking).toContainText(`Pick-up: Sydney, Artarmon showroom, ${typed(monday)}`)
  await expect(booking).toContainText(`Return: Parramatta, Church Street, ${typed(thursday)}`)
  await expect(booking).toContainText('Vehicle: Defender 110 ($290 per day)')
  await expect(booking).toContainText('Extras: Baby seat (0 to 12 months) × 2, Portable Wi-Fi hotspot')
  await expect(dialog.locator('.rental-summary__total')).toContainText('$996')
  await expect(dialog.locator('.rental-summary__details')).toContainText(lastName)
  await expectAccessible(page, '.rent-a-car__modal')
  await dialog.getByRole('button', { name: 'Send inquiry' }).click()
  await expect(dialog.getByRole('heading', { name: 'Thank you!' })).toBeFocused()
  await expect(dialog.getByText('Your inquiry has been sent. We will contact you soon.')).toBeVisible()

  // The lead, read by an editor through the forms API.
  const admin = await context.newPage()
  await admin.goto('/admin')
  await signIn(admin, 'editor')
  const answer = await admin.request.get('/forms/rent-a-car-enquiry/leads?items=5')
  expect(answer.ok()).toBe(true)
  const leads = ((await answer.json()) as { data: { data: { attributes: Record<string, unknown> }[] } }).data
    .data
  const lead = leads.find((l) => l.attributes.last_name === lastName)
  expect(lead?.attributes).toMatchObject({
    first_name: 'Rania',
    email: 'rania@example.com',
    consent: true,
    pickup_location: 'Sydney, Artarmon showroom',
    pickup_date: typed(monday),
    dropoff_location: 'Parramatta, Church Street',
    dropoff_date: typed(thursday),
    vehicle: 'Defender 110',
    extras: 'Baby seat (0 to 12 months) × 2, Portable Wi-Fi hotspot',
    estimated_total: '$996',
    source_page: '/ownership/rent-a-car',
    brand: 'land_rover',
  })
  expect(String(lead?.attributes.rental_summary)).toContain('Rental length: 3 days')
  await admin.close()
})

test('the Arabic booking runs right to left: the calendar arrows follow the reading direction', async ({
  page,
}) => {
  const monday = dateAhead(7, 1)
  await page.goto('/ar/ownership/rent-a-car')
  await refuseCookies(page)
  await page.getByRole('button', { name: 'استأجر سيارة', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'استأجر سيارة لاند روفر' })
  await expect(dialog.getByRole('heading', { name: 'الموقع والتاريخ' })).toBeVisible()
  await dialog.getByRole('textbox', { name: /^تاريخ الاستلام/ }).fill(typed(monday))
  await dialog.getByRole('button', { name: 'اختر تاريخ الإرجاع من التقويم' }).click()
  const calendar = dialog.getByRole('dialog', { name: 'التقويم: تاريخ الإرجاع' })
  await expect(calendar.locator('[data-date]:focus')).toHaveAttribute('data-date', iso(monday))
  // Right to left, the left arrow moves to the next day.
  await page.keyboard.press('ArrowLeft')
  await expect(calendar.locator('[data-date]:focus')).toHaveAttribute('data-date', iso(addDays(monday, 1)))
  await expectAccessible(page, '.rent-a-car__modal')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('textbox', { name: /^تاريخ الإرجاع/ })).toHaveValue(typed(addDays(monday, 1)))
  await dialog.getByRole('button', { name: 'التالي' }).click()
  await expect(dialog.getByRole('alert')).toContainText('موقع الاستلام: هذا الحقل مطلوب')
})

function iso(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

function addDays(date: Date, days: number): Date {
  const next = new Date(date)
  next.setDate(date.getDate() + days)
  return next
}

test('a fleet card’s button opens the booking page with its car chosen in advance', async ({ page }) => {
  await page.goto('/ownership/rent-a-car')
  await refuseCookies(page)
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Range Rover Sport' }) })
    .getByRole('link', { name: 'Rent this car' })
    .click()
  await expect(page).toHaveURL(/\/ownership\/rent-a-car\?vehicle=range-rover-sport#rent$/)
  await page.getByRole('button', { name: 'Rent a car', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Rent a Land Rover' })
  await expect(dialog.getByLabel(/^Vehicle/)).toHaveValue('range-rover-sport')
})
