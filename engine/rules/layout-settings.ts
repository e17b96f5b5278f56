import { CONSENT_STRATEGIES, DEFAULT_CONSENT_STRATEGY, type ConsentStrategy } from './cookie-consent.js'
import type { ExitPopupSettings } from './exit-popup.js'
import { FAB_SETTING_KEY, parseFabSetting, type FabSetting } from './fab-setting.js'
import { NAVIGATION_DISABLED_SETTING } from './navigation-variant.js'

/** Settings keys the layout reads besides those named in their own rules. */
export const COOKIE_STRATEGY_SETTING = 'cookie_consent.strategy'
export const EXIT_POPUP_SETTING_PREFIX = 'exit_popup.'

export interface LayoutSettings {
  disabledOnPages: string | null
  cookieStrategy: ConsentStrategy
  /** Null when the popup could never show (no whitelist) or has no message. */
  exitPopup: ExitPopupSettings | null
  fab: FabSetting | null
  /** Things to log: settings that were present but unusable. */
  messages: string[]
}

/**
 * The layout's view of a site's settings (string values, as stored): pages without navigation, the cookie
 * consent strategy (default basic, 000 §9), the exit popup (keys exit_popup.copy, .ok, .cancel, .do_url,
 * .dont_url) and the global floating action button (key fab, JSON).
 */
export function layoutSettings(settings: Readonly<Record<string, string | undefined>>): LayoutSettings {
  const messages: string[] = []
  const strategyRaw = settings[COOKIE_STRATEGY_SETTING]?.trim()
  const cookieStrategy = CONSENT_STRATEGIES.find((s) => s === strategyRaw) ?? DEFAULT_CONSENT_STRATEGY
  if (strategyRaw && strategyRaw !== cookieStrategy)
    messages.push(
      `[engine] Unknown cookie consent strategy "${strategyRaw}"; using ${DEFAULT_CONSENT_STRATEGY}.`,
    )
  const exit = (key: keyof ExitPopupSettings) => settings[`${EXIT_POPUP_SETTING_PREFIX}${key}`] ?? ''
  const exitPopup: ExitPopupSettings = {
    copy: exit('copy').trim(),
    ok: exit('ok').trim() || 'OK',
    cancel: exit('cancel').trim() || 'Cancel',
    do_url: exit('do_url'),
    dont_url: exit('dont_url'),
  }
  const fab = parseFabSetting(settings[FAB_SETTING_KEY])
  if (fab.message) messages.push(fab.message)
  return {
    disabledOnPages: settings[NAVIGATION_DISABLED_SETTING] ?? null,
    cookieStrategy,
    exitPopup: exitPopup.copy && exitPopup.do_url.trim() ? exitPopup : null,
    fab: fab.value,
    messages,
  }
}
