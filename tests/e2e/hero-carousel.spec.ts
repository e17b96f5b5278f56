import { expect, test, type Page } from '@playwright/test'
import { pointerAway } from './pointer-away.js'

// The home page's hero carousel works from its server markup until it hydrates, on the shopper's first
// interaction or just before its first advance (docs/decisions/021): no React DOM in the page load.

/** The script paths the page has requested so far, with the page's clock (ms) when each was asked. */
function scripts(page: Page): { path: string; at: number }[] {
  const seen: { path: string; at: number }[] = []
  const start = Date.now()
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      seen.push({ path: new URL(request.url()).pathname, at: Date.now() - start })
  })
  return seen
}

const REACT = /\/assets\/(hydrate-island|react|block-hero-carousel|layout-floating-action-button)-/
const hero = (page: Page) => page.locator('[data-island="hero-carousel"]')
const slide = (page: Page, n: number) =>
  hero(page)
    .locator('.hero-slide')
    .nth(n - 1)

test('the home page requests no React, React DOM, hero or floating button chunk before an interaction', async ({
  page,
}) => {
  await pointerAway(page)
  const loaded = scripts(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(loaded.filter(({ path }) => REACT.test(path))).toEqual([])
  await expect(hero(page)).not.toHaveAttribute('data-hydrated')
  // Slide 1 shows, with its controls and the timer, from the server's markup.
  await expect(slide(page, 1)).toHaveClass(/hero-slide--active/)
  await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeVisible()
})

test('a click on "Next slide" before hydration is replayed, and the buttons work after it', async ({
  page,
}) => {
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  await expect(hero(page)).not.toHaveAttribute('data-hydrated')
  await hero(page).getByRole('button', { name: 'Next slide' }).click()
  await expect(slide(page, 2)).toHaveClass(/hero-slide--active/)
  await expect(slide(page, 1)).not.toHaveClass(/hero-slide--active/)
  await expect(hero(page)).toHaveAttribute('data-hydrated', '')
  await hero(page).getByRole('button', { name: 'Next slide' }).click()
  await expect(slide(page, 3)).toHaveClass(/hero-slide--active/)
  await hero(page).getByRole('button', { name: 'Go to slide 1' }).click()
  await expect(slide(page, 1)).toHaveClass(/hero-slide--active/)
  await hero(page).getByRole('button', { name: 'Previous slide' }).click()
  await expect(slide(page, 3)).toHaveClass(/hero-slide--active/)
})

test('the hero advances on its own on time, hydrating only after the page has loaded', async ({ page }) => {
  // The pointer away first: at its start, over the navigation, a pointerover may load React with the
  // navigation's island during the page load, which is not the hero hydrating early (decision 062).
  await pointerAway(page)
  const loaded = scripts(page)
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  const idleAt = loaded.length ? Math.max(...loaded.map(({ at }) => at)) : 0
  // The home hero shows slide 1 for 7000 ms from the first paint.
  await expect(slide(page, 2)).toHaveClass(/hero-slide--active/, { timeout: 15_000 })
  expect(await page.evaluate(() => performance.now())).toBeGreaterThanOrEqual(7000)
  const reactAt = loaded.find(({ path }) => path.includes('/assets/hydrate-island-'))?.at
  expect(reactAt).toBeGreaterThan(idleAt)
})

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true })

  /** A horizontal swipe over the hero's slides, by real touch events (Playwright only taps). */
  async function swipe(page: Page, fromX: number, toX: number) {
    const box = await hero(page).locator('.hero-carousel__viewport').boundingBox()
    if (!box) throw new Error('no hero on screen')
    const y = box.y + box.height / 3
    const cdp = await page.context().newCDPSession(page)
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: x === undefined ? [] : [{ x: box.x + x, y }],
      })
    await touch('touchStart', fromX)
    for (let i = 1; i <= 5; i++) await touch('touchMove', fromX + ((toX - fromX) * i) / 5)
    await touch('touchEnd')
  }

  test('a swipe before hydration is replayed: toward the start shows the next slide, back the previous', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await expect(hero(page)).not.toHaveAttribute('data-hydrated')
    await swipe(page, 300, 60)
    await expect(slide(page, 2)).toHaveClass(/hero-slide--active/)
    await expect(hero(page)).toHaveAttribute('data-hydrated', '')
    await swipe(page, 60, 300)
    await expect(slide(page, 1)).toHaveClass(/hero-slide--active/)
  })
})
