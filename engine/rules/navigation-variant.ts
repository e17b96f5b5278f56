import { normalisePath } from './normalise-path.js'

/** The top navigation a page gets (001 §2). */
export type NavigationVariant = 'none' | 'naas' | 'light' | 'logo-only' | 'main'

/** Settings key of the pages without navigation. */
export const NAVIGATION_DISABLED_SETTING = 'navigation.disabled_on_pages'

export interface NavigationVariantInput {
  /** The current site path; its query and trailing slash are ignored. */
  path: string
  /** Raw value of the setting navigation.disabled_on_pages: a JSON array of paths or one path a line. */
  disabledOnPages?: string | null
  /** The external navigation-as-a-service menu: used only when it is configured and has loaded. */
  naas?: { configured: boolean; loaded: boolean } | null
  /** The page attribute `navigation`: "light" for redesigned pages, "logo-only" for its page type. */
  pageNavigation?: 'main' | 'light' | 'logo-only' | 'none' | null
}

/**
 * Chooses the navigation variant by the precedence of 001 §2: none when the path is listed in
 * navigation.disabled_on_pages (or the page asks for none), then the external menu when configured and
 * loaded, then light, then logo-only, otherwise main.
 */
export function navigationVariant(input: NavigationVariantInput): NavigationVariant {
  const path = normalisePath(input.path)
  if (input.pageNavigation === 'none' || disabledPaths(input.disabledOnPages).includes(path)) return 'none'
  if (input.naas?.configured && input.naas.loaded) return 'naas'
  if (input.pageNavigation === 'light') return 'light'
  if (input.pageNavigation === 'logo-only') return 'logo-only'
  return 'main'
}

// Editors write the setting either as JSON (["/landing", "/offers/summer"]) or one path a line; anything
// that does not parse as a JSON array of strings is read as lines.
function disabledPaths(raw: string | null | undefined): string[] {
  if (!raw || !raw.trim()) return []
  let list: unknown = null
  if (raw.trim().startsWith('[')) {
    try {
      list = JSON.parse(raw)
    } catch {
      list = null
    }
  }
  const paths = Array.isArray(list)
    ? list.filter((p): p is string => typeof p === 'string')
    : raw.split(/\r?\n/)
  return paths
    .map((p) => p.trim())
    .filter(Boolean)
    .map(normalisePath)
}
