/**
 * npm run thumbnails [-- --force] [-- <key>...]: every template's picture for the editor's library, in both
 * themes (templates/thumbnails/<key>.<theme>.webp, served as its thumbnail_url). Each template's fixture case
 * (engine/registry/showcase-case.ts) is published as a page of a throwaway demo database, rendered by the
 * real server in headless Chromium, and the top of the block is saved as a small WebP; structured-data
 * templates, which show nothing, are pictured as a card in the site's theme (structured-data-card.ts).
 * Incremental: a picture is made again only when its case, schema, component files, the shared CSS or the
 * drawing code changed (manifest.json), or with --force. Needs the client build (the npm script runs it
 * first).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { templateCatalogue } from '../templates/generated/catalogue.js'
import type { PageDocument } from '../templates/generated/types.js'
import { createApp } from '../server/app.js'
import { openDatabase } from '../server/db/database.js'
import { migrate } from '../server/db/migrate.js'
import { mediaFiles } from '../server/media/media-files.js'
import { PROJECT_ROOT } from '../server/project-root.js'
import { imageIdsIn, withImageIds } from '../server/media/image-ids.js'
import { demoPalette } from '../server/media/demo-image.js'
import { addDemoImages, seed } from '../server/seed/seed.js'
import { createStorage } from '../server/storage/storage.js'
import { CHROMIUM_LAUNCH } from './chromium-launch.js'
import { showcaseCase, type TemplateCase } from '../engine/registry/showcase-case.js'
import { readCases } from './thumbnails/thumbnail-case.js'
import {
  THUMBNAIL_THEMES,
  thumbnailPath,
  thumbnailsDir,
  type ThumbnailTheme,
} from './thumbnails/thumbnail-paths.js'
import { readManifest, sharedHash, sourceHash, writeManifest } from './thumbnails/thumbnail-manifest.js'
import { picturedAsCard, structuredDataCard } from './thumbnails/structured-data-card.js'
import { encodeThumbnail, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH } from './thumbnails/encode-thumbnail.js'

/** The browser's viewport: a desktop page, so blocks take their wide layout. */
const VIEWPORT = { width: 1280, height: 800 }
const HOSTS = { lrdx: 'localhost', jdx: 'jaguar.localhost' } as const

const args = process.argv.slice(2)
const force = args.includes('--force')
const only = args.filter((a) => !a.startsWith('--'))
const keys = Object.keys(templateCatalogue).filter((key) => only.length === 0 || only.includes(key))
const unknown = only.filter((key) => !(key in templateCatalogue))
if (unknown.length) throw new Error(`thumbnails: unknown template(s): ${unknown.join(', ')}`)

const manifest = readManifest(PROJECT_ROOT)
// Shared CSS and how pictures are drawn are part of every picture; the card's design of the cards'.
const shared = sharedHash(PROJECT_ROOT, ['scripts/thumbnails/encode-thumbnail.ts'])
const sharedWithCard = sharedHash(PROJECT_ROOT, [
  'scripts/thumbnails/encode-thumbnail.ts',
  'scripts/thumbnails/structured-data-card.ts',
])
const work: { key: string; hash: string; sample: TemplateCase }[] = []
for (const key of keys) {
  const sample = showcaseCase(readCases(PROJECT_ROOT, key))
  if (!sample) {
    console.error(`thumbnails: ${key} has no valid case in fixtures/templates/${key}.json: no picture`)
    process.exitCode = 1
    continue
  }
  const hash = sourceHash(PROJECT_ROOT, key, sample, picturedAsCard(key) ? sharedWithCard : shared)
  if (force || manifest[key] !== hash || !picturesExist(key)) work.push({ key, hash, sample })
}
if (work.length === 0) {
  console.log(`thumbnails: ${keys.length} template(s), every picture is up to date`)
  process.exit(process.exitCode ?? 0)
}

function picturesExist(key: string): boolean {
  return THUMBNAIL_THEMES.every((theme) => {
    try {
      return readFileSync(thumbnailPath(PROJECT_ROOT, key, theme)).length > 0
    } catch {
      return false
    }
  })
}

/**
 * The case's block as a site shows it: on the Jaguar site its images are Jaguar demo images (the "jg" prefix
 * picks that palette: demoPalette), as the Jaguar demo pages' are.
 */
function blockFor(site: ThumbnailTheme, sample: TemplateCase): TemplateCase['data'] {
  if (site !== 'jdx') return sample.data
  return withImageIds(sample.data, (id) =>
    demoPalette(id) === 'jg' ? id : `jg-${id}`,
  ) as TemplateCase['data']
}

