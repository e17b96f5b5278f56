import { useState } from 'react'
import useSWR from 'swr'
import type { AdminRedirect, RedirectInput } from '../../../engine/redirects/redirect-options.js'
import { Button } from '../../ui/Button.js'
import { ConfirmDialog } from '../../ui/ConfirmDialog.js'
import { EmptyState } from '../../ui/EmptyState.js'
import { useToast } from '../../ui/use-toast.js'
import { actionsColumn } from '../actions-column.js'
import { AdminTable } from '../AdminTable.js'
import { useAdminClient } from '../admin-client-context.js'
import { ErrorNotice } from '../ErrorNotice.js'
import { RedirectDialog } from './RedirectDialog.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'
import './site-lists.css'

/**
 * The Redirects screen (issue 15, decision 046): a site's redirect pages (001 §2), each a path that sends
 * visitors on with its code (301 unless chosen). Add, edit and delete (after a confirmation); the live site
 * answers the change at once. Loops and paths of other pages are refused with the reason.
 */
export function RedirectsScreen({ site }: SiteScreenProps) {
  const client = useAdminClient()
  const toast = useToast()
  const query = `site=${encodeURIComponent(site.key)}`
  const key = `/admin/api/redirects?${query}`
  const list = useSWR(key, (p: string) => client.get<AdminRedirect[]>(p))
  const [editing, setEditing] = useState<AdminRedirect | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AdminRedirect | null>(null)

  const save = async (input: RedirectInput) => {
    if (editing && editing !== 'new') {
      await client.put(`/admin/api/redirects/${encodeURIComponent(editing.id)}?${query}`, {
        ...input,
        version: editing.version,
      })
    } else await client.post(key, input)
    toast.show(`${input.path} now redirects to ${input.to} (${input.http_code}).`)
    setEditing(null)
    await list.mutate()
  }

  return (
    <div className="site-list-screen">
      <div className="admin-heading-row">
        <h2>Redirects</h2>
        <Button variant="primary" onClick={() => setEditing('new')}>
          Add redirect
        </Button>
      </div>
      <p className="ui-hint">
        Paths of {site.name} that send visitors elsewhere. Each is a page of type url_redirection, live as
        soon as it is saved.
      </p>
      <ErrorNotice error={list.error} />
      {list.data ? (
        <AdminTable
          label={`Redirects of ${site.name}`}
          rows={list.data}
          rowKey={(r) => r.id}
          rowTestId={(r) => `redirect:${r.path}`}
          empty={
            <EmptyState
              title="No redirects yet"
              action={<Button onClick={() => setEditing('new')}>Add redirect</Button>}
            >
              Send an old address to its new page, or a short path to a campaign.
            </EmptyState>
          }
          columns={[
            { key: 'from', header: 'From', cell: (r) => <code className="site-list__code">{r.path}</code> },
            { key: 'to', header: 'To', cell: (r) => <code className="site-list__code">{r.to}</code> },
            { key: 'code', header: 'Code', cell: (r) => r.http_code },
            { key: 'type', header: 'Link type', cell: (r) => r.link_type },
            { key: 'window', header: 'New window', cell: (r) => (r.link_new_window ? 'Yes' : 'No') },
            actionsColumn<AdminRedirect>((r) => (
              <>
                <Button
                  size="small"
                  aria-label={`Edit the redirect from ${r.path}`}
                  onClick={() => setEditing(r)}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Delete the redirect from ${r.path}`}
                  onClick={() => setDeleting(r)}
                >
                  Delete
                </Button>
              </>
            )),
          ]}
        />
      ) : list.error ? null : (
        <p aria-busy="true">Loading…</p>
      )}
      {editing ? (
        <RedirectDialog
          redirect={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the redirect from ${deleting.path}?`}
          confirmLabel="Delete redirect"
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await client.remove(
              `/admin/api/redirects/${encodeURIComponent(deleting.id)}?${query}&version=${deleting.version}`,
            )
            setDeleting(null)
            toast.show(`Deleted the redirect from ${deleting.path}: it is not found any more.`)
            await list.mutate()
          }}
        >
          <p>
            Visitors to <code>{deleting.path}</code> get the not-found page instead of going to{' '}
            <code>{deleting.to}</code>.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  )
}
