import { describe, expect, it } from 'vitest'
import { consentAllowsMarketing } from '../../../engine/rules/consent-allows-marketing.js'
import { scopesFromVendorGroups } from '../../../engine/rules/consent-vendor-scopes.js'
import { isCookieBannerVisible } from '../../../engine/rules/cookie-banner-visible.js'
import {
  applyConsentAction,
  CONSENT_BANNER_RELOAD_DELAY_MS,
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT_STRATEGY,
  INITIAL_CONSENT,
  MARKETING_PLACEHOLDER_TEXT,
  NO_LOCAL_STORAGE_ERROR,
  type ConsentAction,
  type ConsentStrategy,
  type CookieConsentState,
} from '../../../engine/rules/cookie-consent.js'
import { serialiseConsent } from '../../../engine/rules/cookie-consent-serialise.js'
import { parseConsent } from '../../../engine/rules/cookie-consent-storage.js'

describe('cookie consent constants (001 §8, §9; 000 §9)', () => {
  it('uses the spec texts and numbers', () => {
    expect(CONSENT_STORAGE_KEY).toBe('cookieConsentStatus')
    expect(CONSENT_BANNER_RELOAD_DELAY_MS).toBe(1000)
    expect(DEFAULT_CONSENT_STRATEGY).toBe('basic')
    expect(INITIAL_CONSENT).toEqual({ status: 'pending', scopes: [] })
    expect(NO_LOCAL_STORAGE_ERROR).toBe('There is no localStorage')
    expect(MARKETING_PLACEHOLDER_TEXT).toBe(
      'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.',
    )
  })
})

describe('applyConsentAction (001 §4)', () => {
  it.each<[string, ConsentAction, CookieConsentState]>([
    ['acceptAll', { type: 'acceptAll' }, { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    [
      'accept with scopes',
      { type: 'accept', scopes: ['optional'] },
      { status: 'accepted', scopes: ['obligatory', 'optional'] },
    ],
    [
      'accept obligatory only',
      { type: 'accept', scopes: ['obligatory'] },
      { status: 'accepted', scopes: ['obligatory'] },
    ],
    [
      'accept vendor scopes',
      { type: 'accept', scopes: ['marketing', 'statistic'] },
      { status: 'accepted', scopes: ['obligatory', 'statistic', 'marketing'] },
    ],
    ['reject', { type: 'reject' }, { status: 'rejected', scopes: ['obligatory'] }],
  ])('%s', (_name, action, expected) => {
    expect(applyConsentAction(INITIAL_CONSENT, action)).toEqual(expected)
  })
})

describe('parseConsent / serialiseConsent (status:scope1,scope2)', () => {
  it.each<[string | null, CookieConsentState]>([
    [null, { status: 'pending', scopes: [] }],
    ['', { status: 'pending', scopes: [] }],
    ['accepted:obligatory,optional', { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    ['rejected:obligatory', { status: 'rejected', scopes: ['obligatory'] }],
    ['accepted:optional,bogus,obligatory', { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    ['pending:', { status: 'pending', scopes: [] }],
    ['rejected', { status: 'rejected', scopes: [] }],
    ['yes please', { status: 'unknown', scopes: [] }],
  ])('parses %j', (stored, expected) => {
    expect(parseConsent(stored)).toEqual(expected)
  })

  it.each<[CookieConsentState, string]>([
    [{ status: 'accepted', scopes: ['obligatory', 'optional'] }, 'accepted:obligatory,optional'],
    [{ status: 'rejected', scopes: ['obligatory'] }, 'rejected:obligatory'],
    [{ status: 'pending', scopes: [] }, 'pending:'],
  ])('serialises %j', (state, expected) => {
    expect(serialiseConsent(state)).toBe(expected)
    expect(parseConsent(serialiseConsent(state))).toEqual(state)
  })
})

describe('isCookieBannerVisible (001 §2)', () => {
  it.each<[ConsentStrategy, CookieConsentState['status'], boolean]>([
    ['basic', 'pending', true],
    ['basic', 'accepted', false],
    ['basic', 'rejected', false],
    ['basic', 'unknown', false],
    ['none', 'pending', false],
    ['onetrust', 'pending', false],
  ])('%s with %s gives %s', (strategy, status, expected) => {
    expect(isCookieBannerVisible(strategy, { status, scopes: [] })).toBe(expected)
  })
})

describe('scopesFromVendorGroups (001 §4)', () => {
  it.each<[string | string[], string[]]>([
    ['C0001', ['obligatory']],
    ['C0001,C0002', ['obligatory', 'optional']],
    [
      ['C0001', 'C0004'],
      ['obligatory', 'optional'],
    ],
    ['C0002,C0004', ['optional']],
    ['C0003,C0005', []],
    ['', []],
  ])('%j', (groups, expected) => {
    expect(scopesFromVendorGroups(groups)).toEqual(expected)
  })
})

describe('consentAllowsMarketing', () => {
  it.each<[ConsentStrategy, CookieConsentState, boolean]>([
    ['basic', { status: 'accepted', scopes: ['obligatory', 'optional'] }, true],
    ['basic', { status: 'accepted', scopes: ['obligatory'] }, false],
    ['basic', { status: 'rejected', scopes: ['obligatory'] }, false],
    ['basic', { status: 'pending', scopes: [] }, false],
    ['onetrust', { status: 'accepted', scopes: ['obligatory', 'marketing'] }, true],
    ['none', { status: 'pending', scopes: [] }, true],
  ])('%s %j gives %s', (strategy, state, expected) => {
    expect(consentAllowsMarketing(strategy, state)).toBe(expected)
  })
})
