import { describe, expect, it } from 'vitest'
import { validatePage } from '../../engine/validation/validate-page.js'
import { block, nestedPage, pageWith } from '../helpers/page-builder.js'

describe('validatePage', () => {
  it('accepts a valid nested page', () => {
    expect(validatePage(nestedPage())).toEqual({ ok: true, errors: [] })
  })

  it('reports an unknown template with its pointer and block', () => {
    const doc = pageWith([{ id: 'x1', template: 'jlr-unknown', attributes: {} }])
    expect(validatePage(doc).errors).toEqual([
      { path: '/blocks/0/template', blockId: 'x1', message: 'unknown template "jlr-unknown"' },
    ])
  })

  it('reports an unknown template nested in a slot against the innermost block', () => {
    const doc = nestedPage()
    const row = (
      doc.blocks[1]?.attributes as { tabs: { content: { attributes: { blocks: unknown[] } }[] }[] }
    ).tabs[0]?.content[0]
    row?.attributes.blocks.push({ id: 'bad', template: 'nope', attributes: {} })
    expect(validatePage(doc).errors).toEqual([
      {
        path: '/blocks/1/attributes/tabs/0/content/0/attributes/blocks/2/template',
        blockId: 'bad',
        message: 'unknown template "nope"',
      },
      {
        path: '/blocks/1/attributes/tabs/0/content/0/attributes/blocks/2/template',
        blockId: 'bad',
        message:
          'this slot does not accept this template (allowed: "jlr-html-block", "jlr-snippet", "jlr-sign-post", "jlr-text-steps-component", "specification-glance", "jlr-accordions")',
      },
    ])
  })

  it('reports five blocks in a content row', () => {
    const row = block('jlr-content-blocks', 'row', {
      blocks: ['a', 'b', 'c', 'd', 'e'].map((id) => block('jlr-snippet', id)),
    })
    expect(validatePage(pageWith([row])).errors).toEqual([
      { path: '/blocks/0/attributes/blocks', blockId: 'row', message: 'holds too many items: at most 4' },
    ])
  })

  it('reports eleven in-page navigation items', () => {
    const items = Array.from({ length: 11 }, (_, i) => ({ label: `Item ${i}`, blockId: `component-${i}` }))
    expect(validatePage(pageWith([block('in-page-navigation', 'nav', { items })])).errors).toEqual([
      { path: '/blocks/0/attributes/items', blockId: 'nav', message: 'holds too many items: at most 10' },
    ])
  })

  it.each([
    ['javascript:alert(document.cookie)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:msgbox'],
    ['//evil.example.com/x'],
  ])('refuses the link %j', (url) => {
    const hero = block('jlr-snippet', 's', { buttons: [{ url, label: 'Go' }] })
    expect(validatePage(pageWith([hero])).errors).toEqual([
      {
        path: '/blocks/0/attributes/buttons/0/url',
        blockId: 's',
        message:
          'is not a safe URL: use http(s), mailto:, tel: or a site path (javascript: and data: are refused)',
      },
    ])
  })

  it('refuses a data: URL as an image id', () => {
    const sign = block('jlr-sign-post', 's', { image: { id: 'data:image/svg+xml,<svg onload=alert(1)>' } })
    expect(validatePage(pageWith([sign])).errors).toEqual([
      { path: '/blocks/0/attributes/image/id', blockId: 's', message: 'is not a media library id' },
    ])
  })

  it('reports strings past maxLength and unknown properties', () => {
    const snippet = block('jlr-snippet', 's', { heading: 'x'.repeat(301), onclick: 'alert(1)' })
    expect(validatePage(pageWith([snippet])).errors).toEqual([
      { path: '/blocks/0/attributes/onclick', blockId: 's', message: 'unknown property "onclick"' },
      { path: '/blocks/0/attributes/heading', blockId: 's', message: 'is too long: at most 300 characters' },
    ])
  })

  it('reports a DateRange that ends before it starts, in attributes and in visibility', () => {
    const scheduled = {
      ...block('jlr-snippet', 's'),
      visibility: { schedule: { start: '2026-12-31T00:00:00Z', end: '2026-12-01T00:00:00Z' } },
    }
    expect(validatePage(pageWith([scheduled])).errors).toEqual([
      { path: '/blocks/0/visibility/schedule/end', blockId: 's', message: 'ends before it starts' },
    ])
    const ok = {
      ...scheduled,
      visibility: { schedule: { start: '2026-12-01T00:00:00+02:00', end: '2026-12-01T00:00:00Z' } },
    }
    expect(validatePage(pageWith([ok])).errors).toEqual([])
  })

  it('reports a block id used twice, even in different slots', () => {
    const doc = pageWith([
      block('jlr-snippet', 'twice'),
      block('jlr-content-blocks', 'row', { blocks: [block('jlr-snippet', 'twice')] }),
    ])
    expect(validatePage(doc).errors).toEqual([
      {
        path: '/blocks/1/attributes/blocks/0/id',
        blockId: 'twice',
        message: 'block id "twice" is already used at /blocks/0',
      },
    ])
  })

  it('reports an anchor used twice', () => {
    const doc = pageWith([
      block('jlr-snippet', 'a', { block_scroll_id: 'models' }),
      block('masonry', 'b', { block_scroll_id: 'models' }),
    ])
    expect(validatePage(doc).errors).toEqual([
      {
        path: '/blocks/1/attributes/block_scroll_id',
        blockId: 'b',
        message: 'anchor "models" is already used by the block at /blocks/0',
      },
    ])
  })

  it('reports page-level problems with a null blockId', () => {
    const doc = pageWith([], { path: '/../etc/passwd', attributes: { title: '' } })
    expect(validatePage(doc).errors).toEqual([
      {
        path: '/path',
        blockId: null,
        message: "is not a site path: it starts with /, has no '.' or '..' segment, query or fragment",
      },
      { path: '/attributes/title', blockId: null, message: 'Page title is required' },
    ])
  })

  it.each([
    [null],
    [42],
    ['page'],
    [[]],
    [{}],
    [{ blocks: 'nope' }],
    [{ blocks: [null, 1, 'x', [], { template: 5 }, { template: 'jlr-tabs', attributes: { tabs: 'x' } }] }],
    [
      {
        blocks: [
          {
            id: 'a',
            template: 'jlr-tabs',
            attributes: { tabs: [null, { content: [null, { template: 'jlr-snippet' }] }] },
          },
        ],
      },
    ],
    [{ blocks: [{ id: 'a', template: 'jlr-snippet', attributes: null, visibility: { schedule: 'x' } }] }],
  ])('never throws on malformed input: %j', (input) => {
    const result = validatePage(input)
    expect(result.ok).toBe(false)
    for (const error of result.errors) {
      expect(typeof error.path).toBe('string')
      expect(typeof error.message).toBe('string')
    }
  })
})

describe('in-page navigation targets', () => {
  it('must be anchors that exist on the page (or #component-N)', () => {
    const nav = block('in-page-navigation', 'nav', {
      items: [
        { label: 'Models', blockId: 'models' },
        { label: 'Third block', blockId: 'component-3' },
        { label: 'Gone', blockId: 'offers' },
      ],
    })
    const doc = pageWith([nav, block('jlr-snippet', 's', { block_scroll_id: 'models' })])
    expect(validatePage(doc).errors).toEqual([
      {
        path: '/blocks/0/attributes/items/2/blockId',
        blockId: 'nav',
        message: 'points to no block on this page: no block has the anchor "offers"',
      },
    ])
  })
})
