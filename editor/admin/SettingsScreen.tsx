import { useState, type FormEvent } from 'react'
import useSWR from 'swr'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { Setting } from './form-types.js'

/**
 * The forms settings (key → any JSON value): add or change one (saved by key), delete one. A value that
 * is not JSON is saved as text.
 */
export function SettingsScreen() {
  const client = useAdminClient()
  const { data, error, mutate } = useSWR('/forms/settings', (p: string) => client.get<Setting[]>(p))
  const [key, setKey] = useState('')
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<unknown>(null)
  const save = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    let parsed: unknown = value
    try {
      parsed = JSON.parse(value)
    } catch {
      // Not JSON: kept as the text typed.
    }
    try {
      await client.post('/forms/settings', { key: key.trim(), value: parsed })
      setKey('')
      setValue('')
      await mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  const remove = async (setting: Setting) => {
    if (!window.confirm(`Delete the setting ${setting.key}?`)) return
    try {
      await client.remove(`/forms/settings/${encodeURIComponent(setting.id)}`)
      await mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  return (
    <section className="admin-screen" aria-labelledby="settings-title">
      <h1 id="settings-title">Settings</h1>
      <ErrorNotice error={problem ?? error} />
      <form className="admin-card" aria-label="Save a setting" onSubmit={save}>
        <label>
          Key
          <input
            value={key}
            required
            onChange={(e) => setKey(e.target.value)}
            placeholder="integrations.active_system"
          />
        </label>
        <label>
          Value (JSON or text)
          <textarea rows={3} value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
        <button type="submit" className="admin-button admin-button--primary">
          Save setting
        </button>
      </form>
      {!data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Key</th>
              <th scope="col">Value</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((setting) => (
              <tr key={setting.id}>
                <td>
                  <code>{setting.key}</code>
                </td>
                <td>
                  <code className="admin-json">{JSON.stringify(setting.value)}</code>
                </td>
                <td className="admin-actions">
                  <button
                    type="button"
                    className="admin-button"
                    onClick={() => {
                      setKey(setting.key)
                      setValue(JSON.stringify(setting.value, null, 2))
                    }}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--danger"
                    onClick={() => void remove(setting)}
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
