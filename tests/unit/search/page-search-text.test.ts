import { describe, expect, it } from 'vitest'
import {
  AUTOCOMPLETE_DEFAULTS,
  shouldFetchSuggestions,
  visibleSuggestions,
} from '../../../engine/search/autocomplete-rules.js'
import { MAX_BODY_CHARS, pageSearchText } from '../../../engine/search/page-search-text.js'
import { plainTextOfHtml } from '../../../engine/search/plain-text-of-html.js'
import { searchConfigFor } from '../../../engine/search/search-config.js'
import { searchText } from '../../../engine/search/search-text.js'
import { block, pageWith } from '../../helpers/page-builder.js'

describe('pageSearchText', () => {
  it('takes title, description and the prose of every block, rich text without its markup', () => {
    const doc = pageWith(
      [
        block('jlr-snippet', 's1', {
          block_scroll_id: 'anchor-id-never-indexed',
          heading: 'Winter care',
          paragraph: '<p>Fit <strong>snow</strong>&nbsp;chains&amp;more</p><script>alert("x")</script>',
          buttons: [
            {
              url: 'https://example.com/hidden-url',
              label: 'Book now',
              target: '_self',
              link_type: 'external',
            },
          ],
        }),
      ],
      { attributes: { title: 'Tyres', meta_description: 'All about tyres' } },
    )
    const text = pageSearchText(doc)
    expect(text.title).toBe('Tyres')
    expect(text.description).toBe('All about tyres')
    expect(text.body).toContain('Winter care')
    expect(text.body).toContain('Fit snow chains&more')
    expect(text.body).toContain('Book now')
    expect(text.body).not.toMatch(/anchor-id|hidden-url|alert|<|strong/)
  })

  it('reads nested blocks in slots and repeatable groups', () => {
    const doc = pageWith([
      block('jlr-tabs', 'tabs', {
        tabs: [
          {
            tab_label: 'Overviewtab',
            tab_id: 'overview-id',
            content: [
              block('jlr-content-blocks', 'row', {
                blocks: [block('jlr-snippet', 'a', { heading: 'Deepheading' })],
              }),
            ],
          },
          {
            tab_label: 'Specstab',
            tab_id: 'specs',
            content: [block('jlr-html-block', 'h', { html: '<b>Htmlword</b>' })],
          },
        ],
      }),
    ])
    const words = pageSearchText(doc).body.split(' ')
    for (const word of ['Overviewtab', 'Specstab', 'Deepheading', 'Htmlword']) expect(words).toContain(word)
    expect(words).not.toContain('overview-id')
  })

  it('reads the points of a hotspots block: titles and texts, not their places', () => {
    const doc = pageWith([
      block('hotspots-container', 'spots', {
        image: { id: 'lr-hotspots', alt: 'Cabin' },
        hotspots: [{ x: 12.5, y: 40, title: 'Pivipro screen', text: 'Touchscreen with mapsword' }],
      }),
    ])
    const words = pageSearchText(doc).body.split(' ')
    for (const word of ['Pivipro', 'mapsword', 'Cabin']) expect(words).toContain(word)
    expect(words).not.toContain('12.5')
  })

  it('tolerates malformed documents and cuts very long pages', () => {
    expect(pageSearchText(null)).toEqual({ title: '', description: '', body: '' })
    expect(pageSearchText({ attributes: { title: 5 }, blocks: [{ template: 'nope' }, 7] })).toEqual({
      title: '',
      description: '',
      body: '',
    })
    const long = pageWith([block('jlr-snippet', 's', { heading: 'word '.repeat(60_000) })])
    expect(pageSearchText(long).body.length).toBeLessThanOrEqual(MAX_BODY_CHARS)
  })
})

describe('search text helpers', () => {
  it('plainTextOfHtml drops tags, comments, scripts and decodes entities', () => {
    expect(plainTextOfHtml('<p>a</p><p>b</p>').trim().split(/\s+/)).toEqual(['a', 'b'])
    expect(plainTextOfHtml('x<!-- y -->z<style>p{}</style>')).toBe('x z ')
    expect(plainTextOfHtml('&lt;&#65;&#x42;&quot;&unknown;&#0;')).toBe('<AB"&unknown; ')
  })

  it('searchText removes NUL, controls and lone surrogates, keeps pairs', () => {
    expect(searchText('a\u0000b\u0002c\u0003 \ud800 d\udc00 🚗  ')).toBe('a b c d 🚗')
  })

  it('searchConfigFor stems English only', () => {
    expect(searchConfigFor('en')).toBe('english')
    expect(searchConfigFor('en-AU')).toBe('english')
    expect(searchConfigFor('ar')).toBe('simple')
    expect(searchConfigFor('ja')).toBe('simple')
  })
})

describe('autocomplete rules (001 §5, §9)', () => {
  it('fetches from 3 characters when enabled', () => {
    expect(shouldFetchSuggestions('ra', true)).toBe(false)
    expect(shouldFetchSuggestions('  ran ', true)).toBe(true)
    expect(shouldFetchSuggestions('ran', false)).toBe(false)
    expect(shouldFetchSuggestions('🚗🚗🚗', true)).toBe(true)
  })

  it('shows at most 5 strings containing the typed text, case-insensitively', () => {
    const data = ['Range Rover', 'RANGE', 'Discovery', 7, '', 'range a', 'range b', 'range c', 'range d']
    expect(visibleSuggestions(data, 'rAnGe')).toEqual([
      'Range Rover',
      'RANGE',
      'range a',
      'range b',
      'range c',
    ])
    expect(
      visibleSuggestions(data, 'rAnGe', { ...AUTOCOMPLETE_DEFAULTS, searchWithinPhrase: false }),
    ).toContain('Discovery')
    expect(visibleSuggestions({ error: 'x' }, 'range')).toEqual([])
    expect(visibleSuggestions(null, 'range')).toEqual([])
  })
})
