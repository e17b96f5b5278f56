import { expect, type Locator, type Page } from '@playwright/test'

/**
 * A pointer drag dnd-kit recognises: press, move past its activation distance, move over the target, and
 * drop once dnd-kit has measured the target and marks it as under the pointer (an editor drop zone's
 * `dropzone--over`), not after a fixed number of moves.
 */
export async function drag(page: Page, source: Locator, target: Locator) {
  await source.scrollIntoViewIfNeeded()
  const from = (await source.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 })
  await target.scrollIntoViewIfNeeded()
  const to = (await target.boundingBox())!
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 })
  await expect(target).toHaveClass(/dropzone--over/)
  await page.mouse.up()
}

/**
 * Waits out dnd-kit's guard against the click that ends a drag: after a drop it swallows clicks until a
 * 50 ms timer of the page's own runs. A 60 ms timer set now in the page fires after that one, however busy
 * the machine, where a wait in the test's clock may not.
 */
export async function afterDropClickGuard(page: Page) {
  await page.evaluate(() => new Promise((done) => setTimeout(done, 60)))
}
