import { expect, test, type Locator, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { refuseCookies } from './refuse-cookies.js'
import { siteUrl } from './site-url.js'

// The two quizzes (002 §2-§5, §9; docs/decisions/039): a shopper completes each, one with the keyboard only;
// the rules pick the result, the data layer hears every step, and axe finds nothing serious on any view.
test.use({ bypassCSP: true })

/** The quiz events pushed to the data layer so far. */
function quizEvents(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (event) => event.event_category === 'quiz',
    ),
  )
}

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function open(page: Page, host: string, path: string): Promise<Locator> {
  await page.goto(siteUrl(host, path))
  await page.waitForLoadState('networkidle')
  // The banner asks once per site: a second page of the same site has the answer.
  if (await page.locator('.cookie-banner:not([hidden])').count()) await refuseCookies(page)
  return page.locator('section.quiz')
}

test('a shopper finds their powertrain with the keyboard only', async ({ page }) => {
  test.setTimeout(60_000)
  const quiz = await open(page, 'localhost', '/fuel-quiz')
  // The server's markup shows the introduction; React loads on the first key or pointer on the quiz.
  await expect(quiz.getByRole('heading', { name: 'Petrol, diesel, hybrid or electric?' })).toBeVisible()
  await expectAccessible(page, 'section.quiz')
  await tabTo(page, quiz.getByRole('button', { name: 'Start the quiz' }))
  await page.keyboard.press('Enter')

  const question = (name: string) => quiz.getByRole('group', { name })
  const next = quiz.locator('.quiz__next:visible')

  // Question 1: focus moves to the question; Next without an answer says why and stays.
  const q1 = question('How far do you drive in a year?')
  await expect(q1.getByRole('heading')).toBeFocused()
  await expect(quiz.getByText('Question 1 of 5')).toBeVisible()
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await expect(q1.getByRole('alert')).toHaveText('Choose an answer to continue.')
  await expectAccessible(page, 'section.quiz')
  // Shift+Tab back to the radios (one stop, entered at the last one while none is chosen); arrows choose.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(q1.getByRole('radio', { name: 'Over 24,000 km' })).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(q1.getByRole('radio', { name: '11,000 to 24,000 km' })).toBeChecked()
  await expect(q1.getByRole('alert')).toHaveCount(0)
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  // Question 2: 48 to 160 km.
  const q2 = question('How long is your typical journey?')
  await expect(q2.getByRole('heading')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(q2.getByRole('radio', { name: '48 to 160 km' })).toBeChecked()
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  // Question 3 takes several answers: country roads and motorways, with Space.
  const q3 = question('Where do you usually drive?')
  await expect(q3.getByRole('heading')).toBeFocused()
  await expect(q3.getByText('Select all that apply')).toBeVisible()
  await tabTo(page, q3.getByRole('checkbox', { name: 'On country roads' }))
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(q3.getByRole('checkbox', { checked: true })).toHaveCount(2)
  await expectAccessible(page, 'section.quiz')
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  // Question 4: yes, once a month or more. Previous returns to question 3 with its answers kept.
  const q4 = question('Do you make very long journeys?')
  await expect(q4.getByRole('heading')).toBeFocused()
  await tabTo(page, quiz.locator('.quiz__previous:visible'))
  await page.keyboard.press('Enter')
  await expect(q3.getByRole('heading')).toBeFocused()
  await expect(q3.getByRole('checkbox', { checked: true })).toHaveCount(2)
  await tabTo(page, next)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(q4.getByRole('radio', { name: 'Yes, once a month or more' })).toBeChecked()
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  // Question 5: charging at home; its Next says "See my result".
  const q5 = question('Can you charge at home or at work?')
  await expect(q5.getByRole('heading')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Space')
  await expect(next).toHaveText('See my result')
  await tabTo(page, next)
  await page.keyboard.press('Enter')

  // The most points: plug-in hybrid (11 against diesel 8, petrol 5, electric 4).
  const result = quiz.getByRole('heading', { name: 'A plug-in hybrid suits you best' })
  await expect(result).toBeFocused()
  await expect(quiz.getByRole('link', { name: 'See plug-in hybrid Land Rovers' })).toHaveAttribute(
    'href',
    '/stock?engine_type_includes=phev',
  )
  await expect(
    quiz.locator('.fuel-result:visible').getByText('Southern Cross Land Rover', { exact: true }),
  ).toBeVisible()
  await expect(quiz.getByRole('heading', { name: 'Diesel suits you best' })).toBeHidden()
  await expectAccessible(page, 'section.quiz')

  const events = await quizEvents(page)
  expect(events.map((event) => event.event)).toEqual([
    'quiz_start',
    'quiz_answer',
    'quiz_answer',
    'quiz_answer',
    'quiz_answer',
    'quiz_answer',
    'quiz_answer',
    'quiz_result',
  ])
  expect(events[3]).toMatchObject({ step: 3, answers: ['country', 'motorway'] })
  expect(events.at(-1)).toMatchObject({
    quiz_name: 'jlr-diesel-petrol-quiz',
    quiz_id: 'fuel-quiz',
    result: 'phev',
    points: { petrol: 5, diesel: 8, phev: 11, bev: 4 },
    answers: [['11000-24000'], ['48-160'], ['country', 'motorway'], ['long-yes'], ['charge-home']],
  })

  // Start again returns to the introduction with no answer kept.
  await tabTo(page, quiz.getByRole('button', { name: 'Start again' }), 60)
  await page.keyboard.press('Enter')
  await expect(quiz.getByRole('heading', { name: 'Petrol, diesel, hybrid or electric?' })).toBeFocused()
  expect((await quizEvents(page)).at(-1)).toMatchObject({ event: 'quiz_restart' })
  await quiz.getByRole('button', { name: 'Start the quiz' }).click()
  await expect(q1.getByRole('radio', { checked: true })).toHaveCount(0)
})

test('a shopper finds a subscription, changes an answer from the summary and follows a product', async ({
  page,
}) => {
  const quiz = await open(page, 'localhost', '/subscription')
  await quiz.getByRole('button', { name: 'Get started' }).click()
  await expect(quiz.getByText('Step 1 of 3')).toBeVisible()
  await quiz.getByRole('radio', { name: 'Everyday driving' }).check()
  await quiz.getByRole('button', { name: 'Next' }).click()
  await quiz.getByRole('radio', { name: '12 to 24 months' }).check()
  await quiz.getByRole('button', { name: 'Next' }).click()
  await quiz.getByRole('radio', { name: 'Below 20,000 km' }).check()
  await quiz.getByRole('button', { name: 'See my subscription' }).click()

  await expect(quiz.getByRole('heading', { name: 'Your subscription' })).toBeFocused()
  const main = quiz.locator('.subscription-result__panel--main .quiz-product:visible')
  const alternative = quiz.locator('.subscription-result__panel--alternative .quiz-product:visible')
  await expect(main.locator('.quiz-product__name')).toHaveText('Classic')
  await expect(main.getByText('Our recommendation')).toBeVisible()
  await expect(alternative.locator('.quiz-product__name')).toHaveText('Flex')
  await expect(quiz.getByRole('definition').filter({ hasText: '12 to 24 months' })).toBeVisible()
  await expectAccessible(page, 'section.quiz')

  // Change the mileage from the summary: Next goes straight back to the result.
  await quiz.getByRole('button', { name: 'Change Mileage' }).click()
  await expect(quiz.getByRole('heading', { name: 'How far will you drive in a year?' })).toBeFocused()
  await quiz.getByRole('radio', { name: 'Above 20,000 km' }).check()
  await quiz.getByRole('button', { name: 'See my subscription' }).click()
  await expect(main.locator('.quiz-product__name')).toHaveText('Distance')
  await expect(alternative.locator('.quiz-product__name')).toHaveText('Business')

  // A followed link is reported with its product (the navigation itself is not needed here).
  await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
  await main.getByRole('link', { name: 'Enquire now' }).click()
  const events = await quizEvents(page)
  expect(events.filter((event) => event.event === 'quiz_result')).toEqual([
    expect.objectContaining({ main_product: 'classic', alternative_product: 'flex' }),
    expect.objectContaining({ main_product: 'distance', alternative_product: 'business' }),
  ])
  expect(events.at(-1)).toMatchObject({
    event: 'quiz_result_click',
    quiz_name: 'jlr-subscription-quiz',
    product: 'distance',
    link_url: '/contact-us',
    link_label: 'Enquire now',
  })
})

for (const width of [1280, 375])
  test(`the quizzes in Arabic, right to left, and on the Jaguar site (screenshots at ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: 900 })
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    // Each view fits the width (nothing widens the page sideways), then its screenshot.
    const shot = async (name: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true })
    }

    let quiz = await open(page, 'localhost', '/ar/subscription')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await shot('quiz-subscription-ar-welcome')
    await quiz.getByRole('button', { name: 'ابدأ' }).click()
    await expect(quiz.getByText('الخطوة 1 من 3')).toBeVisible()
    await quiz.getByRole('radio', { name: 'الأعمال' }).check()
    await quiz.getByRole('button', { name: 'التالي' }).click()
    await quiz.getByRole('radio', { name: 'من 24 إلى 60 شهرًا' }).check()
    await quiz.getByRole('button', { name: 'التالي' }).click()
    await shot('quiz-subscription-ar-step')
    await quiz.getByRole('radio', { name: 'أكثر من 20,000 كم' }).check()
    await quiz.getByRole('button', { name: 'اعرض اشتراكي' }).click()
    await expect(
      quiz.locator('.subscription-result__panel--main .quiz-product:visible .quiz-product__name'),
    ).toHaveText('أعمال')
    await expectAccessible(page, 'section.quiz')
    await shot('quiz-subscription-ar-result')

    quiz = await open(page, 'localhost', '/ar/fuel-quiz')
    await quiz.getByRole('button', { name: 'ابدأ الاختبار' }).click()
    for (const answer of ['أقل من 11,000 كم', 'أقل من 16 كم', 'داخل المدينة', 'لا، نادرًا أو أبدًا', 'لا']) {
      await quiz
        .locator('.quiz-question:visible')
        .getByRole('radio', { name: answer, exact: true })
        .or(quiz.locator('.quiz-question:visible').getByRole('checkbox', { name: answer, exact: true }))
        .check()
      await quiz.locator('.quiz__next:visible').click()
    }
    await expect(quiz.getByRole('heading', { name: 'البنزين هو الأنسب لك' })).toBeFocused()
    await expectAccessible(page, 'section.quiz')
    await shot('quiz-fuel-ar-result')

    quiz = await open(page, 'jaguar.localhost', '/fuel-quiz')
    await shot('quiz-fuel-jdx-intro')
    await quiz.getByRole('button', { name: 'Start the quiz' }).click()
    for (const answer of [
      'Over 24,000 km',
      'Over 160 km',
      'Towing a trailer, caravan or horse float',
      'Yes, once a month or more',
      'No',
    ]) {
      const step = quiz.locator('.quiz-question:visible')
      await step
        .getByRole('radio', { name: answer, exact: true })
        .or(step.getByRole('checkbox', { name: answer, exact: true }))
        .check()
      if (answer.startsWith('Towing')) await shot('quiz-fuel-jdx-step')
      await quiz.locator('.quiz__next:visible').click()
    }
    await expect(quiz.getByRole('heading', { name: 'Diesel suits you best' })).toBeFocused()
    await expectAccessible(page, 'section.quiz')
    await shot('quiz-fuel-jdx-result')

    quiz = await open(page, 'jaguar.localhost', '/subscription')
    await quiz.getByRole('button', { name: 'Get started' }).click()
    for (const answer of ['Weekends and adventures', '6 to 12 months', 'Below 20,000 km']) {
      await quiz.locator('.quiz-question:visible').getByRole('radio', { name: answer }).check()
      await quiz.locator('.quiz__next:visible').click()
    }
    await expect(
      quiz.locator('.subscription-result__panel--main .quiz-product:visible .quiz-product__name'),
    ).toHaveText('Flex')
    await expectAccessible(page, 'section.quiz')
    await shot('quiz-subscription-jdx-result')
    expect(problems).toEqual([])
  })
