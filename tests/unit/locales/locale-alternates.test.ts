// The language switch's twin resolution and the hreflang links (engine/locales, docs/decisions/058).
import { describe, expect, it } from 'vitest'
import { hreflangLinks } from '../../../engine/locales/hreflang-links.js'
import { languageName } from '../../../engine/locales/language-name.js'
import { localeAlternates } from '../../../engine/locales/locale-alternates.js'
import { localeOfPath } from '../../../engine/locales/locale-of-path.js'
import { localePrefix } from '../../../engine/locales/locale-prefix.js'
import { twinPath } from '../../../engine/locales/twin-path.js'

const site = { defaultLocale: 'en', locales: ['en', 'ar'] }
const three = { defaultLocale: 'en', locales: ['en', 'ar', 'fr'] }

describe('twinPath', () => {
  it.each([
    ['/', 'ar', '/ar'],
    ['/finance', 'ar', '/ar/finance'],
    ['/offers/enquire', 'ar', '/ar/offers/enquire'],
    ['/ar', 'en', '/'],
    ['/ar/finance', 'en', '/finance'],
    ['/ar/showroom/defender-110-abc123', 'en', '/showroom/defender-110-abc123'],
    ['/showroom/defender-110-abc123', 'ar', '/ar/showroom/defender-110-abc123'],
    // "/arena" is an English page whose path merely starts with the letters "ar".
    ['/arena', 'ar', '/ar/arena'],
    ['/ar/finance', 'fr', '/fr/finance'],
    ['/finance', 'en', '/finance'],
  ])('%s in %s is %s', (path, locale, twin) => {
    expect(twinPath(locale === 'fr' ? three : site, path, locale)).toBe(twin)
  })
})

describe('localeAlternates', () => {
  it('leads to the twin when it is published', () => {
    expect(localeAlternates(site, '/finance', (p) => p === '/ar/finance')).toEqual([
      { locale: 'ar', path: '/ar/finance', twin: true },
    ])
    expect(localeAlternates(site, '/ar/finance', (p) => p === '/finance')).toEqual([
      { locale: 'en', path: '/finance', twin: true },
    ])
  })

  it("leads to the other locale's home when the twin is not published", () => {
    expect(localeAlternates(site, '/offers', () => false)).toEqual([
      { locale: 'ar', path: '/ar', twin: false },
    ])
    expect(localeAlternates(site, '/ar/offers', () => false)).toEqual([
      { locale: 'en', path: '/', twin: false },
    ])
  })

  it('asks only about the twin paths, one per other locale', () => {
    const asked: string[] = []
    localeAlternates(three, '/ar/stock', (p) => {
      asked.push(p)
      return true
    })
    expect(asked).toEqual(['/stock', '/fr/stock'])
  })

  it('has nothing for a site with one locale', () => {
    expect(localeAlternates({ defaultLocale: 'en', locales: ['en'] }, '/x', () => true)).toEqual([])
  })
})

describe('hreflangLinks', () => {
  it('lists the page, its twins and x-default when a twin is published', () => {
    expect(hreflangLinks(site, '/ar/finance', [{ locale: 'en', path: '/finance', twin: true }])).toEqual([
      { hreflang: 'ar', path: '/ar/finance' },
      { hreflang: 'en', path: '/finance' },
      { hreflang: 'x-default', path: '/finance' },
    ])
  })

  it('is empty when only a home page stands in for the twin', () => {
    expect(hreflangLinks(site, '/offers', [{ locale: 'ar', path: '/ar', twin: false }])).toEqual([])
  })

  it('leaves out x-default when no version is in the default locale', () => {
    const links = hreflangLinks(three, '/ar/x', [
      { locale: 'en', path: '/', twin: false },
      { locale: 'fr', path: '/fr/x', twin: true },
    ])
    expect(links.map((l) => l.hreflang)).toEqual(['ar', 'fr'])
  })
})

describe('locale helpers', () => {
  it('derives the prefix and the locale of a path', () => {
    expect(localePrefix(site, 'en')).toBe('')
    expect(localePrefix(site, 'ar')).toBe('/ar')
    expect(localeOfPath(site, '/ar/stock')).toBe('ar')
    expect(localeOfPath(site, '/arena')).toBe('en')
    expect(localeOfPath(site, '/en/x')).toBe('en')
  })

  it('names a language in that language', () => {
    expect(languageName('ar')).toBe('العربية')
    expect(languageName('en')).toBe('English')
    expect(languageName('ar-AE')).toBe('العربية')
  })
})
