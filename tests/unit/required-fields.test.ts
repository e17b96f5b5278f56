import { describe, expect, it } from 'vitest'
import { humanError } from '../../engine/validation/human-error.js'
import { fieldTrail } from '../../engine/validation/field-trail.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import { templateCatalogue } from '../../templates/generated/catalogue.js'
import { block, pageWith } from '../helpers/page-builder.js'

/** Required means present (issue 13): a required text field holding "" is as missing as an absent one. */
describe('required text fields', () => {
  it('codegen gives every required String, Text and Markdown field minLength 1', () => {
    const hero = templateCatalogue['jlr-hero-title-banner'] as {
      properties: Record<string, { minLength?: number }>
    }
    expect(hero.properties.heading?.minLength).toBe(1)
    // Not required: an empty paragraph is allowed.
    expect(hero.properties.paragraph?.minLength).toBeUndefined()
  })

  it('refuses an empty required heading with "Heading is required"', () => {
    const doc = pageWith([block('jlr-hero-title-banner', 'hero', { heading: '' })])
    expect(validatePage(doc).errors).toEqual([
      { path: '/blocks/0/attributes/heading', blockId: 'hero', message: 'Heading is required' },
    ])
  })

  it('says the same of a heading of only spaces and line breaks, once', () => {
    for (const heading of [' ', '   \n\t ', '\u00a0']) {
      const doc = pageWith([block('jlr-hero-title-banner', 'hero', { heading })])
      expect(validatePage(doc).errors).toEqual([
        { path: '/blocks/0/attributes/heading', blockId: 'hero', message: 'Heading is required' },
      ])
    }
    const padded = pageWith([block('jlr-hero-title-banner', 'hero', { heading: '  Defender ' })])
    expect(validatePage(padded).ok).toBe(true)
  })

  it('says the same of a missing required heading', () => {
    const hero = block('jlr-hero-title-banner', 'hero')
    delete (hero.attributes as Record<string, unknown>).heading
    expect(validatePage(pageWith([hero])).errors).toEqual([
      { path: '/blocks/0/attributes/heading', blockId: 'hero', message: 'Heading is required' },
    ])
  })

  it('names a required field inside a group item by its own title', () => {
    const tabs = block('jlr-tabs', 'tabs', { tabs: [{ tab_label: '', tab_id: 'one', content: [] }] })
    const errors = validatePage(pageWith([tabs])).errors
    expect(errors).toContainEqual({
      path: '/blocks/0/attributes/tabs/0/tab_label',
      blockId: 'tabs',
      message: 'Tab label is required',
    })
  })

  it('refuses a link with an empty URL, naming the link field', () => {
    const doc = pageWith([
      block('jlr-hero-title-banner', 'hero', { buttons: [{ url: '', target: '_self' }] }),
    ])
    const errors = validatePage(doc).errors
    expect(errors).toContainEqual({
      path: '/blocks/0/attributes/buttons/0/url',
      blockId: 'hero',
      message: 'Buttons 1 is required',
    })
  })

  it('keeps a filled page valid', () => {
    const doc = pageWith([block('jlr-hero-title-banner', 'hero', { heading: 'Defender' })])
    expect(validatePage(doc).ok).toBe(true)
  })
})

describe("humanError (the publish refusal's headline)", () => {
  it('names the block by its label and the field by its title', () => {
    const doc = pageWith([block('jlr-hero-title-banner', 'hero', { heading: '' })])
    const [error] = validatePage(doc).errors
    expect(humanError(doc, error!).text).toBe('Hero title banner › Heading: is required')
  })

  it('walks group items and nested blocks', () => {
    const tabs = block('jlr-tabs', 'tabs', { tabs: [{ tab_label: 'A', tab_id: 'a', content: [] }] })
    const doc = pageWith([tabs])
    expect(fieldTrail(doc, '/blocks/0/attributes/tabs/0/tab_label')).toEqual({
      block: 'Tabs',
      fields: ['Tabs 1', 'Tab label'],
    })
    expect(
      humanError(doc, {
        path: '/blocks/0/attributes/tabs/0/tab_label',
        blockId: 'tabs',
        message: 'is too long',
      }).text,
    ).toBe('Tabs › Tabs #1 › Tab label: is too long')
  })

  it('calls page-level fields by their titles in the page settings', () => {
    const doc = pageWith([], { attributes: { title: '' } })
    const [error] = validatePage(doc).errors
    expect(error).toEqual({ path: '/attributes/title', blockId: null, message: 'Page title is required' })
    expect(humanError(doc, error!).text).toBe('Page › Page title: is required')
  })
})
