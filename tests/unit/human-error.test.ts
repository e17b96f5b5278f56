import { describe, expect, it } from 'vitest'
import { humanError } from '../../engine/validation/human-error.js'
import { fieldErrorsAt } from '../../editor/fields/field-errors-at.js'
import { validatePage } from '../../engine/validation/validate-page.js'
import { nestedPage } from '../helpers/page-builder.js'

const doc = nestedPage()

describe('humanError', () => {
  it('names the block by its label and the field by its title', () => {
    const error = { path: '/blocks/0/attributes/heading', blockId: 'hero', message: 'is required' }
    expect(humanError(doc, error)).toMatchObject({
      text: 'Hero title banner › Heading: is required',
      block: 'Hero title banner',
      field: 'Heading',
      fieldPointer: '/heading',
    })
  })

  it('does not repeat a field title the message starts with', () => {
    const error = { path: '/blocks/0/attributes/heading', blockId: 'hero', message: 'Heading is required' }
    expect(humanError(doc, error).text).toBe('Hero title banner › Heading: is required')
  })

  it('numbers blocks of a template the page holds more than once, and items of a group', () => {
    const snippet = humanError(doc, {
      path: '/blocks/1/attributes/tabs/0/content/0/attributes/blocks/1/attributes/heading',
      blockId: 'snippet-b',
      message: 'is too long: at most 300 characters',
    })
    expect(snippet.text).toBe('Snippet #2 › Heading: is too long: at most 300 characters')
    const tab = humanError(doc, {
      path: '/blocks/1/attributes/tabs/1/tab_label',
      blockId: 'tabs',
      message: 'must not be empty',
    })
    expect(tab.text).toBe('Tabs › Tabs #2 › Tab label: must not be empty')
    expect(tab.fieldPointer).toBe('/tabs/1/tab_label')
  })

  it('names page-level errors without pointers', () => {
    expect(
      humanError(doc, { path: '/attributes/meta_title', blockId: null, message: 'is too long' }).text,
    ).toBe('Page › Meta title: is too long')
  })

  it('words every error the validator finds without a pointer or a block id', () => {
    const bad = nestedPage()
    ;(bad.blocks[0]!.attributes as Record<string, unknown>).heading = 'x'.repeat(400)
    const { errors } = validatePage(bad)
    expect(errors.length).toBeGreaterThan(0)
    for (const error of errors) {
      const { text } = humanError(bad, error)
      expect(text).not.toContain('/')
      expect(text).not.toContain('hero')
      expect(text).toMatch(/^Hero title banner › Heading: /)
    }
  })
})

describe('fieldErrorsAt', () => {
  it('names the parts of a composite field by their titles, never by pointer', () => {
    const schema = {
      type: 'array',
      items: {
        type: 'object',
        properties: { url: { type: 'string', title: 'URL' }, link_type: { type: 'string' } },
      },
    } as const
    const errors = [
      { pointer: '/links/1/url', message: 'is not a safe URL' },
      { pointer: '/links/0/link_type', message: 'must be one of "page"' },
      { pointer: '/links', message: 'holds too many items: at most 4' },
    ]
    expect(fieldErrorsAt(errors, '/links', true, schema)).toEqual([
      'Item #2 › URL: is not a safe URL',
      'Item #1 › Link type: must be one of "page"',
      'holds too many items: at most 4',
    ])
  })
})
