import { useState, type FormEvent } from 'react'
import { Button } from '../ui/Button.js'
import { Input } from '../ui/Input.js'
import { Panel } from '../ui/Panel.js'
import { Textarea } from '../ui/Textarea.js'
import { useToast } from '../ui/use-toast.js'
import { actionsColumn } from './actions-column.js'
import { AdminDeleteDialog } from './AdminDeleteDialog.js'
import { AdminRowActions } from './AdminRowActions.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { FilterBar } from './FilterBar.js'
import { PagedAdminTable } from './PagedAdminTable.js'
import { RecallImportForm } from './RecallImportForm.js'
import { usePagedList } from './use-paged-list.js'
import type { Recall } from '../../engine/vin/recall.js'

type Draft = Pick<Recall, 'vin' | 'campaign' | 'note'> & { id?: string }

const EMPTY: Draft = { vin: '', campaign: '', note: '' }

/**
 * The recall table of the local VIN checker (decision 041): search by VIN or campaign, add, edit and delete a
 * VIN (asked first), or import a campaign's list at once. Shoppers only ever learn whether their VIN is on it.
 */
export function RecallsScreen() {
  const client = useAdminClient()
  const paged = usePagedList<Recall, { q: string }>('/admin/api/recalls', { q: '' })
  const recalls = paged.list
  const [editing, setEditing] = useState<Draft | null>(null)
  const [deleting, setDeleting] = useState<Recall | null>(null)
  const [importing, setImporting] = useState(false)
  const [problem, setProblem] = useState<unknown>(null)
  const toast = useToast()

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!editing) return
    setProblem(null)
    try {
      const body = { vin: editing.vin, campaign: editing.campaign, note: editing.note }
      if (editing.id) await client.put(`/admin/api/recalls/${encodeURIComponent(editing.id)}`, body)
      else await client.post('/admin/api/recalls', body)
      toast.show(`${editing.vin.toUpperCase()} saved`)
      setEditing(null)
      await recalls.mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  const title = editing?.id ? 'Edit recall' : 'New recall'

  return (
    <section className="admin-screen" aria-labelledby="recalls-title">
      <h1 id="recalls-title">Recalls</h1>
      <p className="ui-hint">
        The VINs the recall check blocks answer “affected” for. Shoppers see only that answer, never the
        campaign or the note.
      </p>
      <ErrorNotice error={problem ?? recalls.error} />
      {editing ? (
        <Panel title={title} className="admin-form-panel">
          <form className="admin-form" aria-label={title} onSubmit={save}>
            <Input
              label="VIN"
              value={editing.vin}
              required
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setEditing({ ...editing, vin: e.target.value })}
            />
            <Input
              label="Campaign"
              value={editing.campaign}
              maxLength={200}
              onChange={(e) => setEditing({ ...editing, campaign: e.target.value })}
            />
            <Textarea
              label="Note"
              value={editing.note}
              maxLength={2000}
              rows={3}
              onChange={(e) => setEditing({ ...editing, note: e.target.value })}
            />
            <div className="ui-button-row">
              <Button type="submit" variant="primary">
                Save recall
              </Button>
              <Button onClick={() => setEditing(null)}>Cancel</Button>
            </div>
          </form>
        </Panel>
      ) : importing ? (
        <RecallImportForm
          onDone={async (message) => {
            setImporting(false)
            toast.show(message)
            await recalls.mutate()
          }}
          onCancel={() => setImporting(false)}
        />
      ) : (
        <div className="ui-button-row">
          <Button variant="primary" onClick={() => setEditing({ ...EMPTY })}>
            Add a VIN
          </Button>
          <Button onClick={() => setImporting(true)}>Import VINs</Button>
        </div>
      )}
      <FilterBar paged={paged} label="Find recalls" placeholder="VIN or campaign" />
      <PagedAdminTable
        paged={paged}
        label="Recalls"
        noun={['VIN', 'VINs']}
        empty={{
          title: 'No recalls yet',
          text: 'Add a VIN, or import a campaign’s list: the recall check blocks answer “affected” for them.',
        }}
        noMatch="No VIN or campaign matches this search."
        rowKey={(r) => r.vin}
        columns={[
          { key: 'vin', header: 'VIN', cell: (r) => <code>{r.vin}</code> },
          { key: 'campaign', header: 'Campaign', cell: (r) => r.campaign },
          { key: 'note', header: 'Note', cell: (r) => r.note },
          { key: 'added', header: 'Added', cell: (r) => new Date(r.created_at).toLocaleDateString() },
          actionsColumn<Recall>((r) => (
            <AdminRowActions
              name={r.vin}
              onEdit={() => setEditing({ id: r.id, vin: r.vin, campaign: r.campaign, note: r.note })}
              onDelete={() => setDeleting(r)}
            />
          )),
        ]}
      />
      {deleting ? (
        <AdminDeleteDialog
          title={`Remove ${deleting.vin} from the recall table?`}
          confirmLabel="Remove VIN"
          path={`/admin/api/recalls/${encodeURIComponent(deleting.id)}`}
          deleted={`${deleting.vin} removed`}
          testId="confirm-remove-recall"
          onClose={() => setDeleting(null)}
          onDeleted={() => recalls.mutate()}
        >
          <p>The recall check blocks will answer “not affected” for it.</p>
        </AdminDeleteDialog>
      ) : null}
    </section>
  )
}
