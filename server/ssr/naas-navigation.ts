import { naasEntries, type NaasEntry } from '../../engine/navigation/naas-entries.js'
import { naasUrl } from './naas-url.js'

export interface NaasNavigationInput {
  /** The site's settings (navigation.naas_url and the logo and selector parameters). */
  settings: Readonly<Record<string, string>>
  locale: string
  /**
   * The block-data reader (server/block-data/fetch-block-data.ts): https through the one outbound client (no
   * private addresses, 5 s, 512 KiB), answers kept 60 s, `/block-data/` files read in process.
   */
  fetchData: ((url: string) => Promise<unknown>) | undefined
  log: (message: string, error?: unknown) => void
}

/** The service's menu, and whether the page read it (a page that did goes stale with the answer). */
export interface NaasNavigation {
  entries: NaasEntry[] | null
  /** True when the service is configured and was asked, whatever it answered. */
  read: boolean
}

/**
 * The external navigation service's menu for a render (000 §7 "Other", 001 §2 precedence): null entries
 * when the site configures no service, or when the service fails or answers nothing usable; the layout then
 * shows the site's own entries (000 §2). A failure is only logged, with the spec's words "Error fetching Naas
 * Navigation" (000 §8), never shown to shoppers.
 */
export async function naasNavigation(input: NaasNavigationInput): Promise<NaasNavigation> {
  const url = naasUrl(input.settings, input.locale)
  if (!url || !input.fetchData) return { entries: null, read: false }
  try {
    const entries = naasEntries(await input.fetchData(url))
    if (!entries) input.log(`[naas] Error fetching Naas Navigation: ${hostOf(url)} answered no menu entries`)
    return { entries, read: true }
  } catch (error) {
    input.log(`[naas] Error fetching Naas Navigation from ${hostOf(url)}`, error)
    return { entries: null, read: true }
  }
}

function hostOf(url: string): string {
  return url.startsWith('/') ? (url.split('?')[0] ?? url) : new URL(url).host
}
