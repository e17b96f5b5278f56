import { describe, expect, it } from 'vitest'
import { sanitiseFooter } from '../../../engine/rules/footer-sanitiser.js'

const link = (extra: object = {}) => ({ label: 'Contact us', url: '/contact-us', ...extra })

describe('sanitiseFooter items (000 §5)', () => {
  it.each<[string, unknown, unknown]>([
    [
      'defaults target, type and tag',
      link(),
      { label: 'Contact us', url: '/contact-us', type: 'link', target: '_self', tag: 'div' },
    ],
    [
      'invalid target falls back to _self',
      link({ target: '_top' }),
      expect.objectContaining({ target: '_self' }),
    ],
    ['_blank kept', link({ target: '_blank' }), expect.objectContaining({ target: '_blank' })],
    ['invalid type falls back to link', link({ type: 'button' }), expect.objectContaining({ type: 'link' })],
    [
      'social kept',
      link({ type: 'social', icon: 'facebook' }),
      expect.objectContaining({ type: 'social', icon: 'facebook' }),
    ],
    ['invalid tag falls back to div', link({ tag: 'section' }), expect.objectContaining({ tag: 'div' })],
    ['span kept', link({ tag: 'span' }), expect.objectContaining({ tag: 'span' })],
    [
      'rel and aria_label kept',
      link({ rel: 'noopener', aria_label: 'Contact' }),
      expect.objectContaining({ rel: 'noopener', aria_label: 'Contact' }),
    ],
    [
      'javascript: href removed, item kept',
      link({ url: 'javascript:alert(1)' }),
      { label: 'Contact us', type: 'link', target: '_self', tag: 'div' },
    ],
    [
      'data: href removed',
      link({ url: 'data:text/html,x' }),
      expect.not.objectContaining({ url: expect.anything() }),
    ],
    [
      'protocol-relative href removed',
      link({ url: '//evil.example.com' }),
      expect.not.objectContaining({ url: expect.anything() }),
    ],
    [
      'https kept',
      link({ url: 'https://www.landrover.com.au/' }),
      expect.objectContaining({ url: 'https://www.landrover.com.au/' }),
    ],
    [
      'mailto kept',
      link({ url: 'mailto:sales@example.com' }),
      expect.objectContaining({ url: 'mailto:sales@example.com' }),
    ],
    [
      'tel kept',
      link({ url: 'tel:+61 2 9000 0000' }),
      expect.objectContaining({ url: 'tel:+61 2 9000 0000' }),
    ],
    [
      'image defaults to 200x80',
      { type: 'image', image: { src: '/media/logo.png', alt: 'Logo' } },
      {
        type: 'image',
        target: '_self',
        tag: 'div',
        image: { src: '/media/logo.png', alt: 'Logo', width: 200, height: 80 },
      },
    ],
    [
      'image keeps its size',
      { type: 'image', image: { src: '/x.png', width: 120, height: 40 } },
      expect.objectContaining({ image: { src: '/x.png', alt: '', width: 120, height: 40 } }),
    ],
    [
      'image without a label is valid',
      { type: 'image', image: { src: '/x.png' } },
      expect.objectContaining({ type: 'image' }),
    ],
    [
      'wrapper without a label is valid',
      { type: 'wrapper', items: [link()] },
      expect.objectContaining({ type: 'wrapper', items: [expect.objectContaining({ label: 'Contact us' })] }),
    ],
    [
      'wrapper drops its invalid children',
      { type: 'wrapper', items: [{ url: '/x' }, link()] },
      expect.objectContaining({ items: [expect.objectContaining({ label: 'Contact us' })] }),
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitiseFooter({ top: { items: [input] } }).top?.items[0]).toEqual(expected)
  })

  it.each<[string, unknown]>([
    ['image without src', { type: 'image', image: { alt: 'x' } }],
    ['image with a javascript: src', { type: 'image', image: { src: 'javascript:alert(1)' } }],
    ['link without label', { url: '/x' }],
    ['social with a blank label', { type: 'social', label: '   ', url: '/x' }],
    ['not an object', 'Contact'],
    ['null', null],
  ])('drops %s', (_name, input) => {
    expect(sanitiseFooter({ middle: { items: [input] } }).middle).toBeUndefined()
  })
})

describe('sanitiseFooter rows and columns (000 §5)', () => {
  it('drops rows without items or heading link, then columns without rows', () => {
    const out = sanitiseFooter({
      medium: {
        columns: [
          {
            heading: 'Models',
            rows: [{ items: [] }, { items: [{ label: 'Defender', url: '/models/defender' }] }],
          },
          { heading: 'Empty', rows: [{ items: [{ url: '/no-label' }] }] },
          {
            heading: 'Heading only',
            rows: [{ heading_link: { label: 'Owners', url: '/owners' }, items: [] }],
          },
          { type: 'social', rows: [{ items: [{ type: 'social', label: 'Facebook', icon: 'facebook' }] }] },
          { type: 'banner', rows: [{ items: [{ label: 'X' }] }] },
        ],
      },
    })
    expect(out.medium?.columns.map((c) => [c.type, c.heading, c.rows.length])).toEqual([
      ['links', 'Models', 1],
      ['links', 'Heading only', 1],
      ['social', undefined, 1],
      ['links', undefined, 1],
    ])
  })

  it('reads nonsense as an empty footer', () => {
    for (const raw of [null, undefined, 'footer', 42, [], { top: 'x', medium: { columns: 'y' } }])
      expect(sanitiseFooter(raw)).toEqual({})
  })

  it('keeps bottom copyright, search and retailer picker', () => {
    const out = sanitiseFooter({
      bottom: { items: [], copyright: '© 2026 Southern Cross Land Rover' },
      search: { enabled: true, placeholder: 'Search', label: 'Search the site' },
      retailer_picker: {
        enabled: true,
        retailers_url: 'javascript:alert(1)',
        markets: [
          { code: 'au', label: 'Australia', languages: [{ code: 'en', label: 'English' }, { code: 'xx' }] },
          { code: 'nz', label: 'New Zealand', languages: [] },
        ],
      },
    })
    expect(out.bottom).toEqual({ items: [], copyright: '© 2026 Southern Cross Land Rover' })
    expect(out.search).toEqual({ enabled: true, placeholder: 'Search', label: 'Search the site' })
    expect(out.retailer_picker).toEqual({
      enabled: true,
      markets: [{ code: 'au', label: 'Australia', languages: [{ code: 'en', label: 'English' }] }],
    })
  })

  it('disables a retailer picker without markets', () => {
    expect(sanitiseFooter({ retailer_picker: { enabled: true, markets: [] } }).retailer_picker?.enabled).toBe(
      false,
    )
  })
})

describe('sanitising twice', () => {
  it('gives back its own output as it is, frozen, and cleans a changed copy again', () => {
    const once = sanitiseFooter({ bottom: { items: [link({ url: 'javascript:alert(1)' })] } })
    expect(sanitiseFooter(once)).toBe(once)
    expect(Object.isFrozen(once.bottom?.items[0])).toBe(true)
    const copy = structuredClone(once) as unknown as { bottom: { items: { url?: string }[] } }
    copy.bottom.items[0] = { ...copy.bottom.items[0], url: 'javascript:alert(2)' }
    expect(sanitiseFooter(copy)).not.toBe(copy)
    expect(JSON.stringify(sanitiseFooter(copy))).not.toContain('javascript:')
  })
})
