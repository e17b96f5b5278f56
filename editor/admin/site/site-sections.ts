/** A screen of the Site section of /admin (issue 15): what an admin changes about the whole site. */
export interface SiteSection {
  key: SiteSectionKey
  label: string
}

export type SiteSectionKey = 'settings' | 'navigation' | 'footer' | 'metaheads' | 'redirects' | 'history'

/** The Site section's screens, in the order of its tabs; each is /admin/site/<key>?site=<site key>. */
export const SITE_SECTIONS: readonly SiteSection[] = [
  { key: 'settings', label: 'Settings' },
  { key: 'navigation', label: 'Navigation' },
  { key: 'footer', label: 'Footer' },
  { key: 'metaheads', label: 'Metaheads' },
  { key: 'redirects', label: 'Redirects' },
  { key: 'history', label: 'History' },
]

export function isSiteSectionKey(value: string): value is SiteSectionKey {
  return SITE_SECTIONS.some((s) => s.key === value)
}
