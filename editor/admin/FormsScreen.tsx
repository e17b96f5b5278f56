import { useState, type FormEvent } from 'react'
import { actionsColumn } from './actions-column.js'
import useSWR from 'swr'
import { Button } from '../ui/Button.js'
import { ConfirmDialog } from '../ui/ConfirmDialog.js'
import { Dialog } from '../ui/Dialog.js'
import { EmptyState } from '../ui/EmptyState.js'
import { Input } from '../ui/Input.js'
import { useToast } from '../ui/use-toast.js'
import { AdminLink } from './AdminLink.js'
import { AdminTable } from './AdminTable.js'
import { useAdminClient } from './admin-client-context.js'
import { downloadJson } from './download-json.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { FormDefinition, FormSummary } from './form-types.js'
import { newFormDefinition } from './new-form-definition.js'
import { navigate } from './use-admin-route.js'

/**
 * The forms list: create, duplicate under a new name, delete (asked first), export one as JSON and import a
 * JSON export. Each row links to the builder and to the form's leads.
 */
export function FormsScreen() {
  const client = useAdminClient()
  const toast = useToast()
  const { data: forms, error, mutate } = useSWR('/forms', (path: string) => client.get<FormSummary[]>(path))
  const [name, setName] = useState('')
  const [copying, setCopying] = useState<{ form: FormSummary; name: string } | null>(null)
  const [copyProblem, setCopyProblem] = useState<unknown>(null)
  const [deleting, setDeleting] = useState<FormSummary | null>(null)
  const [problem, setProblem] = useState<unknown>(null)

  const run = async (action: () => Promise<void>) => {
    setProblem(null)
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
  const duplicate = async () => {
    if (!copying) return
    setCopyProblem(null)
    try {
      const form = await client.post<FormDefinition>(
        `/forms/${encodeURIComponent(copying.form.id)}/duplicate?name=${encodeURIComponent(copying.name.trim())}`,
      )
      setCopying(null)
      toast.show(`Duplicated as “${form.name}” (${form.id}).`)
      await mutate()
    } catch (e) {
      setCopyProblem(e)
    }
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
      toast.show(`Imported “${form.name}” as ${form.id}.`)
      await mutate()
    })
  }

  return (
    <section className="admin-screen" aria-labelledby="forms-title">
      <h1 id="forms-title">Forms</h1>
      <div className="admin-toolbar">
        <form className="admin-inline-form" aria-label="New form" onSubmit={create}>
          <Input
            label="Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={200}
          />
          <Button type="submit" variant="primary">
            Create
          </Button>
        </form>
        <label className="ui-button admin-file">
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
      <ErrorNotice error={problem ?? error} />
      {!forms ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <AdminTable
          label="Forms"
          rows={forms}
          rowKey={(form) => form.id}
          rowTestId={(form) => `form-row:${form.id}`}
          empty={
            <EmptyState title="No forms yet">
              Create one above by name, or import a form exported as JSON.
            </EmptyState>
          }
          columns={[
            {
              key: 'name',
              header: 'Name',
              cell: (form) => (
                <AdminLink href={`/admin/forms/${encodeURIComponent(form.id)}`}>{form.name}</AdminLink>
              ),
            },
            { key: 'id', header: 'Id', cell: (form) => <code>{form.id}</code> },
            { key: 'fields', header: 'Fields', cell: (form) => form.fields_count },
            {
              key: 'leads',
              header: 'Leads',
              cell: (form) => (
                <AdminLink href={`/admin/forms/${encodeURIComponent(form.id)}/leads`}>
                  {form.leads_count === 1 ? '1 lead' : `${form.leads_count} leads`}
                </AdminLink>
              ),
            },
            { key: 'updated', header: 'Updated', cell: (form) => new Date(form.updated_at).toLocaleString() },
            actionsColumn<FormSummary>((form) => (
              <>
                <Button
                  size="small"
                  onClick={() => {
                    setCopyProblem(null)
                    setCopying({ form, name: `Copy of ${form.name}` })
                  }}
                >
                  Duplicate<span className="visually-hidden"> {form.name}</span>
                </Button>
                <Button size="small" onClick={() => exportForm(form)}>
                  Export JSON<span className="visually-hidden"> of {form.name}</span>
                </Button>
                <Button size="small" variant="danger" onClick={() => setDeleting(form)}>
                  Delete<span className="visually-hidden"> {form.name}</span>
                </Button>
              </>
            )),
          ]}
        />
      )}
      {copying ? (
        <Dialog
          title={`Duplicate ${copying.form.name}`}
          onClose={() => setCopying(null)}
          onSubmit={() => void duplicate()}
          footer={
            <>
              <Button onClick={() => setCopying(null)}>Cancel</Button>
              <Button type="submit" variant="primary">
                Duplicate
              </Button>
            </>
          }
        >
          <ErrorNotice error={copyProblem} />
          <Input
            label="New name"
            data-autofocus
            required
            value={copying.name}
            onChange={(e) => setCopying({ ...copying, name: e.target.value })}
          />
        </Dialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the form “${deleting.name}”?`}
          confirmLabel="Delete form"
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await client.remove(`/forms/${encodeURIComponent(deleting.id)}`)
            setDeleting(null)
            toast.show(`Deleted “${deleting.name}”.`)
            await mutate()
          }}
        >
          <p>Its leads are kept.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  )
}
