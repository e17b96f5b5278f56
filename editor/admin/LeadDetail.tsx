import { useState } from 'react'
import useSWR from 'swr'
import { AdminLink } from './AdminLink.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { leadRows } from './lead-rows.js'
import type { FormDefinition } from '../../engine/forms/form-definition.js'
import type { Delivery, Lead } from './form-types.js'
import { navigate } from './use-admin-route.js'
import { deliveryStatusText } from './delivery-status-text.js'

/**
 * One lead: every attribute (as text: React escapes whatever a visitor typed), and its deliveries
 * (notification, confirmation, each webhook) with their status; "Retry" requeues the failed ones.
 */
export function LeadDetail({ formId, leadId }: { formId: string; leadId: string }) {
  const client = useAdminClient()
  const path = `/forms/${encodeURIComponent(formId)}/leads/${encodeURIComponent(leadId)}`
  const { data: lead, error, mutate } = useSWR(path, (p: string) => client.get<Lead>(p))
  // The form (shared with the leads screen's cache) gives the attributes their order, labels and options.
  const { data: form } = useSWR(`/forms/${encodeURIComponent(formId)}`, (p: string) =>
    client.get<FormDefinition>(p),
  )
  const [problem, setProblem] = useState<unknown>(null)
  const [notice, setNotice] = useState('')
  const retry = async (ids?: string[]) => {
    setProblem(null)
    try {
      const deliveries = await client.post<Delivery[]>(`${path}/integrations/fix`, ids ? { ids } : {})
      setNotice('Queued again.')
      if (lead) await mutate({ ...lead, deliveries }, { revalidate: true })
    } catch (e) {
      setProblem(e)
    }
  }
  const remove = async () => {
    if (!window.confirm('Delete this lead? This cannot be undone.')) return
    try {
      await client.remove(path)
      navigate(`/admin/forms/${encodeURIComponent(formId)}/leads`)
    } catch (e) {
      setProblem(e)
    }
  }
  const leadsHref = `/admin/forms/${encodeURIComponent(formId)}/leads`
  if (!lead) return error ? <ErrorNotice error={error} /> : <p aria-busy="true">Loading…</p>
  const failed = (lead.deliveries ?? []).filter((d) => d.status === 'failed')
  return (
    <section className="admin-screen" aria-labelledby="lead-title">
      <p className="admin-breadcrumbs">
        <AdminLink href="/admin">Forms</AdminLink> /{' '}
        <AdminLink href={`/admin/forms/${encodeURIComponent(formId)}`}>{form?.name ?? formId}</AdminLink> /{' '}
        <AdminLink href={leadsHref}>Leads</AdminLink> / {lead.id}
      </p>
      <h1 id="lead-title">Lead received {new Date(lead.created_at).toLocaleString()}</h1>
      <ErrorNotice error={problem} />
      {notice ? <p role="status">{notice}</p> : null}
      <table className="admin-table admin-table--pairs" aria-label="Attributes">
        <tbody>
          {leadRows(form, lead.attributes).map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <span dir="auto">{row.label}</span>
                {row.label !== row.name ? <code className="admin-attribute-name">{row.name}</code> : null}
              </th>
              <td dir="auto">{row.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Deliveries</h2>
      {(lead.deliveries ?? []).length === 0 ? (
        <p>Nothing to deliver for this lead.</p>
      ) : (
        <table className="admin-table" aria-label="Deliveries">
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Integration</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(lead.deliveries ?? []).map((d) => (
              <tr key={d.id} data-testid={`delivery:${d.id}`}>
                <td>{d.kind}</td>
                <td>{d.integration_name ?? '—'}</td>
                <td>
                  <span className={`admin-badge admin-badge--${d.status}`}>
                    {deliveryStatusText(d.status)}
                  </span>
                </td>
                <td>
                  {d.attempts} / {d.max_attempts}
                </td>
                <td>{d.last_error ?? ''}</td>
                <td>
                  {d.status === 'failed' ? (
                    <button type="button" className="admin-button" onClick={() => void retry([d.id])}>
                      Retry
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="admin-toolbar">
        {failed.length > 1 ? (
          <button type="button" className="admin-button" onClick={() => void retry()}>
            Retry all failed
          </button>
        ) : null}
        <button type="button" className="admin-button" onClick={() => void mutate()}>
          Refresh
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={() => void remove()}>
          Delete lead
        </button>
      </div>
    </section>
  )
}
