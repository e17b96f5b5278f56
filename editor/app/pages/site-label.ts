import type { SiteSummary } from '../admin-client.js'

/** A site as the pages screen names it: its name, then its theme ("Southern Cross Jaguar · jdx theme"). */
export function siteLabel(site: SiteSummary): string {
  return `${site.name} · ${site.theme} theme`
}
