import { useState } from 'react'
import useSWR from 'swr'
import { Button } from '../../ui/Button.js'
import { ConfirmDialog } from '../../ui/ConfirmDialog.js'
import { EmptyState } from '../../ui/EmptyState.js'
import { useToast } from '../../ui/use-toast.js'
import { actionsColumn } from '../actions-column.js'
import { AdminTable } from '../AdminTable.js'
import { useAdminClient } from '../admin-client-context.js'
import { ErrorNotice } from '../ErrorNotice.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'
import { valueSummary } from './value-summary.js'

interface SiteChangeRow {
  id: number
  area: string
  subject: string
  before: unknown
  after: unknown
  actor: string | null
  changedAt: string
  restoredFrom: number | null
}

/**
 * The History tab (/admin/site/history?site=): every change of the site's settings, navigation, footer,
 * metaheads and redirects, newest first, with who made it and what it was before and after; Restore (asked
 * first) writes the value before back, itself a new change.
 */
export function SiteHistoryScreen({ site }: SiteScreenProps) {
  const client = useAdminClient()
  const toast = useToast()
  const url = `/admin/api/site-changes?site=${encodeURIComponent(site.key)}`
  const changes = useSWR(url, (p: string) => client.get<SiteChangeRow[]>(p))
  const [restoring, setRestoring] = useState<SiteChangeRow | null>(null)
  return (
    <div className="site-history">
      <ErrorNotice error={changes.error} />
      {changes.data ? (
        <AdminTable<SiteChangeRow>
          label={`Changes of ${site.name}`}
          rows={changes.data}
          rowKey={(c) => String(c.id)}
          rowTestId={(c) => `site-change:${c.id}`}
          empty={
            <EmptyState title="No changes yet">Changes to this site&rsquo;s settings show here.</EmptyState>
          }
          columns={[
            { key: 'when', header: 'When', cell: (c) => new Date(c.changedAt).toLocaleString() },
            { key: 'who', header: 'Who', cell: (c) => c.actor ?? 'unknown' },
            { key: 'area', header: 'Area', cell: (c) => c.area },
            { key: 'subject', header: 'What', cell: (c) => <code>{c.subject}</code> },
            {
              key: 'change',
              header: 'Before → after',
              cell: (c) => (
                <span>
                  {valueSummary(c.before)} → {valueSummary(c.after)}
                  {c.restoredFrom ? <em> (restored from change {c.restoredFrom})</em> : null}
                </span>
              ),
            },
            // Every area has a restorer (server/admin/site-change-restorers.ts), so every change can go back.
            actionsColumn((c) => (
              <Button size="small" onClick={() => setRestoring(c)}>
                Restore
              </Button>
            )),
          ]}
        />
      ) : !changes.error ? (
        <p aria-busy="true">Loading…</p>
      ) : null}
      {restoring ? (
        <ConfirmDialog
          title={`Restore ${restoring.subject}?`}
          confirmLabel="Restore"
          testId="restore-change-dialog"
          onCancel={() => setRestoring(null)}
          onConfirm={async () => {
            await client.post(`/admin/api/site-changes/${restoring.id}/restore`)
            setRestoring(null)
            toast.show(`${restoring.subject} restored`)
            await changes.mutate()
          }}
        >
          It goes back to {valueSummary(restoring.before)}. The restore shows in this history too.
        </ConfirmDialog>
      ) : null}
    </div>
  )
}
