import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { footerSaveErrors } from '../../../engine/rules/footer-save-errors.js'
import { sanitiseFooter } from '../../../engine/rules/footer-sanitiser.js'

const fixtures = JSON.parse(readFileSync('fixtures/site/footer.json', 'utf8')) as Record<
  string,
  Record<string, unknown>
>

describe('footerSaveErrors (000 §5 on save)', () => {
  it('accepts every seeded footer, and what it accepts the sanitiser keeps whole', () => {
    for (const [site, byLocale] of Object.entries(fixtures))
      for (const [locale, footer] of Object.entries(byLocale)) {
        expect([site, locale, footerSaveErrors(footer)]).toEqual([site, locale, []])
        const once = sanitiseFooter(footer)
        // Saving the sanitised footer again changes nothing and is still accepted.
        expect(footerSaveErrors(once)).toEqual([])
        expect(JSON.stringify(sanitiseFooter(JSON.parse(JSON.stringify(once))))).toBe(JSON.stringify(once))
      }
  })

  // Each rule the sanitiser applies quietly on read is a named error on save.
  const cases: [string, unknown, string, string][] = [
    [
      'an invalid target',
      { top: { items: [{ label: 'A', target: 'x' }] } },
      '/footer/top/items/0/target',
      'Item "A": the target must be _self or _blank',
    ],
    [
      'an invalid type',
      { top: { items: [{ label: 'A', type: 'x' }] } },
      '/footer/top/items/0/type',
      'Item "A": the type must be link, social, image or wrapper',
    ],
    [
      'an invalid tag',
      { top: { items: [{ label: 'A', tag: 'p' }] } },
      '/footer/top/items/0/tag',
      'Item "A": the tag must be div or span',
    ],
    [
      'an image without a src',
      { middle: { items: [{ type: 'image', image: {} }] } },
      '/footer/middle/items/0/image/src',
      'Item /footer/middle/items/0 is an image and needs an image src',
    ],
    [
      'a link without a label',
      { bottom: { items: [{ url: '/a' }] } },
      '/footer/bottom/items/0/label',
      'Item /footer/bottom/items/0 needs a label',
    ],
    [
      'a social item without a label',
      { bottom: { items: [{ type: 'social', icon: 'x', url: 'https://x.example' }] } },
      '/footer/bottom/items/0/label',
      'Item /footer/bottom/items/0 needs a label',
    ],
    [
      'a row without items or heading link',
      { medium: { columns: [{ heading: 'H', rows: [{ items: [] }] }] } },
      '/footer/medium/columns/0/rows/0',
      'Column "H", row 1 needs items or a heading link',
    ],
    [
      'a column without rows',
      { medium: { columns: [{ heading: 'H', rows: [] }] } },
      '/footer/medium/columns/0/rows',
      'Column "H" needs at least one row',
    ],
    [
      'a column of another type',
      { medium: { columns: [{ type: 'grid', rows: [{ items: [{ label: 'A' }] }] }] } },
      '/footer/medium/columns/0/type',
      'Column 1: the type must be links or social',
    ],
    [
      'a script link',
      { top: { items: [{ label: 'A', url: 'javascript:alert(1)' }] } },
      '/footer/top/items/0/url',
      'Item "A": the link must be a site path, http(s), mailto: or tel: (javascript: and data: are refused)',
    ],
    [
      'a data: image',
      { top: { items: [{ type: 'image', image: { src: 'data:image/png;base64,x' } }] } },
      '/footer/top/items/0/image/src',
      'Item /footer/top/items/0: image src: the link must be a site path, http(s), mailto: or tel: (javascript: and data: are refused)',
    ],
    [
      'wrappers nested too deep',
      {
        top: {
          items: [
            {
              type: 'wrapper',
              items: [
                {
                  type: 'wrapper',
                  items: [
                    {
                      type: 'wrapper',
                      items: [{ type: 'wrapper', items: [{ type: 'wrapper', items: [] }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      },
      '/footer/top/items/0/items/0/items/0/items/0/items/0/items',
      'Item /footer/top/items/0/items/0/items/0/items/0/items/0: wrappers nest at most 4 deep',
    ],
    [
      'a label that is not text',
      { top: { items: [{ label: 42 }] } },
      '/footer/top/items/0/label',
      'Item /footer/top/items/0: label must be text',
    ],
    [
      'a retailers url with a script',
      { retailer_picker: { retailers_url: 'javascript:x', markets: [] } },
      '/footer/retailer_picker/retailers_url',
      'The retailer picker: retailers url: the link must be a site path, http(s), mailto: or tel: (javascript: and data: are refused)',
    ],
    [
      'an enabled picker without markets',
      { retailer_picker: { enabled: true, markets: [] } },
      '/footer/retailer_picker/markets',
      'The retailer picker is on and needs at least one market',
    ],
    [
      'a market language without a label',
      { retailer_picker: { markets: [{ code: 'au', label: 'Australia', languages: [{ code: 'en' }] }] } },
      '/footer/retailer_picker/markets/0/languages/0/label',
      'Market "Australia", language 1 needs a label',
    ],
    [
      'a market code used twice',
      {
        retailer_picker: {
          markets: [
            { code: 'au', label: 'A', languages: [{ code: 'en', label: 'E' }] },
            { code: 'au', label: 'B', languages: [{ code: 'en', label: 'E' }] },
          ],
        },
      },
      '/footer/retailer_picker/markets/1/code',
      'Market "B": the code au is used twice',
    ],
  ]
  it.each(cases)('names %s', (_what, footer, path, message) => {
    expect(footerSaveErrors(footer)).toEqual([{ path, message }])
  })

  it('names a footer that is not an object, and accepts an empty one', () => {
    expect(footerSaveErrors([])).toEqual([{ path: '/footer', message: 'The footer must be an object' }])
    expect(footerSaveErrors({})).toEqual([])
  })
})
