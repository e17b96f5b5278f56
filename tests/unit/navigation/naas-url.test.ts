import { describe, expect, it } from 'vitest'
import { naasUrl } from '../../../server/ssr/naas-url.js'

describe('naasUrl (000 §7 "Other": the external navigation service)', () => {
  it('is null when no service is configured, or when it is not an https address', () => {
    expect(naasUrl({}, 'en')).toBeNull()
    expect(naasUrl({ 'navigation.naas_url': '  ' }, 'en')).toBeNull()
    expect(naasUrl({ 'navigation.naas_url': 'http://nav.example.com/menu.json' }, 'en')).toBeNull()
    expect(naasUrl({ 'navigation.naas_url': 'javascript:alert(1)' }, 'en')).toBeNull()
    expect(naasUrl({ 'navigation.naas_url': 'https://user:pw@nav.example.com/' }, 'en')).toBeNull()
    expect(naasUrl({ 'navigation.naas_url': 'not a url' }, 'en')).toBeNull()
  })

  it('builds the file address from the locale (required), the selectors and the logo', () => {
    expect(naasUrl({ 'navigation.naas_url': 'https://nav.example.com/menu.json' }, 'ar')).toBe(
      'https://nav.example.com/menu.json?locale=ar',
    )
    expect(
      naasUrl(
        {
          'navigation.naas_url': 'https://nav.example.com/menu.json?brand=lr&locale=xx',
          'navigation.naas_logo': 'land-rover',
          'navigation.naas_disabled_selectors': '.search,.login',
          'navigation.naas_enabled_selectors': '',
        },
        'en',
      ),
    ).toBe('https://nav.example.com/menu.json?brand=lr&locale=en&logo=land-rover&disabled=.search%2C.login')
  })

  it('reads the local implementation from /block-data/, the locale naming its file', () => {
    expect(naasUrl({ 'navigation.naas_url': '/block-data/naas/lrdx-{locale}.json' }, 'ar')).toBe(
      '/block-data/naas/lrdx-ar.json?locale=ar',
    )
    expect(naasUrl({ 'navigation.naas_url': '/models' }, 'en')).toBeNull()
    expect(naasUrl({ 'navigation.naas_url': '//evil.example/menu.json' }, 'en')).toBeNull()
  })
})
