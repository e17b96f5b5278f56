import { useState, type FormEvent } from 'react'
import useSWR from 'swr'
import { AdminRowActions } from './AdminRowActions.js'
import { AdminPager, AdminTable } from './AdminTable.js'
import { useAdminClient } from './admin-client-context.js'
import { useToast } from '../ui/use-toast.js'
import { ErrorNotice } from './ErrorNotice.js'
import { RecallImportForm } from './RecallImportForm.js'
import type { Recall } from '../../engine/vin/recall.js'

type Draft = Pick<Recall, 'vin' | 'campaign' | 'note'> & { id?: string }

const EMPTY: Draft = { vin: '', campaign: '', note: '' }

/**
 * The recall table of the local VIN checker (decision 041): search by VIN or campaign, add, edit and delete a
 * VIN, or import a campaign's list at once. Shoppers only ever learn whether their VIN is on it.
 */
export function RecallsScreen() {
  const client = useAdminClient()
  const [view, setView] = useState({ q: '', page: 1, items: 25 })
  const query = new URLSearchParams({ page: String(view.page), items: String(view.items) })
  if (view.q.trim()) query.set('q', view.q.trim())
  const recalls = useSWR(`/admin/api/recalls?${query}`, (p: string) => client.page<Recall[]>(p))
  const [editing, setEditing] = useState<Draft | null>(null)
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
  const remove = async (recall: Recall) => {
    if (!window.confirm(`Remove ${recall.vin} from the recall table?`)) return
    setProblem(null)
    try {
      await client.remove(`/admin/api/recalls/${encodeURIComponent(recall.id)}`)
      toast.show(`${recall.vin} removed`)
      await recalls.mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  const meta = recalls.data?.meta

  return (
    <section className="admin-screen" aria-labelledby="recalls-title">
      <h1 id="recalls-title">Recalls</h1>
      <p className="admin-help">
        The VINs the recall check blocks answer “affected” for. Shoppers see only that answer, never the
        campaign or the note.
      </p>
      <ErrorNotice error={problem ?? recalls.error} />
      {editing ? (
        <form className="admin-card" aria-label={editing.id ? 'Edit recall' : 'New recall'} onSubmit={save}>
          <label>
            VIN
            <input
              value={editing.vin}
              required
              maxLength={40}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setEditing({ ...editing, vin: e.target.value })}
            />
          </label>
          <label>
            Campaign
            <input
              value={editing.campaign}
              maxLength={200}
              onChange={(e) => setEditing({ ...editing, campaign: e.target.value })}
            />
          </label>
          <label>
            Note
            <textarea
              value={editing.note}
              maxLength={2000}
              rows={3}
              onChange={(e) => setEditing({ ...editing, note: e.target.value })}
            />
          </label>
          <div className="admin-toolbar">
            <button type="submit" className="admin-button admin-button--primary">
              Save recall
            </button>
            <button type="button" className="admin-button" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
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
        <div className="admin-toolbar">
          <button
            type="button"
            className="admin-button admin-button--primary"
            onClick={() => setEditing({ ...EMPTY })}
          >
            Add a VIN
          </button>
          <button type="button" className="admin-button" onClick={() => setImporting(true)}>
            Import VINs
          </button>
        </div>
      )}
      <div className="admin-toolbar">
        <label>
          Search
          <input
            type="search"
            value={view.q}
            placeholder="VIN or campaign"
            onChange={(e) => setView({ ...view, q: e.target.value, page: 1 })}
          />
        </label>
      </div>
      {!recalls.data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <div className="admin-scroll" role="region" aria-label="Recalls, scrolls sideways" tabIndex={0}>
          <AdminTable
            label="Recalls"
            rows={recalls.data.data}
            rowKey={(r) => r.vin}
            empty={view.q ? 'No VIN or campaign matches this search.' : 'No recalls yet.'}
            columns={[
              { key: 'vin', header: 'VIN', cell: (r) => <code>{r.vin}</code> },
              { key: 'campaign', header: 'Campaign', cell: (r) => r.campaign },
              { key: 'note', header: 'Note', cell: (r) => r.note },
              { key: 'added', header: 'Added', cell: (r) => new Date(r.created_at).toLocaleDateString() },
              {
                key: 'actions',
                header: <span className="visually-hidden">Actions</span>,
                cell: (r) => (
                  <AdminRowActions
                    name={r.vin}
                    onEdit={() => setEditing({ id: r.id, vin: r.vin, campaign: r.campaign, note: r.note })}
                    onDelete={() => void remove(r)}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
      {meta ? (
        <AdminPager
          page={meta.page}
          pages={meta.pages}
          total={meta.total}
          noun={['VIN', 'VINs']}
          onPage={(page) => setView({ ...view, page })}
        />
      ) : null}
    </section>
  )
}
