import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { loadPage } from '../../engine/migrations/load-page.js'
import { footers, metaheads, navEntries, searchSuggestions, settings, sites } from '../db/schema.js'
import { seedForms } from '../forms/seed-forms.js'
import { demoImage, demoPalette, type DemoPalette } from '../media/demo-image.js'
import type { MediaFiles } from '../media/media-files.js'
import type { Storage } from '../storage/storage.js'
import { DemoImageUses } from './demo-image-uses.js'
import { compileMetahead } from '../metaheads/compile-metahead.js'
import { seedStock } from '../stock/seed-stock.js'
import { seedNews } from '../news/seed-news.js'
import { seedRecalls } from '../recalls/seed-recalls.js'

/** Default media ids of 000 §9: the share image and the default image. */
const DEFAULT_IMAGE_IDS = ['24730', '24735']

type Json = Record<string, unknown>

interface NavFixture {
  id?: string
  title: string
  url: string
  children?: NavFixture[]
}

function readJson<T>(path: string, fallback: T): T {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as T) : fallback
}

/** Values keyed by locale, or one value for every locale of the site. */
function perLocale<T>(value: unknown, locales: string[]): [string, T][] {
  const record = value as Record<string, T> | undefined
  if (record && typeof record === 'object' && !Array.isArray(record) && locales.some((l) => l in record))
    return locales.filter((l) => l in record).map((l) => [l, record[l] as T])
  return value === undefined ? [] : [[locales[0] as string, value as T]]
}

/**
 * Fills an empty database from fixtures/: sites, settings, navigation, footer, metaheads, search
 * suggestions, every page (published), and a generated demo image for every image the content uses.
 */
