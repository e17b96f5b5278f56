import { describe, expect, it } from 'vitest'
import { navigationVariant, type NavigationVariantInput } from '../../../engine/rules/navigation-variant.js'

const loaded = { configured: true, loaded: true }

describe('navigationVariant (001 §2 precedence)', () => {
  it.each<[string, NavigationVariantInput, ReturnType<typeof navigationVariant>]>([
    ['main by default', { path: '/' }, 'main'],
    [
      'none when listed (JSON array)',
      { path: '/landing', disabledOnPages: '["/landing","/offers/x"]' },
      'none',
    ],
    ['none when listed (lines)', { path: '/offers/x', disabledOnPages: '/landing\n/offers/x\n' }, 'none'],
    ['none with CRLF lines', { path: '/offers/x', disabledOnPages: '/landing\r\n/offers/x' }, 'none'],
    ['trailing slash on the path ignored', { path: '/landing/', disabledOnPages: '["/landing"]' }, 'none'],
    ['trailing slash in the setting ignored', { path: '/landing', disabledOnPages: '/landing/' }, 'none'],
    ['query ignored', { path: '/landing?utm_source=x', disabledOnPages: '/landing' }, 'none'],
    ['listed path without leading slash', { path: '/landing', disabledOnPages: 'landing' }, 'none'],
    ['other paths keep navigation', { path: '/landing-2', disabledOnPages: '/landing' }, 'main'],
    ['no prefix matching', { path: '/landing/child', disabledOnPages: '/landing' }, 'main'],
    ['invalid JSON read as lines', { path: '/a', disabledOnPages: '["/a"' }, 'main'],
    ['empty setting', { path: '/', disabledOnPages: '' }, 'main'],
    ['root listed', { path: '/', disabledOnPages: '["/"]' }, 'none'],
    ['none beats naas', { path: '/x', disabledOnPages: '/x', naas: loaded }, 'none'],
    ['page attribute none', { path: '/x', pageNavigation: 'none' }, 'none'],
    ['naas when configured and loaded', { path: '/x', naas: loaded, pageNavigation: 'light' }, 'naas'],
    ['not naas when not loaded', { path: '/x', naas: { configured: true, loaded: false } }, 'main'],
    ['not naas when not configured', { path: '/x', naas: { configured: false, loaded: true } }, 'main'],
    ['light for redesigned pages', { path: '/x', pageNavigation: 'light' }, 'light'],
    ['logo-only', { path: '/x', pageNavigation: 'logo-only' }, 'logo-only'],
    ['page attribute main', { path: '/x', pageNavigation: 'main' }, 'main'],
  ])('%s', (_name, input, expected) => {
    expect(navigationVariant(input)).toBe(expected)
  })
})
