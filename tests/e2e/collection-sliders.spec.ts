import { expect, test, type Locator } from '@playwright/test'
import { refuseCookies } from './refuse-cookies.js'
import { sweepPages } from './sweep-pages.js'

// The collection sliders and the icon button slider (issue 16) on the /collections demo pages of both sites,
// in English and Arabic: no console errors or failed requests, nothing wider than the screen at 1280 and
// 375 px, no serious axe violation; screenshots in test-results/screenshots. The feed slider whose collection
// is not in the feed takes no space. Then a shopper moves a slider with the keyboard, both ways.
test.use({ bypassCSP: true })

const PAGES = [
  ['lrdx-collections', 'localhost', '/collections'],
  ['lrdx-collections-ar', 'localhost', '/ar/collections'],
  ['jdx-collections', 'jaguar.localhost', '/collections'],
  ['jdx-collections-ar', 'jaguar.localhost', '/ar/collections'],
] as const

sweepPages(PAGES, {
  // Three sliders: the icon buttons, the editor's items and the feed; the missing collection takes no space.
  beforeHydration: async (page) => {
    await expect(page.locator('.carousel')).toHaveCount(3)
    const missing = page.locator('[data-island="collection-slider-feed"]').nth(1)
    await expect(missing).toBeAttached()
    expect((await missing.boundingBox())?.height ?? 0).toBe(0)
  },
  afterHydration: async (page) => {
    await expect(page.locator('.collection-card')).toHaveCount(10)
    await expect(page.locator('.collection-card__group').first()).not.toBeEmpty()
  },
})

/** The cards of a slider on show (not inert), by name. */
const onShow = (slider: Locator) =>
  slider.locator('.carousel__slide:not([inert]) .collection-card__name').allTextContents()

test('a shopper moves the collection slider with the keyboard: arrows, End and Home', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/collections')
  await refuseCookies(page)
  const slider = page.getByRole('region', { name: "Editor's picks" })
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('data-enhanced')
  // Four of five on show at 1280 px: two stops.
  expect(await onShow(slider)).toEqual([
    'Expedition Roof Rack',
    'Side-mounted Ladder',
    'Defender Field Jacket',
    'Rear Step',
  ])
  await slider.getByRole('button', { name: 'Go to slide 1' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect
    .poll(() => onShow(slider))
    .toEqual(['Side-mounted Ladder', 'Defender Field Jacket', 'Rear Step', 'Mud Flaps'])
  await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true')
  await page.keyboard.press('Home')
  await expect.poll(async () => (await onShow(slider))[0]).toBe('Expedition Roof Rack')
  await page.keyboard.press('End')
  await expect.poll(async () => (await onShow(slider))[0]).toBe('Side-mounted Ladder')
  // The cards on show are reachable with Tab (the controls come after them); the ones off view are not.
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator(':focus')).toHaveClass(/collection-card/)
  await expect(page.locator(':focus .collection-card__name')).toHaveText('Mud Flaps')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab')
  await expect(page.locator(':focus .collection-card__name')).toHaveText('Side-mounted Ladder')
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator(':focus')).not.toHaveClass(/collection-card/)
})

test('right to left, the left arrow goes on and the row moves the other way', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/ar/collections')
  await refuseCookies(page)
  const slider = page.getByRole('region', { name: 'اختيارات المحررين' })
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('data-enhanced')
  expect(await onShow(slider)).toEqual(['حامل السقف للرحلات'])
  const first = slider.locator('.carousel__slide').first()
  const before = (await first.boundingBox())!.x
  await slider.getByRole('button', { name: 'الانتقال إلى الشريحة 1' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect.poll(() => onShow(slider)).toEqual(['سلم جانبي'])
  // The first card moved off to the right (the reading start).
  await expect.poll(async () => (await first.boundingBox())!.x).toBeGreaterThan(before + 200)
})
