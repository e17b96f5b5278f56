/** The setting naming the external navigation service (navigation as a service) of a site: an https URL. */
export const NAAS_URL_SETTING = 'navigation.naas_url'

/**
 * The URL of the external navigation service's JSON file for a locale (000 §7 "Other": built from the
 * locale, the disabled or enabled selectors and the logo; the locale parameter is required), or null when
 * the site has none configured (or the setting is not an https address). With none, the site's own entries
 * are its menu (000 §2); the Navigation screen says which is live.
 *
 * @example naasUrl({ 'navigation.naas_url': 'https://nav.example.com/menu.json' }, 'ar')
 *   // 'https://nav.example.com/menu.json?locale=ar'
 */
export function naasUrl(settings: Readonly<Record<string, string>>, locale: string): string | null {
  const raw = settings[NAAS_URL_SETTING]?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null
  url.searchParams.set('locale', locale)
  for (const [key, param] of [
    ['navigation.naas_logo', 'logo'],
    ['navigation.naas_disabled_selectors', 'disabled'],
    ['navigation.naas_enabled_selectors', 'enabled'],
  ] as const) {
    const value = settings[key]?.trim()
    if (value) url.searchParams.set(param, value)
  }
  return url.toString()
}
