import { Button } from '../ui/Button.js'
import { useEffect, useState } from 'react'
import useSWR from 'swr'
import type { FormDefinition, FormField } from '../../engine/forms/form-definition.js'
import { AdminLink } from './AdminLink.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { FieldEditor } from './FieldEditor.js'
import { FieldList } from './FieldList.js'
import { FormSettingsEditor } from './FormSettingsEditor.js'
import { IntegrationsEditor } from './IntegrationsEditor.js'
import { normalizeSteps } from './normalize-steps.js'
import { renameFieldInSteps } from './rename-field-in-steps.js'
import { StepsEditor } from './StepsEditor.js'

type Tab = 'fields' | 'settings' | 'integrations'

/** A name for a new field that no field of the form has yet: field_1, field_2... */
function freshName(fields: readonly FormField[]): string {
  const names = new Set(fields.map((f) => f.name))
  let n = fields.length + 1
  while (names.has(`field_${n}`)) n++
  return `field_${n}`
}

/**
 * The form builder: the fields (add, order by drag or buttons, configure), its steps, the settings and the
 * integrations of one form. The definition is edited as a draft and saved with PUT, carrying the
 * `updated_at` it started from, so a form changed meanwhile answers 409 instead of being overwritten.
 */
export function FormBuilder({ formId }: { formId: string }) {
  const client = useAdminClient()
  const path = `/forms/${encodeURIComponent(formId)}`
  const { data, error, mutate } = useSWR(path, (p: string) => client.get<FormDefinition>(p))
  const [draft, setDraft] = useState<FormDefinition | null>(null)
  const [selected, setSelected] = useState(0)
  const [tab, setTab] = useState<Tab>('fields')
  const [problem, setProblem] = useState<unknown>(null)
  const [status, setStatus] = useState('')
  useEffect(() => {
    if (data && draft === null) setDraft(data)
  }, [data, draft])

  if (!draft) return error ? <ErrorNotice error={error} /> : <p aria-busy="true">Loading…</p>
  const edit = (next: FormDefinition) => {
    setDraft(next)
    setStatus('Unsaved changes')
  }
  const withSteps = (steps: FormDefinition['steps']): FormDefinition => {
    const { steps: _old, ...rest } = draft
    return steps ? { ...rest, steps } : rest
  }
  const setSteps = (steps: FormDefinition['steps']) => edit(withSteps(steps))
  const setFields = (fields: FormField[], nextSelected = selected, steps = draft.steps) => {
    // Steps name fields: keep them valid through additions, renames and removals.
    const next = withSteps(normalizeSteps(fields, steps))
    edit({ ...next, fields })
    setSelected(Math.max(0, Math.min(nextSelected, fields.length - 1)))
  }
  const save = async () => {
    setProblem(null)
    try {
      const saved = await client.put<FormDefinition>(path, draft)
      setDraft(saved)
      setStatus('Saved')
      await mutate(saved, { revalidate: false })
    } catch (e) {
      setProblem(e)
      setStatus('Not saved')
    }
  }
  const field = draft.fields[selected]
  return (
    <section className="admin-screen" aria-labelledby="builder-title">
      <p className="admin-breadcrumbs">
        <AdminLink href="/admin">Forms</AdminLink> / {draft.name}
      </p>
      <div className="admin-heading-row">
        <h1 id="builder-title">
          <input
            className="admin-title-input"
            aria-label="Form name"
            value={draft.name}
            onChange={(e) => edit({ ...draft, name: e.target.value })}
          />
        </h1>
        <AdminLink href={`/admin/forms/${encodeURIComponent(formId)}/leads`}>Leads</AdminLink>
        <Button variant="primary" onClick={() => void save()}>
          Save form
        </Button>
        <span role="status" className="admin-status">
          {status}
        </span>
      </div>
      <ErrorNotice error={problem} />
      <div className="admin-tabs" role="tablist" aria-label="Form builder">
        {(['fields', 'settings', 'integrations'] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className="admin-tab"
            onClick={() => setTab(t)}
          >
            {t[0]!.toUpperCase() + t.slice(1)}
          </button>
        ))}
      </div>
      {tab === 'fields' ? (
        <div className="builder-grid">
          <div>
            <FieldList
              fields={draft.fields}
              selected={selected}
              onSelect={setSelected}
              onChange={(fields, to) => setFields(fields, to)}
            />
            <Button
              onClick={() =>
                setFields(
                  [
                    ...draft.fields,
                    { name: freshName(draft.fields), type: 'text', label: 'New field', width: 'full' },
                  ],
                  draft.fields.length,
                )
              }
            >
              Add field
            </Button>
            <StepsEditor fields={draft.fields} steps={draft.steps} onChange={setSteps} />
          </div>
          {field ? (
            <FieldEditor
              key={selected}
              field={field}
              onChange={(next) =>
                setFields(
                  draft.fields.map((f, i) => (i === selected ? next : f)),
                  selected,
                  renameFieldInSteps(draft.steps, field.name, next.name),
                )
              }
              onRemove={() => setFields(draft.fields.filter((_, i) => i !== selected))}
            />
          ) : (
            <p>Add a field to configure it.</p>
          )}
        </div>
      ) : tab === 'settings' ? (
        <FormSettingsEditor
          settings={draft.settings}
          emailFields={draft.fields.filter((f) => f.type === 'email').map((f) => f.name)}
          onChange={(settings) => edit({ ...draft, settings })}
        />
      ) : (
        <IntegrationsEditor formId={formId} />
      )}
    </section>
  )
}
