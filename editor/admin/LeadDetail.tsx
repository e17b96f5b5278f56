import { useState } from 'react'
import { actionsColumn } from './actions-column.js'
import useSWR from 'swr'
import { Badge } from '../ui/Badge.js'
import { Button } from '../ui/Button.js'
import { ConfirmDialog } from '../ui/ConfirmDialog.js'
import { useToast } from '../ui/use-toast.js'
import { AdminLink } from './AdminLink.js'
import { AdminTable } from './AdminTable.js'
import { PairsTable } from './PairsTable.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { leadRows } from './lead-rows.js'
import type { FormDefinition } from '../../engine/forms/form-definition.js'
import type { Delivery, Lead } from './form-types.js'
import { navigate } from './use-admin-route.js'
import { deliveryStatusText } from './delivery-status-text.js'
import { leadSiteText } from './lead-site-text.js'
import { useSiteName } from './use-site-name.js'

/**
 * One lead: every attribute (as text: React escapes whatever a visitor typed), and its deliveries
 * (notification, confirmation, each webhook) with their status; "Retry" requeues the failed ones. Deleting it
 * asks first.
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
  const [deleting, setDeleting] = useState(false)
  const toast = useToast()
  const siteName = useSiteName()
  const retry = async (ids?: string[]) => {
    setProblem(null)
    try {
      const deliveries = await client.post<Delivery[]>(`${path}/integrations/fix`, ids ? { ids } : {})
      toast.show('Queued again.')
      if (lead) await mutate({ ...lead, deliveries }, { revalidate: true })
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
      <p className="admin-lead-site">Site: {leadSiteText(lead.site, siteName)}</p>
      <ErrorNotice error={problem} />
      <PairsTable
        label="Attributes"
        pairs={leadRows(form, lead.attributes).map((row) => ({
          key: row.name,
          name: (
            <>
              <span dir="auto">{row.label}</span>
              {row.label !== row.name ? <code className="admin-attribute-name">{row.name}</code> : null}
            </>
          ),
          value: row.text,
          auto: true,
        }))}
      />
      <h2>Deliveries</h2>
      <AdminTable
        label="Deliveries"
        rows={lead.deliveries ?? []}
        rowKey={(d) => d.id}
        rowTestId={(d) => `delivery:${d.id}`}
        empty="Nothing to deliver for this lead."
        columns={[
          { key: 'kind', header: 'Kind', cell: (d) => d.kind },
          { key: 'integration', header: 'Integration', cell: (d) => d.integration_name ?? '—' },
          {
            key: 'status',
            header: 'Status',
            cell: (d) => (
              <Badge tone={d.status === 'done' ? 'success' : d.status === 'failed' ? 'danger' : 'neutral'}>
                {deliveryStatusText(d.status)}
              </Badge>
            ),
          },
          { key: 'attempts', header: 'Attempts', cell: (d) => `${d.attempts} / ${d.max_attempts}` },
          { key: 'error', header: 'Last error', cell: (d) => d.last_error ?? '' },
          actionsColumn<Delivery>((d) =>
            d.status === 'failed' ? (
              <Button size="small" onClick={() => void retry([d.id])}>
                Retry
              </Button>
            ) : null,
          ),
        ]}
      />
      <div className="admin-toolbar">
        {failed.length > 1 ? <Button onClick={() => void retry()}>Retry all failed</Button> : null}
        <Button onClick={() => void mutate()}>Refresh</Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete lead
        </Button>
      </div>
      {deleting ? (
        <ConfirmDialog
          title="Delete this lead?"
          confirmLabel="Delete lead"
          danger
          onCancel={() => setDeleting(false)}
          onConfirm={async () => {
            await client.remove(path)
            toast.show('Deleted the lead.')
            navigate(leadsHref)
          }}
        >
          <p>Its values and deliveries are deleted. This cannot be undone.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
