import { useState, type FormEvent } from 'react'
import useSWR from 'swr'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { Location } from './form-types.js'

const EMPTY: Location = { name: '', address: '', city: '', postcode: '', country: '', phone: '', email: '' }
const TEXT_FIELDS = ['name', 'address', 'city', 'postcode', 'country', 'phone', 'email'] as const

/** Dealer locations (create, edit, delete): form blocks fill fields from the one a page's query selects. */
export function LocationsScreen() {
  const client = useAdminClient()
  const { data, error, mutate } = useSWR('/forms/locations', (p: string) => client.get<Location[]>(p))
  const [editing, setEditing] = useState<Location | null>(null)
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
      setEditing(null)
      await mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  const remove = async (location: Location) => {
    if (!location.id || !window.confirm(`Delete the location “${location.name}”?`)) return
    try {
      await client.remove(`/forms/locations/${encodeURIComponent(location.id)}`)
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
        <form
          className="admin-card"
          aria-label={editing.id ? 'Edit location' : 'New location'}
          onSubmit={save}
        >
          {TEXT_FIELDS.map((key) => (
            <label key={key}>
              {key[0]!.toUpperCase() + key.slice(1)}
              <input
                value={editing[key] ?? ''}
                required={key === 'name'}
                type={key === 'email' ? 'email' : 'text'}
                onChange={(e) => setEditing({ ...editing, [key]: e.target.value })}
              />
            </label>
          ))}
          {(['latitude', 'longitude'] as const).map((key) => (
            <label key={key}>
              {key[0]!.toUpperCase() + key.slice(1)}
              <input
                type="number"
                step="any"
                value={editing[key] ?? ''}
                onChange={(e) =>
                  setEditing({ ...editing, [key]: e.target.value === '' ? null : Number(e.target.value) })
                }
              />
            </label>
          ))}
          <div className="admin-toolbar">
            <button type="submit" className="admin-button admin-button--primary">
              Save location
            </button>
            <button type="button" className="admin-button" onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="admin-button admin-button--primary"
          onClick={() => setEditing({ ...EMPTY })}
        >
          New location
        </button>
      )}
      {!data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Id</th>
              <th scope="col">Name</th>
              <th scope="col">City</th>
              <th scope="col">Email</th>
              <th scope="col">Phone</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((location) => (
              <tr key={location.id}>
                <td>
                  <code>{location.id}</code>
                </td>
                <td>{location.name}</td>
                <td>{location.city}</td>
                <td>{location.email}</td>
                <td>{location.phone}</td>
                <td className="admin-actions">
                  <button type="button" className="admin-button" onClick={() => setEditing(location)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--danger"
                    onClick={() => void remove(location)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
