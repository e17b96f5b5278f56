import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadPage } from '../../engine/migrations/load-page.js'
import { migratePage } from '../../engine/migrations/migrate-page.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import { nestedPage } from '../helpers/page-builder.js'

const OLD_PAGE = 'fixtures/migrations/jlr-hero-title-banner-v1.json'
const readOld = () => JSON.parse(readFileSync(OLD_PAGE, 'utf8')) as Record<string, unknown>

describe('template migrations', () => {
  it('an old-version page is invalid as stored', () => {
    expect(validatePage(readOld()).ok).toBe(false)
  })

  it('upgrades every old block, at the root and nested, by named steps', () => {
    const { doc, applied } = migratePage(readOld())
    expect(applied).toEqual([
      { blockId: 'legacy-hero', template: 'jlr-hero-title-banner', name: 'MoveCtaIntoButtons', from: 1 },
    ])
    expect((doc as { blocks: unknown[] }).blocks[0]).toMatchInlineSnapshot(`
      {
        "attributes": {
          "buttons": [
            {
              "label": "Explore",
              "url": "/models/range-rover-sport",
            },
            {
              "label": "Book a test drive",
              "url": "/test-drive",
            },
          ],
          "header_tag": "H1",
          "heading": "Range Rover Sport",
        },
        "id": "legacy-hero",
        "template": "jlr-hero-title-banner",
        "version": 2,
      }
    `)
    expect(validatePage(doc).errors).toEqual([])
  })

  it('loadPage migrates then validates, as the read path does', () => {
    const loaded = loadPage(readOld())
    expect(loaded.ok).toBe(true)
    expect(loaded.applied).toHaveLength(1)
  })

  it('finds old blocks inside slots, and copies only the path to them', () => {
    const doc = nestedPage()
    const old = {
      id: 'old',
      template: 'jlr-hero-title-banner',
      attributes: { heading: 'Old', header_tag: 'H2', cta: { url: '/x' } },
    }
    const tabs = doc.blocks[1] as unknown as { attributes: { tabs: { content: unknown[] }[] } }
    tabs.attributes.tabs[1]?.content.push(old)
    const { doc: migrated, applied } = migratePage(doc)
    expect(applied.map((a) => a.blockId)).toEqual(['old'])
    expect(migrated.blocks[0]).toBe(doc.blocks[0])
    const migratedTabs = migrated.blocks[1] as unknown as {
      attributes: { tabs: { content: { attributes: unknown }[] }[] }
    }
    expect(migratedTabs.attributes.tabs[1]?.content[1]?.attributes).toEqual({
      heading: 'Old',
      header_tag: 'H2',
      buttons: [{ url: '/x' }],
    })
    expect(tabs.attributes.tabs[1]?.content[1]).toBe(old)
  })

  it('leaves current pages untouched, down to object identity', () => {
    const doc = nestedPage()
    const { doc: same, applied } = migratePage(doc)
    expect(same).toBe(doc)
    expect(applied).toEqual([])
  })

  it('does not change the stored input', () => {
    const old = readOld()
    const before = JSON.stringify(old)
    migratePage(old)
    expect(JSON.stringify(old)).toBe(before)
  })

  it('leaves a block newer than its template for validation to report', () => {
    const doc = nestedPage()
    const hero = { ...doc.blocks[0], version: 9 }
    const { doc: migrated } = migratePage({ ...doc, blocks: [hero, ...doc.blocks.slice(1)] })
    expect(validatePage(migrated).errors).toEqual([
      {
        path: '/blocks/0/version',
        blockId: 'hero',
        message: 'must be template version 2: migrate the block first',
      },
    ])
  })
})
