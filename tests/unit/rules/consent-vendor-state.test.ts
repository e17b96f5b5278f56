import { describe, expect, it } from 'vitest'
import { consentAllowsAnalytics } from '../../../engine/rules/consent-allows-analytics.js'
import {
  cookiebotConsent,
  oneTrustConsent,
  trustArcConsent,
  usercentricsConsent,
} from '../../../engine/rules/consent-vendor-state.js'
import type { ConsentStrategy, CookieConsentState } from '../../../engine/rules/cookie-consent.js'

const pending: CookieConsentState = { status: 'pending', scopes: [] }
const rejected: CookieConsentState = { status: 'rejected', scopes: ['obligatory'] }

describe('the consent vendors mapped to the spec states and scopes (001 §3, §4)', () => {
  it.each([
    ['banner still open', { activeGroups: ',C0001,', alertBoxClosed: false }, pending],
    ['only the obligatory group', { activeGroups: ',C0001,', alertBoxClosed: true }, rejected],
    [
      'C0002 is optional',
      { activeGroups: ',C0001,C0002,', alertBoxClosed: true },
      { status: 'accepted', scopes: ['obligatory', 'optional'] },
    ],
    [
      'C0004 is optional',
      { activeGroups: ['C0001', 'C0004'], alertBoxClosed: true },
      { status: 'accepted', scopes: ['obligatory', 'optional'] },
    ],
    [
      'C0003 grants nothing the site checks',
      { activeGroups: ',C0001,C0003,', alertBoxClosed: true },
      rejected,
    ],
    ['no groups yet', { activeGroups: undefined, alertBoxClosed: true }, rejected],
  ] as const)('OneTrust: %s', (_case, input, expected) => expect(oneTrustConsent(input)).toEqual(expected))

  it.each([
    ['no response yet', { hasResponse: false, consent: { preferences: true } }, pending],
    [
      'declined',
      { hasResponse: true, consent: { preferences: false, statistics: false, marketing: false } },
      rejected,
    ],
    [
      'statistics only',
      { hasResponse: true, consent: { statistics: true } },
      { status: 'accepted', scopes: ['obligatory', 'statistic'] },
    ],
    [
      'all',
      { hasResponse: true, consent: { preferences: true, statistics: true, marketing: true } },
      { status: 'accepted', scopes: ['obligatory', 'optional', 'statistic', 'marketing'] },
    ],
  ] as const)('Cookiebot: %s', (_case, input, expected) => expect(cookiebotConsent(input)).toEqual(expected))

  it.each([
    [
      'consent still required',
      { consentRequired: true, services: [{ categorySlug: 'marketing', consent: { status: true } }] },
      pending,
    ],
    [
      'essential only',
      {
        consentRequired: false,
        services: [
          { categorySlug: 'essential', consent: { status: true } },
          { categorySlug: 'marketing', consent: { status: false } },
        ],
      },
      rejected,
    ],
    [
      'functional and marketing',
      {
        consentRequired: false,
        services: [
          { categorySlug: 'functional', consent: { status: true } },
          { categorySlug: 'marketing', consent: { status: true } },
        ],
      },
      { status: 'accepted', scopes: ['obligatory', 'optional', 'marketing'] },
    ],
    [
      'a category of its own',
      { consentRequired: false, services: [{ categorySlug: 'customCategory-1', consent: { status: true } }] },
      { status: 'accepted', scopes: ['obligatory', 'unclassified'] },
    ],
  ] as const)('Usercentrics: %s', (_case, input, expected) =>
    expect(usercentricsConsent(input)).toEqual(expected),
  )

  it.each([
    ['no decision', { consentDecision: [0] }, pending],
    ['nothing answered', { consentDecision: undefined }, pending],
    ['required only', { consentDecision: [1] }, rejected],
    ['functional', { consentDecision: [1, 2] }, { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    [
      'advertising as a number',
      { consentDecision: 3 },
      { status: 'accepted', scopes: ['obligatory', 'marketing'] },
    ],
  ] as const)('TrustArc: %s', (_case, input, expected) => expect(trustArcConsent(input)).toEqual(expected))
})

describe('consentAllowsAnalytics', () => {
  it.each([
    ['none', pending, true],
    ['basic', pending, false],
    ['basic', rejected, false],
    ['basic', { status: 'accepted', scopes: ['obligatory', 'optional'] }, true],
    ['cookiebot', { status: 'accepted', scopes: ['obligatory', 'statistic'] }, true],
    ['usercentrics', { status: 'accepted', scopes: ['obligatory', 'marketing'] }, false],
  ] as [ConsentStrategy, CookieConsentState, boolean][])('%s %j → %s', (strategy, state, allowed) =>
    expect(consentAllowsAnalytics(strategy, state)).toBe(allowed),
  )
})
