import { useState, type FormEvent } from 'react'
import { actionsColumn } from './actions-column.js'
import useSWR from 'swr'
import { Button } from '../ui/Button.js'
import { EmptyState } from '../ui/EmptyState.js'
import { Input } from '../ui/Input.js'
import { Panel } from '../ui/Panel.js'
import { useToast } from '../ui/use-toast.js'
import { AdminDeleteDialog } from './AdminDeleteDialog.js'
import { AdminRowActions } from './AdminRowActions.js'
import { AdminTable } from './AdminTable.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { Location } from './form-types.js'

const EMPTY: Location = { name: '', address: '', city: '', postcode: '', country: '', phone: '', email: '' }
const TEXT_FIELDS = ['name', 'address', 'city', 'postcode', 'country', 'phone', 'email'] as const

/** Dealer locations (create, edit, delete): form blocks fill fields from the one a page's query selects. */
export function LocationsScreen() {
  const client = useAdminClient()
  const toast = useToast()
  const { data, error, mutate } = useSWR('/forms/locations', (p: string) => client.get<Location[]>(p))
  const [editing, setEditing] = useState<Location | null>(null)
  const [deleting, setDeleting] = useState<Location | null>(null)
  const [problem, setProblem] = useState<unknown>(null)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!editing) return
    setProblem(null)
    try {
      const body = { ...editing }
      delete body.id
      if (editing.id) await client.put(`/forms/locations/${encodeURIComponent(editing.id)}`, body)
      else await client.post('/forms/locations', body)
      toast.show(`Saved the location “${editing.name}”.`)
      setEditing(null)
      await mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  return (
    <section className="admin-screen" aria-labelledby="locations-title">
      <h1 id="locations-title">Locations</h1>
      <ErrorNotice error={problem ?? error} />
      {editing ? (
        <Panel title={editing.id ? 'Edit location' : 'New location'} className="admin-form-panel">
          <form
            className="admin-form"
            aria-label={editing.id ? 'Edit location' : 'New location'}
            onSubmit={save}
          >
            {TEXT_FIELDS.map((key) => (
              <Input
                key={key}
                label={key[0]!.toUpperCase() + key.slice(1)}
                value={editing[key] ?? ''}
                required={key === 'name'}
                type={key === 'email' ? 'email' : 'text'}
                onChange={(e) => setEditing({ ...editing, [key]: e.target.value })}
              />
            ))}
            {(['latitude', 'longitude'] as const).map((key) => (
              <Input
                key={key}
                label={key[0]!.toUpperCase() + key.slice(1)}
                type="number"
                step="any"
                value={editing[key] ?? ''}
                onChange={(e) =>
                  setEditing({ ...editing, [key]: e.target.value === '' ? null : Number(e.target.value) })
                }
              />
            ))}
            <div className="ui-button-row">
              <Button type="submit" variant="primary">
                Save location
              </Button>
              <Button onClick={() => setEditing(null)}>Cancel</Button>
            </div>
          </form>
        </Panel>
      ) : (
        <div>
          <Button variant="primary" onClick={() => setEditing({ ...EMPTY })}>
            New location
          </Button>
        </div>
      )}
      {!data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <AdminTable
          label="Locations"
          rows={data}
          rowKey={(location) => location.id ?? location.name}
          empty={
            <EmptyState title="No locations yet">
              A location gives form blocks a dealer’s address, phone and email.
            </EmptyState>
          }
          columns={[
            { key: 'name', header: 'Name', cell: (location) => location.name },
            { key: 'id', header: 'Id', cell: (location) => <code>{location.id}</code> },
            { key: 'city', header: 'City', cell: (location) => location.city },
            { key: 'email', header: 'Email', cell: (location) => location.email },
            { key: 'phone', header: 'Phone', cell: (location) => location.phone },
            actionsColumn<Location>((location) => (
              <AdminRowActions
                name={location.name}
                onEdit={() => setEditing(location)}
                onDelete={() => setDeleting(location)}
              />
            )),
          ]}
        />
      )}
      {deleting?.id ? (
        <AdminDeleteDialog
          title={`Delete the location “${deleting.name}”?`}
          confirmLabel="Delete location"
          path={`/forms/locations/${encodeURIComponent(deleting.id)}`}
          deleted={`Deleted the location “${deleting.name}”.`}
          onClose={() => setDeleting(null)}
          onDeleted={() => mutate()}
        />
      ) : null}
    </section>
  )
}
