import { useState, type FormEvent } from 'react'
import { actionsColumn } from './actions-column.js'
import useSWR from 'swr'
import { Button } from '../ui/Button.js'
import { ConfirmDialog } from '../ui/ConfirmDialog.js'
import { EmptyState } from '../ui/EmptyState.js'
import { Input } from '../ui/Input.js'
import { Panel } from '../ui/Panel.js'
import { useToast } from '../ui/use-toast.js'
import { AdminTable } from './AdminTable.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { Setting } from './form-types.js'

/**
 * The forms settings (key → any JSON value): add or change one (saved by key), delete one (asked first). A
 * value that is not JSON is saved as text.
 */
export function SettingsScreen() {
  const client = useAdminClient()
  const toast = useToast()
  const { data, error, mutate } = useSWR('/forms/settings', (p: string) => client.get<Setting[]>(p))
  const [key, setKey] = useState('')
  const [value, setValue] = useState('')
  const [problem, setProblem] = useState<unknown>(null)
  const [deleting, setDeleting] = useState<Setting | null>(null)
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
      toast.show(`Saved ${key.trim()}.`)
      setKey('')
      setValue('')
      await mutate()
    } catch (e) {
      setProblem(e)
    }
  }
  return (
    <section className="admin-screen" aria-labelledby="settings-title">
      <h1 id="settings-title">Form settings</h1>
      <ErrorNotice error={problem ?? error} />
      <Panel title="Save a setting" className="admin-form-panel">
        <form className="admin-form" aria-label="Save a setting" onSubmit={save}>
          <Input
            label="Key"
            value={key}
            required
            onChange={(e) => setKey(e.target.value)}
            placeholder="integrations.active_system"
          />
          <label>
            Value (JSON or text)
            <textarea rows={3} value={value} onChange={(e) => setValue(e.target.value)} />
          </label>
          <div>
            <Button type="submit" variant="primary">
              Save setting
            </Button>
          </div>
        </form>
      </Panel>
      {!data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <AdminTable
          label="Settings"
          rows={data}
          rowKey={(setting) => setting.id}
          empty={<EmptyState title="No settings yet">Save one above: a key and its value.</EmptyState>}
          columns={[
            { key: 'key', header: 'Key', cell: (setting) => <code>{setting.key}</code> },
            {
              key: 'value',
              header: 'Value',
              cell: (setting) => <code className="admin-json">{JSON.stringify(setting.value)}</code>,
            },
            actionsColumn<Setting>((setting) => (
              <>
                <Button
                  size="small"
                  onClick={() => {
                    setKey(setting.key)
                    setValue(JSON.stringify(setting.value, null, 2))
                  }}
                >
                  Edit<span className="visually-hidden"> {setting.key}</span>
                </Button>
                <Button size="small" variant="danger" onClick={() => setDeleting(setting)}>
                  Delete<span className="visually-hidden"> {setting.key}</span>
                </Button>
              </>
            )),
          ]}
        />
      )}
      {deleting ? (
        <ConfirmDialog
          title={`Delete the setting ${deleting.key}?`}
          confirmLabel="Delete setting"
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            await client.remove(`/forms/settings/${encodeURIComponent(deleting.id)}`)
            setDeleting(null)
            toast.show(`Deleted ${deleting.key}.`)
            await mutate()
          }}
        />
      ) : null}
    </section>
  )
}
