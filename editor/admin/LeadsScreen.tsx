import { useState } from 'react'
import useSWR from 'swr'
import { AdminLink } from './AdminLink.js'
import { ListRangeFields } from './AdminTable.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { leadValueText } from './lead-value-text.js'
import type { FormDefinition, Lead } from './form-types.js'
import { LeadExportButton } from './LeadExportButton.js'
import { leadsQuery, type LeadsView } from './leads-query.js'
import { PagedAdminTable } from './PagedAdminTable.js'
import { SiteFilter, useSiteChoices } from './SiteFilter.js'
import { leadSiteText } from './lead-site-text.js'
import { fieldLabelText } from '../../engine/forms/field-label-text.js'

/**
 * The leads of one form on the sites the admin may see (decision 067): site and date filters, sort by date,
 * paging, export of what the filters show, and a link to each lead. `site` preselects one site: the admin
 * came from that site's host.
 */
export function LeadsScreen({ formId, site = '' }: { formId: string; site?: string }) {
  const client = useAdminClient()
  const formPath = `/forms/${encodeURIComponent(formId)}`
  const [view, setView] = useState<LeadsView>({
    page: 1,
    items: 25,
    sort: '-created_at',
    from: '',
    to: '',
    site,
  })
  const form = useSWR(formPath, (p: string) => client.get<FormDefinition>(p))
  const leads = useSWR(`${formPath}/leads?${leadsQuery(view)}`, (p: string) => client.page<Lead[]>(p))
  const { sites, name: siteName } = useSiteChoices(leads.data?.meta)
  const columns = (form.data?.fields ?? []).filter((f) => f.type !== 'consent').slice(0, 4)
  const filter = {
    ...(view.from ? { created_at_gteq: view.from } : {}),
    ...(view.to ? { created_at_lteq: view.to } : {}),
    ...(view.site ? { site: view.site } : {}),
  }
  return (
    <section className="admin-screen" aria-labelledby="leads-title">
      <p className="admin-breadcrumbs">
        <AdminLink href="/admin">Forms</AdminLink> /{' '}
        <AdminLink href={formPath.replace('/forms', '/admin/forms')}>{form.data?.name ?? formId}</AdminLink> /
        Leads
      </p>
      <h1 id="leads-title">Leads: {form.data?.name ?? formId}</h1>
      <div className="admin-toolbar">
        <SiteFilter
          sites={sites}
          value={view.site}
          onChange={(site) => setView({ ...view, site, page: 1 })}
        />
        <ListRangeFields view={view} onChange={setView} />
        <LeadExportButton formId={formId} filter={filter} sort={view.sort} />
      </div>
      <ErrorNotice error={leads.error ?? form.error} />
      <PagedAdminTable
        paged={{
          list: leads,
          filtered: Boolean(view.from || view.to || view.site),
          setPage: (page) => setView({ ...view, page }),
        }}
        label="Leads"
        noun={['lead', 'leads']}
        empty="No leads."
        noMatch="No leads match these filters."
        scrolls={false}
        rowKey={(lead) => lead.id}
        columns={[
          {
            key: 'created_at',
            sort: view.sort === 'created_at' ? 'ascending' : 'descending',
            header: (
              <button
                type="button"
                className="admin-sort"
                onClick={() =>
                  setView({
                    ...view,
                    sort: view.sort === 'created_at' ? '-created_at' : 'created_at',
                    page: 1,
                  })
                }
              >
                Received {view.sort === 'created_at' ? '↑' : '↓'}
              </button>
            ),
            cell: (lead) => new Date(lead.created_at).toLocaleString(),
          },
          { key: 'site', header: 'Site', cell: (lead) => leadSiteText(lead.site, siteName) },
          ...columns.map((f) => ({
            key: f.name,
            header: fieldLabelText(f),
            cell: (lead: Lead) => leadValueText(lead.attributes[f.name]),
          })),
          {
            key: 'open',
            header: <span className="visually-hidden">Open</span>,
            cell: (lead) => (
              <AdminLink
                href={`/admin/forms/${encodeURIComponent(formId)}/leads/${encodeURIComponent(lead.id)}`}
              >
                Details
              </AdminLink>
            ),
          },
        ]}
      />
    </section>
  )
}
