import { Button } from '../ui/Button.js'
import { useEffect, useState } from 'react'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import type { LeadExport } from './form-types.js'

const POLL_MS = 1000

/**
 * Exports the leads of the current filter (001 §4: created by a POST, its status polled, then the file
 * downloaded): a progress indicator while the export runs, then a download link.
 */
export function LeadExportButton({
  formId,
  filter,
  sort,
}: {
  formId: string
  filter: { created_at_gteq?: string; created_at_lteq?: string; site?: string }
  sort: string
}) {
  const client = useAdminClient()
  const base = `/forms/${encodeURIComponent(formId)}/lead_exports`
  const [job, setJob] = useState<LeadExport | null>(null)
  const [format, setFormat] = useState<'csv' | 'xlsx'>('csv')
  const [problem, setProblem] = useState<unknown>(null)
  useEffect(() => {
    if (!job || job.status === 'done' || job.status === 'failed') return
    const timer = setTimeout(() => {
      client.get<LeadExport>(`${base}/${encodeURIComponent(job.id)}`).then(setJob, setProblem)
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [job, base, client])
  const start = async () => {
    setProblem(null)
    try {
      setJob(await client.post<LeadExport>(base, { format, filter, sort }))
    } catch (e) {
      setProblem(e)
    }
  }
  const running = job !== null && (job.status === 'pending' || job.status === 'running')
  return (
    <div className="lead-export">
      <label>
        Format
        <select value={format} onChange={(e) => setFormat(e.target.value as 'csv' | 'xlsx')}>
          <option value="csv">CSV</option>
          <option value="xlsx">Excel (xlsx)</option>
        </select>
      </label>
      <Button disabled={running} onClick={() => void start()}>
        Export leads
      </Button>
      {running ? (
        <span className="lead-export__progress" role="status">
          <progress aria-label="Export progress" /> Exporting ({job.status})…
        </span>
      ) : null}
      {job?.status === 'done' ? (
        <span role="status">
          Export ready ({job.rows ?? 0} rows):{' '}
          <a
            href={client.url(`${base}/${encodeURIComponent(job.id)}/download`)}
            download
            data-testid="export-download"
          >
            Download
          </a>
        </span>
      ) : null}
      {job?.status === 'failed' ? (
        <span role="alert">The export failed{job.error ? `: ${job.error}` : ''}.</span>
      ) : null}
      <ErrorNotice error={problem} />
    </div>
  )
}
