import type { ComponentType } from 'react'
import useSWR from 'swr'
import { hasAdminRole } from '../../../engine/auth/roles.js'
import { adminClient, type SiteSummary } from '../../app/admin-client.js'
import { Select } from '../../ui/Select.js'
import { AdminLink } from '../AdminLink.js'
import { ErrorNotice } from '../ErrorNotice.js'
import { useSession } from '../session-context.js'
import { navigate } from '../use-admin-route.js'
import { SITE_SECTIONS, type SiteSectionKey } from './site-sections.js'

/** What each screen of the Site section gets: the site chosen in the section's site picker. */
export interface SiteScreenProps {
  site: SiteSummary
}

/**
 * The frame of the Site section (/admin/site/<section>?site=<key>): the site picker, the section's tabs and the
 * screen. Only admins manage a site (the API answers 403 to an editor too); an editor sees why instead.
 */
export function SiteSectionScreen({
  section,
  siteKey,
  screens,
}: {
  section: SiteSectionKey
  siteKey: string | null
  screens: Partial<Record<SiteSectionKey, ComponentType<SiteScreenProps>>>
}) {
  const session = useSession()
  // GET /admin/api/sites answers `data` (the pages screen's client), not the forms API's `data.data`.
  const sites = useSWR('/admin/api/sites', () => adminClient(session.csrfToken).sites())
  const site = sites.data?.find((s) => s.key === siteKey) ?? sites.data?.[0]
  const Screen = screens[section]
  const href = (key: SiteSectionKey, forSite = site?.key) =>
    `/admin/site/${key}${forSite ? `?site=${encodeURIComponent(forSite)}` : ''}`
  if (!hasAdminRole(session.user.roles))
    return (
      <section className="admin-screen" aria-labelledby="site-title">
        <h1 id="site-title">Site</h1>
        <p role="alert" className="admin-error">
          Only an admin manages the site&rsquo;s settings, navigation, footer, metaheads and redirects. Ask an
          admin for the admin role.
        </p>
      </section>
    )
  return (
    <section className="admin-screen site-section" aria-labelledby="site-title">
      <div className="admin-heading-row">
        <h1 id="site-title">Site</h1>
        {sites.data && site ? (
          <Select
            label="Site"
            value={site.key}
            onChange={(e) => navigate(href(section, e.target.value))}
            options={sites.data.map((s) => ({ value: s.key, label: s.name }))}
          />
        ) : null}
      </div>
      <nav aria-label="Site section" className="site-section__tabs">
        <ul>
          {SITE_SECTIONS.filter((s) => screens[s.key]).map((s) => (
            <li key={s.key}>
              <AdminLink href={href(s.key)} aria-current={s.key === section ? 'page' : undefined}>
                {s.label}
              </AdminLink>
            </li>
          ))}
        </ul>
      </nav>
      <ErrorNotice error={sites.error} />
      {!site ? <p aria-busy="true">Loading…</p> : Screen ? <Screen key={site.key} site={site} /> : null}
    </section>
  )
}
