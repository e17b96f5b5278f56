import { useState, type FormEvent } from 'react'
import useSWR from 'swr'
import { AdminLink } from './AdminLink.js'
import { useAdminClient } from './admin-client-context.js'
import { downloadJson } from './download-json.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { FormDefinition, FormSummary } from './form-types.js'
import { newFormDefinition } from './new-form-definition.js'
import { navigate } from './use-admin-route.js'

/**
 * The forms list: create, duplicate under a new name, delete, export one as JSON and import a JSON
 * export. Each row links to the builder and to the form's leads.
 */
export function FormsScreen() {
  const client = useAdminClient()
  const { data: forms, error, mutate } = useSWR('/forms', (path: string) => client.get<FormSummary[]>(path))
  const [name, setName] = useState('')
  const [copying, setCopying] = useState<{ id: string; name: string } | null>(null)
  const [problem, setProblem] = useState<unknown>(null)
  const [notice, setNotice] = useState('')

  const run = async (action: () => Promise<void>) => {
    setProblem(null)
    setNotice('')
    try {
      await action()
    } catch (e) {
      setProblem(e)
    }
  }
  const create = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const form = await client.post<FormDefinition>('/forms', newFormDefinition(name.trim()))
      setName('')
      await mutate()
      navigate(`/admin/forms/${encodeURIComponent(form.id)}`)
    })
  }
  const duplicate = (event: FormEvent) => {
    event.preventDefault()
    if (!copying) return
    void run(async () => {
      const form = await client.post<FormDefinition>(
        `/forms/${encodeURIComponent(copying.id)}/duplicate?name=${encodeURIComponent(copying.name.trim())}`,
      )
      setCopying(null)
      setNotice(`Duplicated as “${form.name}” (${form.id}).`)
      await mutate()
    })
  }
  const remove = (form: FormSummary) => {
    if (!window.confirm(`Delete the form “${form.name}”? Its leads are kept.`)) return
    void run(async () => {
      await client.remove(`/forms/${encodeURIComponent(form.id)}`)
      setNotice(`Deleted “${form.name}”.`)
      await mutate()
    })
  }
  const exportForm = (form: FormSummary) =>
    void run(async () => {
      const document = await client.get<unknown>(`/forms/${encodeURIComponent(form.id)}/export`)
      downloadJson(document, `form-${form.id}.json`)
    })
  const importForm = (file: File | undefined) => {
    if (!file) return
    void run(async () => {
      let parsed: unknown
      try {
        parsed = JSON.parse(await file.text())
      } catch {
        throw new Error(`${file.name} is not a JSON file`)
      }
      const form = await client.post<FormDefinition>('/forms/import', parsed)
      setNotice(`Imported “${form.name}” as ${form.id}.`)
      await mutate()
    })
  }

  return (
    <section className="admin-screen" aria-labelledby="forms-title">
      <h1 id="forms-title">Forms</h1>
      <div className="admin-toolbar">
        <form className="admin-inline-form" aria-label="New form" onSubmit={create}>
          <label>
            Name <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
          </label>
          <button type="submit" className="admin-button admin-button--primary">
            Create
          </button>
        </form>
        <label className="admin-button admin-file">
          Import JSON
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              importForm(e.target.files?.[0])
              e.target.value = ''
            }}
          />
        </label>
      </div>
      {notice ? (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorNotice error={problem ?? error} />
      {!forms ? (
        <p aria-busy="true">Loading…</p>
      ) : forms.length === 0 ? (
        <p>No forms yet.</p>
      ) : (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Id</th>
              <th scope="col">Fields</th>
              <th scope="col">Leads</th>
              <th scope="col">Updated</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {forms.map((form) => (
              <tr key={form.id} data-testid={`form-row:${form.id}`}>
                <td>
                  <AdminLink href={`/admin/forms/${encodeURIComponent(form.id)}`}>{form.name}</AdminLink>
                </td>
                <td>
                  <code>{form.id}</code>
                </td>
                <td>{form.fields_count}</td>
                <td>
                  <AdminLink href={`/admin/forms/${encodeURIComponent(form.id)}/leads`}>
                    {form.leads_count === 1 ? '1 lead' : `${form.leads_count} leads`}
                  </AdminLink>
                </td>
                <td>{new Date(form.updated_at).toLocaleString()}</td>
                <td className="admin-actions">
                  {copying?.id === form.id ? (
                    <form
                      className="admin-inline-form"
                      aria-label={`Duplicate ${form.name}`}
                      onSubmit={duplicate}
                    >
                      <label>
                        New name{' '}
                        <input
                          autoFocus
                          value={copying.name}
                          onChange={(e) => setCopying({ id: form.id, name: e.target.value })}
                          required
                        />
                      </label>
                      <button type="submit" className="admin-button">
                        Duplicate
                      </button>
                      <button type="button" className="admin-button" onClick={() => setCopying(null)}>
                        Cancel
                      </button>
                    </form>
                  ) : (
                    <>
                      <button
                        type="button"
                        className="admin-button"
                        onClick={() => setCopying({ id: form.id, name: `Copy of ${form.name}` })}
                      >
                        Duplicate
                      </button>
                      <button type="button" className="admin-button" onClick={() => exportForm(form)}>
                        Export JSON
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--danger"
                        onClick={() => remove(form)}
                      >
                        Delete
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
