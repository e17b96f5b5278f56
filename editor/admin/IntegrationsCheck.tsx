import { Button } from '../ui/Button.js'
import { useState } from 'react'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'

interface VerifyResult {
  integration_id: string
  name: string
  ok: boolean
  status: number | null
  error: string | null
}

/**
 * Sends the signed verify ping to the form's saved, active integrations (POST /forms/integrations/verify)
 * and lists whether each answered 2xx. Unsaved changes are not checked: the server pings what it stores.
 */
export function IntegrationsCheck({ formId }: { formId: string }) {
  const client = useAdminClient()
  const [results, setResults] = useState<VerifyResult[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<unknown>(null)
  const check = async () => {
    setBusy(true)
    setProblem(null)
    try {
      setResults(await client.post<VerifyResult[]>('/forms/integrations/verify', { form_id: formId }))
    } catch (e) {
      setProblem(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="integrations-check">
      <Button disabled={busy} onClick={() => void check()}>
        Check saved integrations
      </Button>
      {/* The live region is there before the results, so screen readers announce them when they come; the
          list inside keeps its list semantics (a role on the <ul> itself would take them away). */}
      <div role="status" aria-label="Integration check">
        {results && (
          <ul>
            {results.length === 0 ? <li>No active integrations to check.</li> : null}
            {results.map((r) => (
              <li key={r.integration_id}>
                {r.name}: {r.ok ? 'answered' : `failed (${r.error ?? 'no answer'})`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ErrorNotice error={problem} />
    </div>
  )
}
