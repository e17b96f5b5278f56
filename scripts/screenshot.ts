/**
 * npx tsx scripts/screenshot.ts <url-or-file> <out.png> [width]: a full-page screenshot in Debian's Chromium.
 */
import { resolve } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH } from './chromium-launch.js'

const [target, out, width = '1280'] = process.argv.slice(2)
if (!target || !out) throw new Error('usage: screenshot.ts <url-or-file> <out.png> [width]')
const browser = await chromium.launch(CHROMIUM_LAUNCH)
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(/^https?:/.test(target) ? target : `file://${resolve(target)}`, { waitUntil: 'load' })
await page.screenshot({ path: out, fullPage: true })
await browser.close()
console.log(`wrote ${out}`)
