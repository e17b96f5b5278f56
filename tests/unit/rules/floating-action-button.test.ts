import { describe, expect, it } from 'vitest'
import { parseFabSetting, type FabSetting } from '../../../engine/rules/fab-setting.js'
import {
  FAB_BUTTON_SIZE_PX,
  FAB_MENU_MAX_WIDTH_PX,
  FAB_SECONDARY_MOBILE_ITEMS,
  FAB_TOUCH_HIGHLIGHT_MS,
  QUICK_LINKS_AUTO_CLOSE_MS,
  QUICK_LINKS_DEFAULT_EXPAND_LABEL,
  QUICK_LINKS_MOBILE_MIN_HEIGHT_PX,
  QUICK_LINKS_PANEL_COLLAPSED_PX,
  QUICK_LINKS_PANEL_EXPANDED_PX,
  QUICK_LINKS_SCROLL_THRESHOLD_PX,
  QUICK_LINKS_STAGGER_MS,
  resolveFab,
} from '../../../engine/rules/floating-action-button.js'

const testDrive = { link: { url: '/test-drive', link_text: 'Book a test drive' }, icon: 'steering-wheel' }
const call = { link: { url: 'tel:+61290000000', link_text: 'Call us', target: '_blank' as const } }
const noText = { link: { url: '/offers' } }
const noUrl = { link: { link_text: 'Chat with us' } }
const unsafe = { link: { url: 'javascript:alert(1)', link_text: 'Hack' } }
const global: FabSetting = { items: [testDrive, call] }

describe('floating action button constants (001 §2, 000 §9)', () => {
  it('uses the spec numbers and label', () => {
    expect([
      FAB_BUTTON_SIZE_PX,
      FAB_MENU_MAX_WIDTH_PX,
      QUICK_LINKS_SCROLL_THRESHOLD_PX,
      QUICK_LINKS_AUTO_CLOSE_MS,
    ]).toEqual([55, 360, 400, 5000])
    expect([QUICK_LINKS_STAGGER_MS, QUICK_LINKS_PANEL_EXPANDED_PX, QUICK_LINKS_PANEL_COLLAPSED_PX]).toEqual([
      150, 229, 47,
    ])
    expect([QUICK_LINKS_MOBILE_MIN_HEIGHT_PX, FAB_SECONDARY_MOBILE_ITEMS, FAB_TOUCH_HIGHLIGHT_MS]).toEqual([
      65, 3, 200,
    ])
    expect(QUICK_LINKS_DEFAULT_EXPAND_LABEL).toBe('Next Steps')
  })
})

describe('resolveFab (001 §2, §3, §8)', () => {
  it.each<[string, Parameters<typeof resolveFab>[0], string[] | null]>([
    ['global items', { global, navigationDisabled: false }, ['Book a test drive', 'Call us']],
    ['hidden where navigation is disabled', { global, navigationDisabled: true }, null],
    [
      'hidden when disabled globally',
      { global: { ...global, isfabDisabled: true }, navigationDisabled: false },
      null,
    ],
    [
      'hidden when disabled by the page',
      { page: { isfabDisabled: true }, global, navigationDisabled: false },
      null,
    ],
    [
      'page disabled flag false overrides global true',
      {
        page: { isfabDisabled: false },
        global: { ...global, isfabDisabled: true },
        navigationDisabled: false,
      },
      ['Book a test drive', 'Call us'],
    ],
    [
      'page items take precedence',
      { page: { items: [call] }, global, navigationDisabled: false },
      ['Call us'],
    ],
    [
      'empty page items fall back to global',
      { page: { items: [] }, global, navigationDisabled: false },
      ['Book a test drive', 'Call us'],
    ],
    [
      'items need link text',
      { global: { items: [noText, testDrive] }, navigationDisabled: false },
      ['Book a test drive'],
    ],
    [
      'items without url but with text show',
      { global: { items: [noUrl] }, navigationDisabled: false },
      ['Chat with us'],
    ],
    [
      'quick links need a url',
      { global: { items: [noUrl, noText], isQuickLinks: true }, navigationDisabled: false },
      ['/offers'],
    ],
    [
      'unsafe urls removed',
      { global: { items: [unsafe], isQuickLinks: true }, navigationDisabled: false },
      null,
    ],
    ['nothing to show', { global: { items: [noText] }, navigationDisabled: false }, null],
    ['no settings at all', { navigationDisabled: false }, null],
  ])('%s', (_name, input, labels) => {
    const view = resolveFab(input)
    expect(view ? view.items.map((i) => i.label) : null).toEqual(labels)
  })

  it('describes the quick links and their labels', () => {
    expect(
      resolveFab({
        page: { areQuickLinksReversed: true },
        global: {
          items: [testDrive, call],
          isQuickLinks: true,
          isSecondary: true,
          mobileButtonLabel: 'Get in touch',
        },
        navigationDisabled: false,
      }),
    ).toEqual({
      mode: 'quick-links',
      items: [
        { label: 'Book a test drive', url: '/test-drive', target: '_self', icon: 'steering-wheel' },
        { label: 'Call us', url: 'tel:+61290000000', target: '_blank' },
      ],
      isSecondary: true,
      mobileButtonLabel: 'Get in touch',
      reversed: true,
    })
  })

  it('uses the configured expand label', () => {
    expect(
      resolveFab({
        global: { ...global, quickLinksExpandButtonLabel: 'Get started' },
        navigationDisabled: false,
      })?.expandLabel,
    ).toBe('Get started')
  })
})

describe('parseFabSetting (001 §8: invalid JSON logged and ignored)', () => {
  it.each<[string | null, FabSetting | null, boolean]>([
    [null, null, false],
    ['', null, false],
    [
      '{"items":[{"link":{"url":"/x","link_text":"X"}}]}',
      { items: [{ link: { url: '/x', link_text: 'X' } }] },
      false,
    ],
    [
      '{"items":[null,{"link":null},{"link":{"link_text":"Y"}}]}',
      { items: [{ link: { link_text: 'Y' } }] },
      false,
    ],
    ['{"items":', null, true],
    ['[1,2]', null, true],
    ['"fab"', null, true],
  ])('%j', (raw, value, hasMessage) => {
    const out = parseFabSetting(raw)
    expect(out.value).toEqual(value)
    expect(out.message !== undefined).toBe(hasMessage)
  })
})
