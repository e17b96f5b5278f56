import { expect, test, type Page } from '@playwright/test'
import { openNewPage, publish } from './editor-session.js'
import { expectAccessible } from './expect-accessible.js'
import { siteUrl } from './site-url.js'

// The field widgets of decision 057: an editor hides a field by its checkbox (the canvas stops showing it),
// places two hotspots by clicking the image and moves one by keyboard (the live page has them where
// placed), and gives a button a dynamic-content strategy (the live page leaves the button out).
test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } })

test('hidden fields, hotspots and a button strategy, from the panel to the live page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const path = await openNewPage(page, 'Field widgets')
  const canvas = page.frameLocator('iframe')
  const panel = page.getByTestId('field-panel-area')

  // Hidden fields: the checkbox stores the name, the form marks the field, the canvas drops it.
  await page.getByRole('button', { name: 'Add Single offer', exact: true }).first().click()
  const offer = canvas.locator('[data-block="single-offer"]')
  await expect(offer.getByRole('heading', { name: 'Offer title' })).toBeVisible()
  const hidden = panel.getByTestId('field:/hidden_fields')
  await hidden.getByRole('group', { name: 'The block’s fields' }).getByLabel('Title', { exact: true }).check()
  await expect(offer.getByRole('heading', { name: 'Offer title' })).toHaveCount(0)
  await expect(panel.getByTestId('hidden-note:/title')).toHaveText(/Hidden on the page/)
  await hidden.screenshot({ path: 'test-results/screenshots/editor-field-widgets-hidden-fields-1280.png' })

  // A button with a strategy that fails on this site (a Land Rover page, the strategy asks for Jaguar).
  const link = panel.getByTestId('field:/link')
  await link.getByLabel('URL or page path').fill('/offers')
  await link.getByLabel('Label', { exact: true }).fill('See the offers')
  await expect(offer.getByRole('link', { name: 'See the offers' })).toBeVisible()
  await link.getByText('Dynamic content').click()
  await link.getByLabel('Strategy').selectOption('url_brands')
  await link.getByLabel('Value').fill('"jaguar"')
  await expect(link.getByText('(shown when url_brands passes)')).toBeVisible()
  // The canvas marks the button, in the block badge's words: the check fails on this page.
  await expect(offer.getByTestId('link-shown-by')).toHaveText('Hidden by url_brands')
  await expect(offer.getByRole('link', { name: 'See the offers' })).toHaveClass(/link-anchor--strategy/)
  await page.screenshot({ path: 'test-results/screenshots/editor-field-widgets-offer-1280.png' })

  // Hotspots: two points placed by clicks on the image, the first moved right by keyboard.
  await page.getByRole('button', { name: 'Add Hotspots', exact: true }).first().click()
  const image = panel.getByTestId('field:/image')
  await image.getByText('Enter an id').click()
  await image.getByLabel('Media id').fill('lr-defender-360-01-of-24')
  const stage = panel.getByRole('group', { name: 'Hotspots on the image' })
  await stage.scrollIntoViewIfNeeded()
  await expect(stage.locator('img')).toBeVisible()
  const box = (await stage.boundingBox())!
  await stage.click({ position: { x: box.width * 0.2, y: box.height * 0.3 } })
  await stage.click({ position: { x: box.width * 0.7, y: box.height * 0.6 } })
  // Where each click landed, in whole percents (a pixel either way of the aimed-at spot).
  const placed = async (n: number) => {
    const name = (await stage
      .getByRole('button', { name: new RegExp(`^Point ${n}, New point`) })
      .getAttribute('aria-label'))!
    const [, x, y] = /: (\d+)% from the left, (\d+)% from the top/.exec(name)!
    return { x: Number(x), y: Number(y) }
  }
  await expect(stage.getByRole('button', { name: /^Point \d/ })).toHaveCount(2)
  const one = await placed(1)
  const two = await placed(2)
  for (const [got, aimed] of [
    [one.x, 20],
    [one.y, 30],
    [two.x, 70],
    [two.y, 60],
  ] as const)
    expect(Math.abs(got - aimed)).toBeLessThanOrEqual(1)
  const first = stage.getByRole('button', { name: /^Point 1,/ })
  await first.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('Shift+ArrowDown')
  await expect(first).toHaveAccessibleName(
    new RegExp(`: ${one.x + 1}% from the left, ${one.y + 5}% from the top`),
  )
  await panel.getByTestId('field:/hotspots/1/title').getByRole('textbox').fill('Roof rails')
  await expect(canvas.locator('[data-block="hotspots-container"] .hotspots__spot')).toHaveCount(2)
  await expectAccessible(page, '.field-panel-area')
  await stage.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screenshots/editor-field-widgets-hotspots-1280.png' })
  await publish(page)

  const visitor = await context.newPage()
  await visitor.goto(path)
  const spots = visitor.locator('[data-block="hotspots-container"] .hotspots__spot')
  await expect(spots).toHaveCount(2)
  await expect(spots.nth(0)).toHaveAttribute('style', `left:${one.x + 1}%;top:${one.y + 5}%`)
  await expect(spots.nth(1)).toHaveAttribute('style', `left:${two.x}%;top:${two.y}%`)
  await expect(spots.nth(1).getByRole('button', { name: 'Roof rails' })).toBeAttached()
  const liveOffer = visitor.locator('[data-block="single-offer"]')
  await expect(liveOffer).toBeAttached()
  await expect(liveOffer.getByRole('heading', { name: 'Offer title' })).toHaveCount(0)
  await expect(liveOffer.getByRole('link', { name: 'See the offers' })).toHaveCount(0)
  await visitor.close()
})

