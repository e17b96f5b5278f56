// The storage contract: the same suite on embedded PGlite always, and on a PostgreSQL server when
// TEST_DATABASE_URL is set (.ci/run creates a fresh database and sets it).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../server/db/database.js'
import { migrate } from '../../server/db/migrate.js'
import { mediaFiles } from '../../server/media/media-files.js'
import { seed } from '../../server/seed/seed.js'
import { settings as settingsTable } from '../../server/db/schema.js'
import { createStorage, type Storage } from '../../server/storage/storage.js'
import type { PageDocument } from '../../templates/generated/types.js'
import { nestedPage } from '../helpers/page-builder.js'

const backends: [string, () => Promise<Database>][] = [
  ['PGlite', () => openDatabase({ dataDir: 'memory://' })],
]
const url = process.env.TEST_DATABASE_URL
if (url)
  backends.push([
    'PostgreSQL',
    async () => {
      const database = await openDatabase({ url })
      await database.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;')
      return database
    },
  ])

describe.each(backends)('storage on %s', (_name, open) => {
  let database: Database
  let storage: Storage
  const mediaDir = mkdtempSync(join(tmpdir(), 'media-'))

  beforeAll(async () => {
    database = await open()
    expect(await migrate(database)).toEqual([
      '0001_initial.sql',
      '0002_retailers.sql',
      '0003_sessions.sql',
      '0004_stock.sql',
      '0005_forms.sql',
      '0006_content_versions.sql',
      '0007_settings_per_locale.sql',
      '0008_stock_version.sql',
      '0009_orders.sql',
      '0010_payment_events_applied.sql',
      '0011_inquiry_mails.sql',
      '0012_one_open_order_per_lead.sql',
      '0013_draft_errors.sql',
      '0014_media_library.sql',
      '0015_retailers_in_stock_dealers.sql',
      '0016_recalls_and_news.sql',
      '0017_page_editors.sql',
      '0018_site_changes.sql',
      '0021_metahead_versions_and_consent.sql',
      '0022_search.sql',
      '0023_phone_verification_order.sql',
      '0024_local_provider_secrets.sql',
      '0025_checkout_drafts.sql',
      '0026_fair_holds.sql',
      '0027_vehicle_builds.sql',
      '0028_refund_mails.sql',
      '0030_lead_sites.sql',
    ])
    storage = createStorage(database)
    await seed(storage, mediaFiles(mediaDir), 'fixtures', () => {}, { images: false })
  })
  afterAll(async () => {
    await database.close()
    rmSync(mediaDir, { recursive: true, force: true })
  })

  it('applies each migration once', async () => {
    expect(await migrate(database)).toEqual([])
  })

  it('has both demo sites', async () => {
    expect((await storage.sites.list()).map((s) => [s.key, s.host, s.theme])).toEqual([
      ['jdx', 'jaguar.localhost', 'jdx'],
      ['lrdx', 'localhost', 'lrdx'],
    ])
  })

  it('reads published pages by site and path', async () => {
    const home = await storage.pages.publishedByPath('lrdx', '/')
    expect(home).toMatchObject({ id: 'lrdx-home', locale: 'en', version: 1 })
    expect((await storage.pages.publishedByPath('jdx', '/'))?.id).toBe('jdx-home')
    expect((await storage.pages.publishedByPath('lrdx', '/ar'))?.locale).toBe('ar')
    expect(await storage.pages.publishedByPath('lrdx', '/nowhere')).toBeUndefined()
  })

  it('keeps a draft apart from the published version', async () => {
    const doc = { ...nestedPage(), id: 'draft-only', path: '/draft-only' }
    await storage.pages.create(doc, { publish: false })
    expect(await storage.pages.publishedByPath('lrdx', '/draft-only')).toBeUndefined()
    await expect(storage.pages.create(doc, { publish: false })).rejects.toThrow()
  })

  it('reads settings, metaheads in sequence, navigation, breadcrumbs and the footer', async () => {
    const settings = await storage.content.settings('lrdx')
    expect(Object.keys(settings).length).toBeGreaterThan(0)
    const global = await storage.content.metaheads('lrdx', null)
    const offers = await storage.content.metaheads('lrdx', 'lrdx-offers')
    expect(global.every((m) => m.rdx_core_page_id === null)).toBe(true)
    expect(offers.length).toBe(global.length + 1)
    expect(offers.map((m) => m.sequence)).toEqual([...offers.map((m) => m.sequence)].sort((a, b) => a - b))
    expect(global.find((m) => m.language === 'scss')?.compiled).toContain('border-block-start')
    const nav = await storage.content.navigation('lrdx', 'en')
    expect(nav.length).toBeGreaterThan(0)
    const child = nav.find((e) => e.children.length)?.children[0]
    if (child) {
      const crumbs = await storage.content.breadcrumbs('lrdx', child.id)
      expect(crumbs.map((c) => c.id)).toEqual([child.parentId, child.id])
    }
    expect(await storage.content.breadcrumbs('lrdx', 'nope')).toEqual([])
    expect(await storage.content.footer('lrdx', 'en')).not.toBeNull()
  })

  it("reads a locale's setting values over the site's, key by key (decision 014)", async () => {
    const site = await storage.content.settings('lrdx')
    const arabic = await storage.content.settings('lrdx', 'ar')
    // The same keys: a locale only replaces values.
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(site).sort())
    expect(site['general.app_name']).toBe('Southern Cross Land Rover')
    expect(arabic['general.app_name']).toBe('ساوثرن كروس لاند روفر')
    expect(JSON.parse(arabic.price_settings as string).lease_string).toBe(' شهريًا')
    expect(JSON.parse(arabic.fab as string).mobileButtonLabel).toBe('تواصل معنا')
    // Keys without an Arabic value keep the site's.
    expect(arabic['meta.title_divider']).toBe(site['meta.title_divider'])
    expect(await storage.content.settings('lrdx', 'en')).toEqual(site)

    // A regional locale reads its language's values, and its own over them.
    const { db } = storage.database
    await db
      .insert(settingsTable)
      .values({ site: 'lrdx', key: 'exit_popup.ok', locale: 'ar-AE', value: 'حسنًا' })
    const regional = await storage.content.settings('lrdx', 'ar-AE')
    expect(regional['exit_popup.ok']).toBe('حسنًا')
    expect(regional['general.app_name']).toBe('ساوثرن كروس لاند روفر')
    expect((await storage.content.settings('lrdx', 'ar'))['exit_popup.ok']).toBe('متابعة')
    // Another site's values never leak in.
    expect((await storage.content.settings('jdx', 'ar'))['general.app_name']).toBe('ساوثرن كروس جاكوار')
  })

  it('finds search suggestions case-insensitively, treating % and _ as text', async () => {
    expect(await storage.content.searchSuggestions('lrdx', 'en', 'DEFENDER', 5)).toEqual([
      'Defender 110',
      'Defender 130',
      'Defender 90',
    ])
    expect(await storage.content.searchSuggestions('lrdx', 'en', 'e', 5)).toHaveLength(5)
    expect(await storage.content.searchSuggestions('lrdx', 'en', '%', 5)).toEqual([])
    expect(await storage.content.searchSuggestions('lrdx', 'en', "'; DROP TABLE pages; --", 5)).toEqual([])
  })

  it('stores media records', async () => {
    await storage.media.insert({
      id: 'test-image',
      fileName: 't.jpg',
      mimeType: 'image/jpeg',
      width: 10,
      height: 5,
      alt: 'A test',
      bytes: 3,
    })
    expect(await storage.media.get('test-image')).toMatchObject({ width: 10, height: 5, alt: 'A test' })
  })

  it('deletes an unused image and keeps one a page shows, in one locked step', async () => {
    const [usedId, usedOn] = [...(await storage.mediaUsage.pagesByImage())][0] ?? []
    expect(usedOn?.length).toBeGreaterThan(0)
    expect(await storage.mediaUsage.removeUnused(usedId as string)).toEqual({ removed: false, usedOn })
    expect(await storage.mediaUsage.removeUnused('test-image')).toEqual({ removed: true, usedOn: [] })
    expect(await storage.media.get('test-image')).toBeUndefined()
    expect(await storage.mediaUsage.removeUnused('test-image')).toEqual({ removed: false, usedOn: [] })
  })

  it("bumps a site's content version with a publish and a settings change, not with a draft save", async () => {
    const before = await storage.content.version('lrdx')
    const jaguar = await storage.content.version('jdx')
    expect(before).toBeGreaterThan(0)
    const draft = await storage.pageAdmin.draftByPath('lrdx', '/offers')
    const doc = draft?.draft as PageDocument
    await storage.pageAdmin.save(doc.id, doc, draft?.draftVersion as number)
    expect(await storage.content.version('lrdx')).toBe(before)
    await storage.pageAdmin.publish(doc.id, doc)
    expect(await storage.content.version('lrdx')).toBe(before + 1)
    await database.query("UPDATE settings SET value = value WHERE site = 'lrdx' AND key = 'meta'")
    expect(await storage.content.version('lrdx')).toBe(before + 2)
    expect((await storage.content.versions()).get('jdx')).toBe(jaguar)
  })

  it("keeps a site's change history, newest first, by area, paged backwards", async () => {
    const actor = 'admin'
    await storage.siteChanges.record({
      site: 'lrdx',
      area: 'settings',
      subject: 'meta.title_divider',
      before: ' | ',
      after: ' - ',
      actor,
    })
    await storage.siteChanges.record({
      site: 'lrdx',
      area: 'footer',
      subject: 'en',
      before: { a: 1 },
      after: null,
      actor,
    })
    await storage.siteChanges.record({
      site: 'jdx',
      area: 'settings',
      subject: 'x',
      before: null,
      after: 'y',
      actor: null,
    })
    const all = await storage.siteChanges.list('lrdx')
    expect(all.map((c) => c.subject)).toEqual(['en', 'meta.title_divider'])
    expect(all[0]).toMatchObject({
      area: 'footer',
      before: { a: 1 },
      after: null,
      actor: 'admin',
      restoredFrom: null,
    })
    expect((await storage.siteChanges.list('lrdx', { area: 'settings' })).map((c) => c.after)).toEqual([
      ' - ',
    ])
    expect(await storage.siteChanges.list('lrdx', { before: all[0]!.id })).toEqual([all[1]])
    expect(await storage.siteChanges.get(all[1]!.id)).toEqual(all[1])
  })

  it('delivers notifications to listeners', async () => {
    const received: string[] = []
    await database.listen('test_channel', (payload) => received.push(payload))
    await database.notify('test_channel', 'lrdx\n/offers')
    await expect.poll(() => received).toEqual(['lrdx\n/offers'])
  })
})
