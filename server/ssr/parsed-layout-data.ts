import { sanitiseFooter } from '../../engine/rules/footer-sanitiser.js'
import type { FooterSettings } from '../../engine/rules/footer-types.js'
import { layoutSettings, type LayoutSettings } from '../../engine/rules/layout-settings.js'
import type { NavEntry } from '../../renderer/layout/nav-types.js'
import type { NavEntry as StoredNavEntry } from '../storage/content-store.js'
import type { LayoutData } from './layout-props.js'

/** What the layout makes of a site's settings, navigation and footer, the same for every page. */
export interface ParsedLayoutData {
  settings: LayoutSettings
  entries: NavEntry[]
  /** Sanitised (000 §5); null when the site has no footer. */
  footer: FooterSettings | null
}

/**
 * Parses the settings and sanitises the footer once per read of the site's data (the content cache keeps
 * the result with the data, so by its content version) instead of on every request.
 */
export function parsedLayoutData(data: LayoutData): ParsedLayoutData {
  return {
    settings: layoutSettings(data.settings),
    entries: toNavEntries(data.navigation),
    footer: data.footer ? sanitiseFooter(data.footer) : null,
  }
}

function toNavEntries(entries: StoredNavEntry[]): NavEntry[] {
  return entries.map((e) => ({ id: e.id, title: e.title, url: e.url, children: toNavEntries(e.children) }))
}