/** The document inside the editor's canvas iframe. */
function canvasFrame(page: Page) {
  const frame = page.frames().find((f) => f !== page.mainFrame())
  if (!frame) throw new Error('[e2e] the editor has no canvas frame')
  return frame
}

test('on an Arabic Jaguar page a button a strategy guards is marked in the canvas only', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const path = await openNewPage(page, 'Button strategy ar', undefined, { site: 'jdx', locale: 'ar' })
  const canvas = page.frameLocator('iframe')
  const panel = page.getByTestId('field-panel-area')
  await page.getByRole('button', { name: 'Add Single offer', exact: true }).first().click()
  const offer = canvas.locator('[data-block="single-offer"]')
  const link = panel.getByTestId('field:/link')
  await link.getByLabel('URL or page path').fill('/offers')
  await link.getByLabel('Label', { exact: true }).fill('See the offers')
  const button = offer.getByRole('link', { name: 'See the offers' })
  await expect(button).toBeVisible()
  await expect(offer.getByTestId('link-shown-by')).toHaveCount(0)
  // A strategy that passes on the Jaguar site: the button stays, marked with its strategy (a fallback is
  // not promised: the live page leaves a hidden button out).
  await link.getByText('Dynamic content').click()
  await link.getByLabel('Strategy').selectOption('url_brands')
  await link.getByLabel('Value').fill('"jaguar"')
  await link.getByLabel('Fallback').fill('اسأل الموزع')
  const marker = offer.getByTestId('link-shown-by')
  await expect(marker).toHaveText('Shown by strategy: url_brands')
  await expect(marker).toHaveAttribute('title', /^Shown by strategy: url_brands: /)
  await expect(button).toHaveClass(/link-anchor--strategy/)
  // Right to left, the marker follows the button on its left.
  const drawnButton = (await button.boundingBox())!
  const drawnMarker = (await marker.boundingBox())!
  expect(drawnMarker.x + drawnMarker.width).toBeLessThanOrEqual(drawnButton.x + 1)
  await expectAccessible(canvasFrame(page), '[data-block="single-offer"]')
  await offer.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/screenshots/editor-button-strategy-jdx-ar-1280.png' })
  // On a phone-wide canvas the marker stays inside the block.
  await page.getByRole('button', { name: '360px', exact: true }).click()
  await expect(marker).toBeVisible()
  const block = (await offer.boundingBox())!
  const small = (await marker.boundingBox())!
  expect(small.x).toBeGreaterThanOrEqual(block.x)
  expect(small.x + small.width).toBeLessThanOrEqual(block.x + block.width)
  await offer.screenshot({ path: 'test-results/screenshots/editor-button-strategy-jdx-ar-360.png' })
  await publish(page)

  // The live page shows the button as a plain link: no marker, no outline class.
  const visitor = await context.newPage()
  await visitor.goto(siteUrl('jaguar.localhost', path))
  const liveOffer = visitor.locator('[data-block="single-offer"]')
  await expect(liveOffer.getByRole('link', { name: 'See the offers' })).toBeVisible()
  await expect(liveOffer.getByRole('link', { name: 'See the offers' })).not.toHaveClass(
    /link-anchor--strategy/,
  )
  await expect(visitor.getByTestId('link-shown-by')).toHaveCount(0)
  await expect(visitor.getByText('Shown by strategy')).toHaveCount(0)
  await visitor.close()
})

test('on an Arabic Jaguar page the picker adds by click and by button, drags, and fits the panel', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await openNewPage(page, 'Field widgets ar', undefined, { site: 'jdx', locale: 'ar' })
  await page.getByRole('button', { name: 'Add Hotspots', exact: true }).first().click()
  const panel = page.getByTestId('field-panel-area')
  const stage = panel.getByRole('group', { name: 'Hotspots on the image' })
  await stage.click({ position: { x: 30, y: 30 } })
  await panel.getByRole('button', { name: 'Add to Hotspots' }).click()
  await expect(
    stage.getByRole('button', { name: /^Point 2, New point: 50% from the left, 50% from the top/ }),
  ).toBeVisible()
  // Dragging a point moves it to where it is let go.
  await stage.scrollIntoViewIfNeeded()
  const second = (await stage.getByRole('button', { name: /^Point 2,/ }).boundingBox())!
  const box = (await stage.boundingBox())!
  await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.25, { steps: 5 })
  await page.mouse.up()
  await expect(stage.getByRole('button', { name: /^Point 2,/ })).toHaveAccessibleName(
    /: (79|80|81)% from the left, (24|25|26)% from the top/,
  )
  await expect(stage.getByRole('button', { name: /^Point \d/ })).toHaveCount(2)
  await expectAccessible(page, '.field-panel-area')
  await page.screenshot({ path: 'test-results/screenshots/editor-field-widgets-jdx-ar-1280.png' })
  const picker = panel.locator('.field-hotspots-picker')
  await picker.screenshot({ path: 'test-results/screenshots/editor-field-widgets-picker-jdx-ar-1280.png' })
  // The picker fits the panel: nothing wider than the fields area.
  const area = (await panel.boundingBox())!
  const drawn = (await picker.boundingBox())!
  expect(drawn.x + drawn.width).toBeLessThanOrEqual(area.x + area.width)
  await page.setViewportSize({ width: 375, height: 800 })
  await page.screenshot({ path: 'test-results/screenshots/editor-field-widgets-jdx-ar-375.png' })
})
