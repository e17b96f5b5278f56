import { StrictMode, useEffect, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { SWRConfig } from 'swr'
import { FieldServicesProvider } from '../fields/field-services-context.js'
import { httpFieldServices } from '../fields/field-services.js'
import { AdminApp } from './AdminApp.js'
import { AdminClientProvider } from './admin-client-context.js'
import { formsClient } from './forms-client.js'
import { readSession, type Session } from '../ui/read-session.js'
import { ToastProvider } from '../ui/ToastProvider.js'
import '../ui/ui.css'
import './admin.css'

function Boot() {
  const [session, setSession] = useState<Session | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    readSession().then(setSession, (e: Error) => setError(e.message))
  }, [])
  const client = useMemo(() => (session ? formsClient(session.csrfToken) : null), [session])
  // The page editor's image and rich text fields (the news entries use them) call the media library.
  const fieldServices = useMemo(() => httpFieldServices(session?.csrfToken ?? ''), [session])
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
        <FieldServicesProvider services={fieldServices}>
          <ToastProvider>
            <AdminApp session={session} />
          </ToastProvider>
        </FieldServicesProvider>
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
