import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { malformedSettingMessage } from '../../engine/settings/malformed-setting-message.js'
import { settingText, settingValues } from '../../engine/settings/setting-values.js'
import { SITE_SETTING_KEYS } from '../../engine/settings/site-settings-schema.js'
import { validateSiteSettings } from '../../engine/settings/validate-site-settings.js'
import { META_SETTING_MESSAGE } from '../../engine/rules/meta-setting.js'

type Fixture = Record<string, Record<string, unknown>>
const read = (file: string) => JSON.parse(readFileSync(`fixtures/site/${file}`, 'utf8')) as unknown
const bySite = read('settings.json') as Fixture
const byLocale = read('settings-by-locale.json') as Record<string, Fixture>

// The seeded values as the database stores them (strings; structured ones as JSON text), read back.
const asRows = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  )

describe('site-settings.schema.json', () => {
  for (const [site, values] of Object.entries(bySite))
    it(`accepts the seeded settings of ${site}, and every seeded key is one it knows`, () => {
      const { values: parsed, problems } = settingValues(asRows(values))
      expect(problems).toEqual([])
      expect(validateSiteSettings(parsed)).toEqual([])
      expect(Object.keys(values).filter((k) => !SITE_SETTING_KEYS.includes(k))).toEqual([])
    })
  for (const [site, locales] of Object.entries(byLocale))
    for (const [locale, values] of Object.entries(locales))
      it(`accepts the seeded ${locale} variants of ${site}`, () => {
        const { values: parsed, problems } = settingValues(asRows(values))
        expect(problems).toEqual([])
        expect(validateSiteSettings(parsed)).toEqual([])
      })

  it('reports malformed JSON text with the spec message for "meta" (001 §5) and the same sentence for others', () => {
    expect(malformedSettingMessage('meta')).toBe(META_SETTING_MESSAGE)
    const { values, problems } = settingValues({ meta: '[{"name":', fab: '{', 'meta.title_divider': '{' })
    expect(problems).toEqual([
      { path: '/meta', message: 'Please check your "meta" settings in admin panel.' },
      { path: '/fab', message: 'Please check your "fab" settings in admin panel.' },
    ])
    // A text setting is text: "{" is a divider, not broken JSON.
    expect(values['meta.title_divider']).toBe('{')
  })

  it('names each bad field by its pointer, hostile values included', () => {
    const problems = validateSiteSettings({
      fab: { items: [{ link: { url: 'javascript:alert(1)', link_text: 'x' } }] },
      'cookie_consent.policy_url': 'data:text/html,hi',
      404: { image_id: '../../etc/passwd' },
      'stock_locator.finance_rate': 2 ** 31,
      'meta.title_divider': 'x'.repeat(11),
    })
    expect(problems.map((p) => p.path).sort()).toEqual([
      '/404/image_id',
      '/cookie_consent.policy_url',
      '/fab/items/0/link/url',
      '/meta.title_divider',
      '/stock_locator.finance_rate',
    ])
  })

  it('stores text settings as they are and the others as JSON', () => {
    expect(settingText('meta.title_divider', '|')).toBe('|')
    expect(settingText('stock_locator.owner_visible', true)).toBe('true')
    expect(settingText('meta', [{ name: 'a' }])).toBe('[{"name":"a"}]')
  })
})
