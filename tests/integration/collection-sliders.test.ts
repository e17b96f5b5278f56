// The collection sliders rendered on the server (decision 053): the feed slider reads the demo feed through
// the block-data reader in the page's language, keeps its groups, and a collection the feed does not have
// renders nothing (no error block, no carousel); the editor's slider and the icon buttons render every slide
// in the HTML, so the row works without JavaScript.
import request from 'supertest'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const count = (html: string, needle: string) => html.split(needle).length - 1

it('renders the feed, the editor items and the icon buttons on the Land Rover page', async () => {
  const html = (await request(t.app).get('/collections').expect(200)).text
  expect(count(html, 'aria-roledescription="carousel"')).toBe(3)
  // 5 editor items + 5 feed items.
  expect(count(html, 'class="collection-card collection-card--link"')).toBe(10)
  expect(html).toContain('<span class="collection-card__group">Carrying</span>')
  expect(html).toContain('src="/images/lr-acc-side-ladder/w/415.jpg"')
  expect(count(html, 'class="icon-button-slider__button"')).toBe(8)
  // The missing collection: no heading, no error block.
  expect(html).not.toContain('>Not in the feed<')
  expect(html).toMatch(
    /data-island="collection-slider-feed"><script[^<]*no-such-collection[^<]*<\/script><div data-island-root=""><\/div>/,
  )
  expect(html).not.toContain('Try again')
})

it('reads the Arabic feed on the Arabic Jaguar page', async () => {
  const html = (await request(t.app).get('/ar/collections').set('Host', 'jaguar.localhost').expect(200)).text
  expect(html).toContain('<span class="collection-card__group">العجلات</span>')
  expect(html).toContain('عجلات مطروقة 22 بوصة')
  expect(html).toContain('aria-label="الانتقال إلى الشريحة 1"')
})