export async function seed(
  storage: Storage,
  files: MediaFiles,
  fixturesDir: string,
  log: (line: string) => void = () => {},
  options: { images?: boolean } = {},
) {
  const { db } = storage.database
  const siteRows = readJson<Json[]>(join(fixturesDir, 'site/sites.json'), [])
  // Each demo image in the palette of the sites that show it (a Jaguar page's pictures in Jaguar's colours).
  const images = new DemoImageUses()
  const brandOf = new Map(siteRows.map((s) => [s.key as string, s.brand as string]))
  await db.insert(sites).values(
    siteRows.map((s) => ({
      key: s.key as string,
      host: s.host as string,
      name: s.name as string,
      brand: s.brand as string,
      theme: s.theme as string,
      defaultLocale: s.default_locale as string,
      locales: s.locales as string[],
    })),
  )

  const settingsFixture = readJson<Record<string, Json>>(join(fixturesDir, 'site/settings.json'), {})
  // { site: { locale: { key: value } } }: the values that replace the site's in one locale (decision 014).
  const localeSettingsFixture = readJson<Record<string, Record<string, Json>>>(
    join(fixturesDir, 'site/settings-by-locale.json'),
    {},
  )
  const navigationFixture = readJson<Record<string, unknown>>(join(fixturesDir, 'site/navigation.json'), {})
  const footerFixture = readJson<Record<string, unknown>>(join(fixturesDir, 'site/footer.json'), {})
  const suggestionsFixture = readJson<Record<string, Record<string, string[]>>>(
    join(fixturesDir, 'site/search-suggestions.json'),
    {},
  )
  for (const site of siteRows) {
    const key = site.key as string
    const locales = site.locales as string[]
    const byLocale: [string, Json][] = [
      ['', settingsFixture[key] ?? {}],
      ...Object.entries(localeSettingsFixture[key] ?? {}),
    ]
    const settingRows = byLocale.flatMap(([locale, values]) =>
      Object.entries(values).map(([k, v]) => ({
        site: key,
        key: k,
        locale,
        value: typeof v === 'string' ? v : JSON.stringify(v),
      })),
    )
    if (settingRows.length) await db.insert(settings).values(settingRows)
    for (const [, values] of byLocale) images.add(values, site.brand as string)
    images.addIds(DEFAULT_IMAGE_IDS, site.brand as string)

    for (const [locale, entries] of perLocale<NavFixture[]>(navigationFixture[key], locales)) {
      let counter = 0
      const rows: (typeof navEntries.$inferInsert)[] = []
      const add = (list: NavFixture[], parentId: string | null) =>
        list.forEach((entry, position) => {
          const id = entry.id ?? `${key}-${locale}-nav-${++counter}`
          rows.push({ id, site: key, locale, parentId, title: entry.title, url: entry.url, position })
          add(entry.children ?? [], id)
        })
      add(entries, null)
      if (rows.length) await db.insert(navEntries).values(rows)
    }
    for (const [locale, footer] of perLocale<Json>(footerFixture[key], locales)) {
      await db.insert(footers).values({ site: key, locale, settings: footer })
      images.add(footer, site.brand as string)
    }
    for (const [locale, phrases] of Object.entries(suggestionsFixture[key] ?? {}))
      if (phrases.length)
        await db.insert(searchSuggestions).values(phrases.map((phrase) => ({ site: key, locale, phrase })))
  }

  const pageDir = join(fixturesDir, 'pages')
  let pageCount = 0
  for (const name of readdirSync(pageDir)
    .filter((n) => n.endsWith('.json'))
    .sort()) {
    const loaded = loadPage(JSON.parse(readFileSync(join(pageDir, name), 'utf8')))
    if (!loaded.ok)
      throw new Error(
        `[seed] ${name} is not a valid page: ${loaded.errors[0]?.path} ${loaded.errors[0]?.message}`,
      )
    await storage.pages.create(loaded.doc, { publish: true })
    images.add(loaded.doc, brandOf.get(loaded.doc.site))
    pageCount++
  }

  // Metaheads after pages: a page-level one refers to its page.
  for (const m of readJson<Json[]>(join(fixturesDir, 'site/metaheads.json'), [])) {
    await db.insert(metaheads).values({
      site: m.site as string,
      pageId: (m.page_id as string | null) ?? null,
      content: m.content as string,
      compiled: compileMetahead(m.language as string, m.content as string),
      language: m.language as string,
      sequence: (m.sequence as number) ?? 0,
      inBody: Boolean(m.in_body),
      reloadOnEachPage: Boolean(m.reload_on_each_page),
    })
  }

  // The vehicle stock (000 §3): generated vehicles and dealers, company config, translations, trade-in
  // options, configurator vehicles and models; its photos are demo images like the content's.
  const stockSites = siteRows.map((s) => ({ key: s.key as string, brand: s.brand as string }))
  images.addIds(await seedStock(storage.database, stockSites))
  // The news entries and the recall table (docs/decisions/041).
  for (const { site, id } of await seedNews(storage.database, await storage.sites.list(), fixturesDir))
    images.addIds([id], brandOf.get(site))
  await seedRecalls(storage.database, fixturesDir)

  await addDemoImages(storage, files, images.ids(), {
    writeFiles: options.images !== false,
    palette: (id) => images.palette(id),
  })
  await seedForms(storage.database, fixturesDir, log)
  log(`[seed] ${siteRows.length} sites, ${pageCount} pages, ${images.size} images`)
}

/**
 * A media library entry for each id, and a generated demo picture in the media folder for each that has no
 * file yet (unless `writeFiles` is false: the entries only). The seed's images, and the thumbnail script's
 * for the fixture cases' own ids.
 */
export async function addDemoImages(
  storage: Storage,
  files: MediaFiles,
  ids: Iterable<string>,
  {
    writeFiles = true,
    palette = (id) => demoPalette(id),
  }: { writeFiles?: boolean; palette?: (id: string) => DemoPalette } = {},
): Promise<void> {
  for (const id of [...ids].sort()) {
    if (writeFiles && !files.exists(id)) await files.write(id, await demoImage(id, 1600, 900, palette(id)))
    await storage.media.insert({
      id,
      fileName: `${id}.jpg`,
      mimeType: 'image/jpeg',
      width: 1600,
      height: 900,
      alt: '',
      bytes: 0,
    })
  }
}
