// The Site section's Navigation and Footer APIs (issue 15 items 2 and 3) as mounted in the app: behind
// sign-in, the csrf-token header and the admin role; a save shows on the live site at once and leaves a
// history entry that restores.
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sanitiseFooter } from '../../engine/rules/footer-sanitiser.js'
import type { EditableNavEntry } from '../../engine/navigation/editable-nav-entry.js'
import { restoreFooter } from '../../server/admin/restore-footer.js'
import { restoreNavigation } from '../../server/admin/restore-navigation.js'
import { logger } from '../../server/ops/logger.js'
import { announceSiteChange } from '../../server/ssr/cache-invalidation.js'
import { browser } from '../helpers/browser.js'
import { signedInEditor as signIn } from '../helpers/signed-in-editor.js'
import { startTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let origin: string
let admin: Awaited<ReturnType<typeof signIn>>
beforeAll(async () => {
  t = await startTestApp({ auth: true })
  origin = t.origin as string
  admin = await signIn(origin, 'admin')
})
afterAll(() => t.close())

const NAV = '/admin/api/navigation?site=lrdx&locale=en'
const FOOTER = '/admin/api/footer?site=lrdx&locale=en'
const get = (path: string) => admin.b.agent.get(path).expect(200)
const put = (path: string, body: unknown) =>
  admin.b.agent
    .put(path)
    .set('csrf-token', admin.csrf)
    .send(body as object)

describe('guards', () => {
  it('answers 401 without a session, 403 to an editor, 403 without the csrf-token header', async () => {
    await browser(origin).agent.get(NAV).expect(401)
    await browser(origin).agent.get(FOOTER).expect(401)
    const editor = await signIn(origin)
    for (const path of [NAV, FOOTER]) {
      const read = await editor.b.agent.get(path).expect(403)
      expect(read.body.error.code).toBe('admin_role_required')
      await editor.b.agent.put(path).set('csrf-token', editor.csrf).send({}).expect(403)
      await admin.b.agent.put(path).send({}).expect(403)
    }
  })

  it('refuses unknown sites and locales with 400 naming the parameter', async () => {
    const site = await admin.b.agent.get('/admin/api/navigation?site=nope').expect(400)
    expect(site.body.error.message).toMatch(/site must be one of/)
    const locale = await admin.b.agent.get('/admin/api/footer?site=lrdx&locale=fr').expect(400)
    expect(locale.body.error.message).toMatch(/locale must be one of/)
  })
})

describe('navigation', () => {
  it('reorders and renames the menu; the live site shows it at once, with a history entry', async () => {
    const before = (await get(NAV)).body.data.data as {
      entries: EditableNavEntry[]
      version: string
    }
    expect(before.entries.length).toBeGreaterThan(2)
    const [first, second, ...rest] = before.entries as [EditableNavEntry, EditableNavEntry]
    const entries = [
      { ...second, title: 'Offers today' },
      first,
      ...rest,
      { title: 'Brand new entry', url: '/brand-new', children: [] },
    ]
    await request(origin).get('/').expect(200) // cached before the change
    const audit = vi.spyOn(logger, 'info')
    const saved = (await put(NAV, { entries, version: before.version }).expect(200)).body.data.data
    expect(saved.version).not.toBe(before.version)
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ audit: 'navigation.save', subject: 'lrdx/en', user: 'admin' }),
      'navigation.save lrdx/en',
    )
    audit.mockRestore()
    expect(saved.entries[0]).toMatchObject({ id: second.id, title: 'Offers today' })
    expect(saved.entries.at(-1).id).toMatch(/^lrdx-en-/)
    const home = await request(origin).get('/').expect(200)
    const nav = home.text.slice(home.text.indexOf('site-nav'))
    expect(nav.indexOf('Offers today')).toBeGreaterThan(-1)
    expect(nav.indexOf('Offers today')).toBeLessThan(nav.indexOf(`>${first.title}<`))
    expect(home.text).toContain('Brand new entry')
    const public_ = await request(origin).get('/nav_entries?locale=en').expect(200)
    expect(public_.body.data[0].title).toBe('Offers today')
    const [change] = await t.storage.siteChanges.list('lrdx', { area: 'navigation', limit: 1 })
    expect(change).toMatchObject({ subject: 'en', actor: expect.any(String), before: before.entries })
    expect((change?.after as EditableNavEntry[])[0]?.title).toBe('Offers today')

    // As the history's restore route does: restore, then announce.
    await restoreNavigation(change!, { storage: t.storage, actor: 'Restorer' })
    await announceSiteChange(t.database, 'lrdx')
    expect((await get(NAV)).body.data.data.entries).toEqual(before.entries)
    const [restored] = await t.storage.siteChanges.list('lrdx', { area: 'navigation', limit: 1 })
    expect(restored).toMatchObject({ restoredFrom: change!.id, actor: 'Restorer' })
    expect((await request(origin).get('/')).text).not.toContain('Brand new entry')
  })

  it('answers 409 with the current tree to a save from a stale version, and one of two racing saves wins', async () => {
    const { entries, version } = (await get(NAV)).body.data.data
    const renamed = [{ ...entries[0], title: 'Renamed first' }, ...entries.slice(1)]
    await put(NAV, { entries: renamed, version }).expect(200)
    const stale = await put(NAV, { entries, version }).expect(409)
    expect(stale.body.error.code).toBe('version_conflict')
    expect(stale.body.error.details.current.entries).toEqual(renamed)
    const current = (await get(NAV)).body.data.data.version
    // Different changes from the same version: the second to get the lock finds the first one's version.
    const answers = await Promise.all([
      put(NAV, { entries, version: current }),
      put(NAV, { entries: renamed.slice(1), version: current }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
  })

  it('answers 422 naming the entry for unsafe links, missing titles, duplicate ids and a tree too deep', async () => {
    const { version } = (await get(NAV)).body.data.data
    const bad = await put(NAV, {
      version,
      entries: [
        { title: 'Evil', url: 'javascript:alert(1)' },
        { title: '  ', url: '/x' },
        {
          id: 'same',
          title: 'A',
          url: '/a',
          children: [{ id: 'same', title: 'B', url: 'data:text/html,x' }],
        },
        {
          title: 'D1',
          url: '/1',
          children: [
            {
              title: 'D2',
              url: '/2',
              children: [{ title: 'D3', url: '/3', children: [{ title: 'D4', url: '/4' }] }],
            },
          ],
        },
      ],
    }).expect(422)
    const details = bad.body.error.details as { path: string; message: string }[]
    expect(details).toEqual(
      expect.arrayContaining([
        { path: '/entries/0/url', message: expect.stringMatching(/^Entry "Evil": the link must be/) },
        { path: '/entries/1/title', message: 'Entry /entries/1 needs a title' },
        { path: '/entries/2/children/0/id', message: 'Entry "B": the id same is used twice' },
        { path: '/entries/2/children/0/url', message: expect.stringContaining('Entry "B"') },
        {
          path: '/entries/3/children/0/children/0/children',
          message: expect.stringContaining('deeper than 3'),
        },
      ]),
    )
  })

  it('refuses hostile bodies with 4xx, never 500', async () => {
    const { version } = (await get(NAV)).body.data.data
    const tooMany = Array.from({ length: 301 }, (_, i) => ({ title: `E${i}`, url: `/e${i}` }))
    const cases: [unknown, number][] = [
      [[], 400],
      [{ entries: 'x', version }, 422],
      [{ entries: [], version: 42 }, 422],
      [{ entries: [], version: 'x'.repeat(65) }, 422],
      [{ entries: [{ title: 'Nul\u0000', url: '/x' }], version }, 400],
      [{ entries: [{ title: 7, url: ['/'] }], version }, 422],
      [{ entries: tooMany, version }, 422],
      [{ entries: [{ title: 'x'.repeat(101), url: '/x' }], version }, 422],
      [{ entries: [{ id: 'x'.repeat(101), title: 'Long id', url: '/x' }], version }, 422],
    ]
    for (const [body, status] of cases) {
      const res = await put(NAV, body)
      expect([res.status, JSON.stringify(body).slice(0, 60)]).toEqual([
        status,
        JSON.stringify(body).slice(0, 60),
      ])
    }
    const deep = '['.repeat(5000) + ']'.repeat(5000)
    const res = await admin.b.agent
      .put(NAV)
      .set('csrf-token', admin.csrf)
      .set('content-type', 'application/json')
      .send(`{"version":"${version}","entries":${deep}}`)
    expect(res.status).toBe(400)
  })

  it("keeps another site's entry ids its own: an id from elsewhere becomes a new entry", async () => {
    const jdx = (await get('/admin/api/navigation?site=jdx&locale=en')).body.data.data
    const { version } = (await get(NAV)).body.data.data
    const foreign = jdx.entries[0].id as string
    const saved = await put(NAV, {
      version,
      entries: [{ id: foreign, title: 'Borrowed', url: '/b' }],
    }).expect(200)
    expect(saved.body.data.data.entries[0].id).not.toBe(foreign)
    expect((await get('/admin/api/navigation?site=jdx&locale=en')).body.data.data.entries).toEqual(
      jdx.entries,
    )
  })
})

describe('footer', () => {
  it('saves a changed link, sanitised, shown on the live site at once in that locale only, with history', async () => {
    const before = (await get('/admin/api/footer?site=lrdx&locale=ar')).body.data.data
    const footer = structuredClone(before.footer)
    const item = footer.medium.columns[0].rows[0].items[0]
    item.label = '  عروض الصيف  '
    item.url = '/summer-offers'
    await request(origin).get('/ar').expect(200)
    const audit = vi.spyOn(logger, 'info')
    const saved = await put('/admin/api/footer?site=lrdx&locale=ar', {
      footer,
      version: before.version,
    }).expect(200)
    expect(saved.body.data.data.footer.medium.columns[0].rows[0].items[0]).toMatchObject({
      label: 'عروض الصيف',
      url: '/summer-offers',
      target: '_self',
      tag: 'div',
    })
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ audit: 'footer.save', subject: 'lrdx/ar' }),
      'footer.save lrdx/ar',
    )
    audit.mockRestore()
    const ar = await request(origin).get('/ar').expect(200)
    expect(ar.text).toContain('href="/summer-offers"')
    expect((await request(origin).get('/')).text).not.toContain('/summer-offers')
    const [change] = await t.storage.siteChanges.list('lrdx', { area: 'footer', limit: 1 })
    expect(change).toMatchObject({ subject: 'ar', before: before.footer })
    await restoreFooter(change!, { storage: t.storage, actor: 'Restorer' })
    await announceSiteChange(t.database, 'lrdx')
    // Restored as the live site reads it: sanitised, the same footer with its defaults written out.
    expect((await get('/admin/api/footer?site=lrdx&locale=ar')).body.data.data.footer).toEqual(
      JSON.parse(JSON.stringify(sanitiseFooter(before.footer))),
    )
    expect((await request(origin).get('/ar')).text).not.toContain('/summer-offers')
  })

  it('enforces the 000 §5 rules on save: 422 naming each item, nothing stored', async () => {
    const { version, footer } = (await get(FOOTER)).body.data.data
    const bad = {
      top: {
        items: [
          { label: 'Go', target: '_parent' },
          { type: 'image', image: { alt: 'Logo' } },
        ],
      },
      medium: {
        columns: [
          { heading: 'Empty', rows: [] },
          {
            type: 'grid',
            heading: 'Models',
            rows: [{ items: [] }, { items: [{ type: 'link', url: '/x' }] }],
          },
        ],
      },
      middle: { items: [{ label: 'Evil', url: 'javascript:alert(1)', tag: 'p', type: 'button' }] },
      retailer_picker: { enabled: true, markets: [{ code: 'AUS', label: 'Australia', languages: [] }] },
    }
    const res = await put(FOOTER, { footer: bad, version }).expect(422)
    const messages = (res.body.error.details as { path: string; message: string }[]).map(
      (d) => `${d.path} ${d.message}`,
    )
    expect(messages).toEqual(
      expect.arrayContaining([
        '/footer/top/items/0/target Item "Go": the target must be _self or _blank',
        '/footer/top/items/1/image/src Item /footer/top/items/1 is an image and needs an image src',
        '/footer/medium/columns/0/rows Column "Empty" needs at least one row',
        '/footer/medium/columns/1/type Column "Models": the type must be links or social',
        '/footer/medium/columns/1/rows/0 Column "Models", row 1 needs items or a heading link',
        '/footer/medium/columns/1/rows/1/items/0/label Item /footer/medium/columns/1/rows/1/items/0 needs a label',
        '/footer/middle/items/0/type Item "Evil": the type must be link, social, image or wrapper',
        '/footer/middle/items/0/tag Item "Evil": the tag must be div or span',
        expect.stringMatching(/^\/footer\/middle\/items\/0\/url Item "Evil": the link must be/),
        '/footer/retailer_picker/markets/0/code Market "Australia": the code must be two lower-case letters (au, nz)',
        '/footer/retailer_picker/markets/0/languages Market "Australia" needs at least one language',
      ]),
    )
    expect((await get(FOOTER)).body.data.data.footer).toEqual(footer)
  })

  it('edits the retailer picker markets and languages, answers 409 when stale, and refuses hostile bodies', async () => {
    const { version, footer } = (await get(FOOTER)).body.data.data
    const picker = {
      enabled: true,
      markets: [{ code: 'nz', label: 'New Zealand', languages: [{ code: 'en', label: 'English' }] }],
    }
    const saved = await put(FOOTER, { footer: { ...footer, retailer_picker: picker }, version }).expect(200)
    expect(saved.body.data.data.footer.retailer_picker.markets).toEqual(picker.markets)
    const stale = await put(FOOTER, { footer, version }).expect(409)
    expect(stale.body.error.details.current.footer.retailer_picker.markets).toEqual(picker.markets)
    const latest = saved.body.data.data.version
    for (const [body, status] of [
      [{ version: latest }, 422],
      [{ footer: 'x', version: latest }, 422],
      [{ footer: [], version: latest }, 422],
      [{ footer: {}, version: 7 }, 422],
      [{ footer: { top: { items: [{ label: 'x'.repeat(501) }] } }, version: latest }, 422],
      [{ footer: { top: { items: [{ label: '\ud800' }] } }, version: latest }, 400],
      [
        {
          footer: { top: { items: [{ type: 'image', image: { src: '/a.png', width: 2 ** 31 } }] } },
          version: latest,
        },
        422,
      ],
    ] as [unknown, number][]) {
      const res = await put(FOOTER, body)
      expect([res.status, JSON.stringify(body).slice(0, 60)]).toEqual([
        status,
        JSON.stringify(body).slice(0, 60),
      ])
    }
  })
})
