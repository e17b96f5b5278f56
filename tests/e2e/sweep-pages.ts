import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './expect-accessible.js'
import { pageWidth } from './page-width.js'
import { refuseCookies } from './refuse-cookies.js'
import { siteUrl } from './site-url.js'
import { watchProblems } from './watch-problems.js'

/** A demo page to sweep: the name of its screenshots, the host that picks the site, and its path. */
export type SweptPage = readonly [name: string, host: string, path: string]

/** What a spec adds to the sweep of its pages; each hook runs at its place in every page's test. */
export interface SweepOptions {
  /** Still slides and no transitions (prefers-reduced-motion), for pages that would move on under axe. */
  reducedMotion?: boolean
  /** Hover each island as well as scrolling to it: for islands that load on a first interaction. */
  hoverIslands?: boolean
  /** Wait only for the islands on show: those in closed tabs hydrate when opened. */
  visibleIslandsOnly?: boolean
  /** Checks on the page as served, before its islands are woken. */
  beforeHydration?: (page: Page) => Promise<void>
  /** Checks once every island has hydrated and the network is idle, before axe runs on `main`. */
  afterHydration?: (page: Page) => Promise<void>
  /** After axe at 1280 px, before the full-page screenshot at that width. */
  beforeWideScreenshot?: (page: Page, name: string) => Promise<void>
  /** Run axe on `main` again at 375 px (for layouts that change on a phone), before that screenshot. */
  accessibleOnPhone?: boolean
  /** At 375 px, after the screenshot and the width check. */
  onPhone?: (page: Page, name: string) => Promise<void>
}

/**
 * Declares one test per page: opened at 1280 px, optional cookies refused, every island woken until it has
 * hydrated, the network idle, no serious axe violation in `main`, full-page screenshots at 1280 and 375 px
 * in test-results/screenshots, nothing wider than the screen at either width, and no console error, page
 * error or failed request on the way. Titles stay `<name> renders and hydrates cleanly at 1280 and 375 px,
 * with no serious axe violation`.
 */
export function sweepPages(pages: readonly SweptPage[], options: SweepOptions = {}): void {
  for (const [name, host, path] of pages)
    test(`${name} renders and hydrates cleanly at 1280 and 375 px, with no serious axe violation`, async ({
      page,
    }) => {
      const problems = watchProblems(page)
      if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.setViewportSize({ width: 1280, height: 900 })
      expect((await page.goto(siteUrl(host, path)))?.status()).toBe(200)
      await refuseCookies(page)
      await options.beforeHydration?.(page)
      await hydrateIslands(page, options)
      await page.waitForLoadState('networkidle')
      await options.afterHydration?.(page)
      await expectAccessible(page, 'main')
      await options.beforeWideScreenshot?.(page, name)
      await page.screenshot({ path: `test-results/screenshots/${name}-1280.png`, fullPage: true })
      expect(await pageWidth(page)).toBeLessThanOrEqual(1280)
      await page.setViewportSize({ width: 375, height: 800 })
      if (options.accessibleOnPhone) await expectAccessible(page, 'main')
      await page.screenshot({ path: `test-results/screenshots/${name}-375.png`, fullPage: true })
      expect(await pageWidth(page)).toBeLessThanOrEqual(375)
      await options.onPhone?.(page, name)
      expect(problems).toEqual([])
    })
}

/** Scrolls to each island of the page's content (not the layout's) in turn and waits until it has hydrated. */
async function hydrateIslands(page: Page, options: SweepOptions): Promise<void> {
  const all = page.locator('[data-island]:not([data-island^="layout:"])')
  const islands = options.visibleIslandsOnly ? all.filter({ visible: true }) : all
  for (const island of await islands.all()) {
    await island.scrollIntoViewIfNeeded()
    if (options.hoverIslands) await island.hover({ position: { x: 4, y: 4 } })
    await expect(island).toHaveAttribute('data-hydrated')
  }
}
