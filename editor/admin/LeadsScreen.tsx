import { useState } from 'react'
import useSWR from 'swr'
import { AdminLink } from './AdminLink.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { leadValueText } from './lead-value-text.js'
import type { FormDefinition, Lead } from './form-types.js'
import { LeadExportButton } from './LeadExportButton.js'
import { leadsQuery, type LeadsView } from './leads-query.js'
import { fieldLabelText } from '../../engine/forms/field-label-text.js'

/** The leads of one form: date filter, sort by date, paging, export, and a link to each lead. */
export function LeadsScreen({ formId }: { formId: string }) {
  const client = useAdminClient()
  const formPath = `/forms/${encodeURIComponent(formId)}`
  const [view, setView] = useState<LeadsView>({ page: 1, items: 25, sort: '-created_at', from: '', to: '' })
  const form = useSWR(formPath, (p: string) => client.get<FormDefinition>(p))
  const leads = useSWR(`${formPath}/leads?${leadsQuery(view)}`, (p: string) => client.page<Lead[]>(p))
  const columns = (form.data?.fields ?? []).filter((f) => f.type !== 'consent').slice(0, 4)
  const meta = leads.data?.meta
  const filter = {
    ...(view.from ? { created_at_gteq: view.from } : {}),
    ...(view.to ? { created_at_lteq: view.to } : {}),
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
        <label>
          From
          <input
            type="date"
            value={view.from}
            onChange={(e) => setView({ ...view, from: e.target.value, page: 1 })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={view.to}
            onChange={(e) => setView({ ...view, to: e.target.value, page: 1 })}
          />
        </label>
        <label>
          Per page
          <select
            value={view.items}
            onChange={(e) => setView({ ...view, items: Number(e.target.value), page: 1 })}
          >
            {[10, 25, 50, 100].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <LeadExportButton formId={formId} filter={filter} sort={view.sort} />
      </div>
      <ErrorNotice error={leads.error ?? form.error} />
      {!leads.data ? (
        <p aria-busy="true">Loading…</p>
      ) : leads.data.data.length === 0 ? (
        <p>No leads{view.from || view.to ? ' in these dates' : ''}.</p>
      ) : (
        <table className="admin-table" aria-label="Leads">
          <thead>
            <tr>
              <th scope="col" aria-sort={view.sort === 'created_at' ? 'ascending' : 'descending'}>
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
              </th>
              {columns.map((f) => (
                <th key={f.name} scope="col">
                  {fieldLabelText(f)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Open</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {leads.data.data.map((lead) => (
              <tr key={lead.id} data-testid={`lead-row:${lead.id}`}>
                <td>{new Date(lead.created_at).toLocaleString()}</td>
                {columns.map((f) => (
                  <td key={f.name}>{leadValueText(lead.attributes[f.name])}</td>
                ))}
                <td>
                  <AdminLink
                    href={`/admin/forms/${encodeURIComponent(formId)}/leads/${encodeURIComponent(lead.id)}`}
                  >
                    Details
                  </AdminLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {meta ? (
        <nav className="admin-pager" aria-label="Pages">
          <button
            type="button"
            className="admin-button"
            disabled={view.page <= 1}
            onClick={() => setView({ ...view, page: view.page - 1 })}
          >
            Previous
          </button>
          <span>
            Page {meta.page} of {Math.max(1, meta.pages)} (
            {meta.total === 1 ? '1 lead' : `${meta.total} leads`})
          </span>
          <button
            type="button"
            className="admin-button"
            disabled={view.page >= meta.pages}
            onClick={() => setView({ ...view, page: view.page + 1 })}
          >
            Next
          </button>
        </nav>
      ) : null}
    </section>
  )
}