/** The page that shows one template's case, alone, in a site's English locale. */
function pageFor(site: ThumbnailTheme, key: string, sample: TemplateCase): PageDocument {
  const block = blockFor(site, sample)
  return {
    schema_version: 1,
    id: `thumbnail-${site}-${key}`,
    site,
    locale: 'en',
    path: `/thumbnails/${key}`,
    page_type: 'page',
    attributes: { title: key },
    blocks: [{ ...block, id: block.id ?? 'thumbnail' }],
  } as PageDocument
}

const dataDir = mkdtempSync(join(tmpdir(), 'thumbnails-'))
const mediaDir = join(dataDir, 'media')
const database = await openDatabase({ dataDir: 'memory://' })
try {
  await migrate(database)
  const storage = createStorage(database)
  console.log('thumbnails: seeding a throwaway demo database')
  const files = mediaFiles(mediaDir)
  await seed(storage, files, join(PROJECT_ROOT, 'fixtures'))
  // The cases' own images, as the seed makes the demo pages' ones (those the seed made are left alone).
  const caseImages = new Set<string>()
  for (const { sample } of work)
    for (const site of THUMBNAIL_THEMES) imageIdsIn(blockFor(site, sample), caseImages)
  await addDemoImages(
    storage,
    files,
    [...caseImages].filter((id) => !files.exists(id)),
  )
  for (const { key, sample } of work)
    for (const site of THUMBNAIL_THEMES)
      await storage.pages.create(pageFor(site, key, sample), { publish: true })
  const { app, close } = await createApp({ database, mediaDir, dataDir, isDraining: () => false })
  const server = app.listen(0)
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const port = (server.address() as AddressInfo).port
  const browser = await chromium.launch(CHROMIUM_LAUNCH)
  mkdirSync(thumbnailsDir(PROJECT_ROOT), { recursive: true })
  try {
    for (const theme of THUMBNAIL_THEMES) {
      const context = await browser.newContext({
        viewport: VIEWPORT,
        reducedMotion: 'reduce',
        bypassCSP: true,
      })
      // The cookie banner would cover the block: the choice is already made (001 §4's storage key).
      await context.addInitScript(() => localStorage.setItem('cookieConsentStatus', 'rejected:'))
      const page = await context.newPage()
      for (const { key } of work) {
        await page.goto(`http://${HOSTS[theme]}:${port}/thumbnails/${key}`, { waitUntil: 'load' })
        await page.waitForLoadState('networkidle').catch(() => undefined)
        // Only the block: the floating action button and the cookie banner float over it on a page.
        await page.addStyleTag({ content: '.fab, .cookie-banner { display: none !important; }' })
        // Every picture loaded now (lazy ones too), waited for at most five seconds: one that never
        // arrives leaves its box empty rather than stopping the run.
        await page.evaluate(async () => {
          const images = [...document.images]
          for (const img of images) img.loading = 'eager'
          const decoded = Promise.all(images.map((img) => img.decode().catch(() => undefined)))
          await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))])
        })
        if (picturedAsCard(key)) {
          // Nothing to see: the card shows what the block writes for search engines, in the site's theme.
          const main = page.locator('#main-content')
          const jsonLd = (await main.locator('script[type="application/ld+json"]').allTextContents()).join(
            '\n',
          )
          if (!jsonLd) throw new Error(`thumbnails: ${key} (${theme}) wrote no structured data`)
          await main.evaluate(
            (element, html) => (element.innerHTML = html),
            structuredDataCard(key, jsonLd, new URL(page.url()).origin),
          )
        }
        const main = await page.locator('#main-content').boundingBox()
        if (!main) throw new Error(`thumbnails: ${key} (${theme}) rendered no #main-content`)
        // An empty box tells an editor nothing: name it (its case's data is missing, or it should be a card).
        if (main.height < 8) {
          console.error(`thumbnails: ${key} (${theme}) shows nothing visible; check its showcase case`)
          process.exitCode = 1
        }
        // The top of the block, at most 16:10 of the desktop width; shorter blocks are centred later.
        const clip = {
          x: 0,
          y: main.y,
          width: VIEWPORT.width,
          height: Math.max(1, Math.min(main.height, (VIEWPORT.width * THUMBNAIL_HEIGHT) / THUMBNAIL_WIDTH)),
        }
        const png = await page.screenshot({ clip, fullPage: true, animations: 'disabled' })
        const webp = await encodeThumbnail(page, png)
        writeFileSync(thumbnailPath(PROJECT_ROOT, key, theme), webp)
        console.log(`thumbnails: ${key}.${theme}.webp (${Math.round(webp.length / 1024)} kB)`)
      }
      await context.close()
    }
  } finally {
    await browser.close()
    server.closeAllConnections()
    server.close()
    await close()
  }
  for (const { key, hash } of work) manifest[key] = hash
  writeManifest(PROJECT_ROOT, manifest)
} finally {
  await database.close()
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(`thumbnails: ${work.length} template(s) pictured, ${keys.length - work.length} up to date`)
process.exit(process.exitCode ?? 0)
