import { describe, expect, it } from 'vitest'
import { defaultObject } from '../../engine/defaults/default-value.js'
import { newBlock } from '../../engine/defaults/new-block.js'
import { migrationsOf } from '../../engine/migrations/migrate-page.js'
import { TEMPLATE_GROUPS } from '../../engine/registry/template-info.js'
import {
  getTemplate,
  isTemplateKey,
  listTemplates,
  templatesByGroup,
} from '../../engine/registry/template-registry.js'
import { templateStructure } from '../../engine/registry/template-structure.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import { pageWith } from '../helpers/page-builder.js'

const ISSUE_TEMPLATES = [
  'jlr-hero-title-banner',
  'jlr-hero-title-banner-tall',
  'hero-carousel',
  'jlr-html-block',
  'jlr-accordions',
  'jlr-tabs',
  'jlr-content-blocks',
  'image-tabs',
  'info-system',
  'in-page-navigation',
  'quote-slider',
  'compare-images',
  'specification-glance',
  'jlr-text-steps-component',
  'jlr-parallax-image',
  'jlr-sign-post',
  'jlr-snippet',
  'location-map',
  'masonry',
  // The stock locator issue.
  'stock-locator',
  'stock-locator-overseas',
  'stock-locator-carousel',
  'jlr-in-page-cars-inventory-server-side-rendered',
  // The forms issue.
  'expanded-entry-form',
  'jlr-extended-warranty',
  'jlr-offers-salesforce',
  // The block catalogue issue (14): quizzes, finance.
  'jlr-diesel-petrol-quiz',
  'jlr-subscription-quiz',
  'jlr-finance-calculator',
  'rent-a-car',
  'car-rent',
  'jlr-select-vehicle-to-update',
  'jlr-expanded-entry-form-mena',
  'jlr-map-update',
  'jlr-vin-checker-local',
  'news',
  'range-calculator',
  'racing-results',
  'jlr-dealer-locator',
  'jlr-dealer-locator-mena',
  'jlr-dealer-locator-with-map',
  'jlr-retailer-cards',
  'jlr-retailer-schema',
  'jlr-retailer-service-schema',
  'jlr-collection-item',
  // Issue 16: the sliders on the carousel primitive.
  'jlr-collection-slider',
  'collection-slider-feed',
  'icon-button-slider',
  // The model showcase blocks with data (issue 16).
  'jlr-specification',
  'model-summary',
  'jlr-model-summary-filters',
  'range-component',
  'electrifying-power',
  'image-box',
  // Issue 16: the model showcase.
  'jlr-exterior-360',
  'jlr-interior-360',
  'hotspots-container',
  'versatility',
  // Issue 16: the model showcase carousels.
  'jlr-hero-slider',
  'jlr-tabbed-component',
  'jlr-models-carousel-manual',
  'jlr-color-picker-slider',
  'jlr-same-size-carousel',
  // Issue 16: the editor templates of 001 §3 (decision 054).
  'number-button-carousel',
  'dual-frame-carousel',
  'quote',
  'entry-form',
  'ready-to-go-bar',
  'gallery-categories',
  'single-offer',
  'gallery-carousel',
  'icons-timeline',
]

describe('template registry', () => {
  it('holds every template of the engine, stock locator and forms issues', () => {
    expect(
      listTemplates({ includeHidden: true })
        .map((t) => t.key)
        .sort(),
    ).toEqual([...ISSUE_TEMPLATES].sort())
    expect(isTemplateKey('jlr-tabs')).toBe(true)
    expect(isTemplateKey('jlr-nope')).toBe(false)
    expect(getTemplate('nope')).toBeUndefined()
  })

  it('orders by list_priority and groups by the spec groups', () => {
    const list = listTemplates()
    for (let i = 1; i < list.length; i++)
      expect((list[i - 1]?.list_priority ?? 0) <= (list[i]?.list_priority ?? 0)).toBe(true)
    const groups = templatesByGroup()
    expect(groups.map((g) => g.group)).toEqual(
      TEMPLATE_GROUPS.filter((g) => groups.some((x) => x.group === g)),
    )
    expect(groups.flatMap((g) => g.templates)).toHaveLength(list.length)
    expect(groups.find((g) => g.group === 'Hero')?.templates.map((t) => t.key)).toContain('hero-carousel')
  })

  it('describes slots and groups of container templates', () => {
    expect(templateStructure('jlr-tabs').slots).toEqual([
      expect.objectContaining({ path: ['tabs', '*', 'content'], maxItems: 20 }),
    ])
    expect(templateStructure('jlr-content-blocks').slots[0]).toMatchObject({ path: ['blocks'], maxItems: 4 })
    expect(templateStructure('in-page-navigation').groups[0]).toMatchObject({ path: ['items'], maxItems: 10 })
    // LinksCollection is a field kind, not a repeatable group.
    expect(templateStructure('jlr-hero-title-banner').groups).toEqual([])
  })
})

describe.each(ISSUE_TEMPLATES)('%s', (key) => {
  it('makes a new block from its defaults that validates', () => {
    const block = newBlock(key as never, 'new-block')
    expect(validatePage(pageWith([block])).errors).toEqual([])
  })

  it('has a migration step for every earlier version', () => {
    const version = getTemplate(key)?.version ?? 1
    expect(migrationsOf(key).map((m) => m.from)).toEqual(Array.from({ length: version - 1 }, (_, i) => i + 1))
  })

  it('gives group items the defaults the schema declares', () => {
    for (const group of templateStructure(key).groups) {
      const item = defaultObject(group.item)
      for (const [name, field] of Object.entries(group.item.properties ?? {}))
        if ('default' in field) expect(item[name]).toEqual(field.default)
    }
  })
})

it('uses the spec defaults the issue names', () => {
  const attributes = (key: string) => newBlock(key as never, 'x').attributes as Record<string, unknown>
  expect(attributes('hero-carousel').slide_duration).toBe(6000)
  expect(attributes('in-page-navigation').goTopShort).toBe('TOP')
  expect(attributes('compare-images').start_position).toBe(50)
  expect(attributes('jlr-snippet').header_tag).toBe('H2')
  expect(attributes('in-page-navigation')).not.toHaveProperty('block_scroll_id')
  expect(attributes('masonry')).toHaveProperty('block_scroll_id', '')
})
