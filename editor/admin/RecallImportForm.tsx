import { useState, type FormEvent } from 'react'
import { Button } from '../ui/Button.js'
import { Input } from '../ui/Input.js'
import { Panel } from '../ui/Panel.js'
import { Textarea } from '../ui/Textarea.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'

/**
 * Many VINs of one campaign at once (POST /admin/api/recalls/import): pasted one per line, or separated by
 * spaces, commas or semicolons. A list with a VIN that is not one is refused whole, naming each bad line;
 * VINs already on the table stay as they are and are counted.
 */
export function RecallImportForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => void | Promise<void>
  onCancel: () => void
}) {
  const client = useAdminClient()
  const [text, setText] = useState('')
  const [campaign, setCampaign] = useState('')
  const [note, setNote] = useState('')
  const [problem, setProblem] = useState<unknown>(null)
  const vins = text.split(/[\s,;]+/).filter(Boolean)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    try {
      const result = await client.post<{ added: number; already: number }>('/admin/api/recalls/import', {
        vins,
        campaign,
        note,
      })
      await onDone(
        `${result.added} VIN${result.added === 1 ? '' : 's'} added` +
          (result.already ? `, ${result.already} already on the table` : ''),
      )
    } catch (e) {
      setProblem(e)
    }
  }
  return (
    <Panel title="Import VINs" className="admin-form-panel">
      <form className="admin-form" aria-label="Import VINs" onSubmit={submit}>
        <ErrorNotice error={problem} />
        <Textarea
          label={`VINs (${vins.length})`}
          value={text}
          rows={8}
          required
          spellCheck={false}
          placeholder="One VIN per line"
          onChange={(e) => setText(e.target.value)}
        />
        <Input
          label="Campaign"
          value={campaign}
          maxLength={200}
          onChange={(e) => setCampaign(e.target.value)}
        />
        <Input label="Note" value={note} maxLength={2000} onChange={(e) => setNote(e.target.value)} />
        <div className="ui-button-row">
          <Button type="submit" variant="primary" disabled={vins.length === 0}>
            Import {vins.length || ''} VIN{vins.length === 1 ? '' : 's'}
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </div>
      </form>
    </Panel>
  )
}
