import { describe, expect, it } from 'vitest'
import { layoutSettings } from '../../../engine/rules/layout-settings.js'

const exit = {
  'exit_popup.copy': 'You are leaving our website.',
  'exit_popup.ok': 'Continue',
  'exit_popup.cancel': 'Stay here',
  'exit_popup.do_url': 'https://www.landrover.com.au/*',
  'exit_popup.dont_url': '',
}

describe('layoutSettings', () => {
  it.each<[string, Record<string, string>, object]>([
    [
      'defaults',
      {},
      { disabledOnPages: null, cookieStrategy: 'basic', exitPopup: null, fab: null, messages: [] },
    ],
    ['strategy', { 'cookie_consent.strategy': 'none' }, { cookieStrategy: 'none' }],
    [
      'unknown strategy falls back to basic',
      { 'cookie_consent.strategy': 'magic' },
      { cookieStrategy: 'basic', messages: [expect.stringContaining('magic')] },
    ],
    [
      'exit popup',
      exit,
      {
        exitPopup: {
          copy: 'You are leaving our website.',
          ok: 'Continue',
          cancel: 'Stay here',
          do_url: 'https://www.landrover.com.au/*',
          dont_url: '',
        },
      },
    ],
    ['no exit popup without a whitelist', { ...exit, 'exit_popup.do_url': ' ' }, { exitPopup: null }],
    ['no exit popup without copy', { ...exit, 'exit_popup.copy': '' }, { exitPopup: null }],
    ['fab', { fab: '{"items":[]}' }, { fab: { items: [] } }],
    [
      'invalid fab logged and ignored',
      { fab: '{' },
      { fab: null, messages: [expect.stringContaining('floating action button')] },
    ],
    ['disabled pages', { 'navigation.disabled_on_pages': '/landing' }, { disabledOnPages: '/landing' }],
  ])('%s', (_name, settings, expected) => {
    expect(layoutSettings(settings)).toMatchObject(expected)
  })
})
