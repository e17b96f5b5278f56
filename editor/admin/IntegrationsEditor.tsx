import { Button } from '../ui/Button.js'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { Integration } from './form-types.js'
import { IntegrationsCheck } from './IntegrationsCheck.js'

/** A form's webhook integrations (endpoint, signing secret, active), saved together with PUT. */
export function IntegrationsEditor({ formId }: { formId: string }) {
  const client = useAdminClient()
  const path = `/forms/${encodeURIComponent(formId)}/integrations`
  const { data, error, mutate } = useSWR(path, (p: string) => client.get<Integration[]>(p))
  const [draft, setDraft] = useState<Integration[] | null>(null)
  const [problem, setProblem] = useState<unknown>(null)
  const [saved, setSaved] = useState(false)
  useEffect(() => {
    if (data && draft === null) setDraft(data)
  }, [data, draft])
  if (!draft) return error ? <ErrorNotice error={error} /> : <p aria-busy="true">Loading…</p>
  const set = (i: number, patch: Partial<Integration>) => {
    setSaved(false)
    setDraft(draft.map((item, j) => (j === i ? { ...item, ...patch } : item)))
  }
  const save = async () => {
    setProblem(null)
    try {
      const next = await client.put<Integration[]>(path, { integrations: draft })
      setDraft(next)
      setSaved(true)
      await mutate(next, { revalidate: false })
    } catch (e) {
      setProblem(e)
    }
  }
  return (
    <div className="integrations-editor">
      {draft.length === 0 ? <p>No integrations: leads are stored and mailed only.</p> : null}
      {draft.map((item, i) => (
        <fieldset key={item.id ?? `new-${i}`} aria-label={`Integration ${item.name || i + 1}`}>
          <legend>{item.name || `Integration ${i + 1}`}</legend>
          <label>
            Name
            <input value={item.name} onChange={(e) => set(i, { name: e.target.value })} />
          </label>
          <label>
            Endpoint
            <input
              type="url"
              value={item.endpoint}
              placeholder="https://crm.example.com/leads"
              onChange={(e) => set(i, { endpoint: e.target.value })}
            />
          </label>
          <label>
            Secret (signs each delivery; empty makes a new one)
            <input
              value={item.secret ?? ''}
              onChange={(e) => set(i, { secret: e.target.value || undefined })}
            />
          </label>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={item.active}
              onChange={(e) => set(i, { active: e.target.checked })}
            />
            Active
          </label>
          <Button variant="danger" onClick={() => setDraft(draft.filter((_, j) => j !== i))}>
            Remove
          </Button>
        </fieldset>
      ))}
      <div className="admin-toolbar">
        <Button
          onClick={() =>
            setDraft([...draft, { name: 'Webhook', type: 'webhook', endpoint: '', active: true }])
          }
        >
          Add integration
        </Button>
        <Button variant="primary" onClick={() => void save()}>
          Save integrations
        </Button>
        {saved ? <span role="status">Saved.</span> : null}
      </div>
      <ErrorNotice error={problem} />
      <IntegrationsCheck formId={formId} />
    </div>
  )
}
