import { BLOCK_DATA_PATH } from '../block-data/fetch-block-data.js'

/** The setting naming the external navigation service (navigation as a service) of a site. */
export const NAAS_URL_SETTING = 'navigation.naas_url'

/**
 * The URL of the external navigation service's JSON file for a locale (000 §7 "Other": built from the
 * locale, the disabled or enabled selectors and the logo; the locale parameter is required), or null when
 * the site has none configured. The service is an https address, or a `/block-data/` file: the local
 * implementation the demo and the tests use (decision 055), where `{locale}` in the path names the locale's
 * file. Anything else (http, a user in the address, another site path) is not a service: null.
 *
 * @example naasUrl({ 'navigation.naas_url': 'https://nav.example.com/menu.json' }, 'ar')
 *   // 'https://nav.example.com/menu.json?locale=ar'
 * @example naasUrl({ 'navigation.naas_url': '/block-data/naas/lrdx-{locale}.json' }, 'ar')
 *   // '/block-data/naas/lrdx-ar.json?locale=ar'
 */
export function naasUrl(settings: Readonly<Record<string, string>>, locale: string): string | null {
  const raw = settings[NAAS_URL_SETTING]?.trim().replaceAll('{locale}', encodeURIComponent(locale))
  if (!raw) return null
  const local = raw.startsWith(BLOCK_DATA_PATH)
  let url: URL
  try {
    url = new URL(raw, local ? 'http://local' : undefined)
  } catch {
    return null
  }
  if (!local && (url.protocol !== 'https:' || url.username || url.password)) return null
  url.searchParams.set('locale', locale)
  for (const [key, param] of [
    ['navigation.naas_logo', 'logo'],
    ['navigation.naas_disabled_selectors', 'disabled'],
    ['navigation.naas_enabled_selectors', 'enabled'],
  ] as const) {
    const value = settings[key]?.trim()
    if (value) url.searchParams.set(param, value)
  }
  return local ? `${url.pathname}${url.search}` : url.toString()
}
