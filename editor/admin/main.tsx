import { StrictMode, useEffect, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { AdminApp } from './AdminApp.js'
import { AdminClientProvider } from './admin-client-context.js'
import { formsClient } from './forms-client.js'
import './admin.css'

interface Session {
  user: { id: string; name: string; roles: string[] }
  csrfToken: string
}

/** Reads the session (GET /admin/api/session) for the user's name and the CSRF token every change needs. */
async function readSession(): Promise<Session> {
  const response = await fetch('/admin/api/session', { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Could not read the session (the server answered ${response.status})`)
  const body = (await response.json()) as { data?: Partial<Session> }
  if (!body.data?.csrfToken || !body.data.user)
    throw new Error('The session has no CSRF token: sign in again')
  return body.data as Session
}

function Boot() {
  const [session, setSession] = useState<Session | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    readSession().then(setSession, (e: Error) => setError(e.message))
  }, [])
  const client = useMemo(() => (session ? formsClient(session.csrfToken) : null), [session])
  if (error)
    return (
      <main className="admin-boot" role="alert">
        {error}
      </main>
    )
  if (!client || !session) return <main className="admin-boot">Loading…</main>
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <AdminClientProvider client={client}>
        <AdminApp userName={session.user.name} />
      </AdminClientProvider>
    </SWRConfig>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('[admin] the /admin page needs <div id="root">')
createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
)
