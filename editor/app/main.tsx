import { StrictMode, useEffect, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { readSession, type Session } from '../ui/read-session.js'
import { ToastProvider } from '../ui/ToastProvider.js'
import { BlocksScreen } from '../blocks/BlocksScreen.js'
import { isBlocksPath } from '../blocks/blocks-route.js'
import { adminClient } from './admin-client.js'
import { EditorPage } from './EditorPage.js'
import { PagesScreen } from './pages/PagesScreen.js'
import '../ui/ui.css'

/**
 * /cms/pages/<id> opens that page in the editor, /cms/blocks the template catalogue; anything else under
 * /cms is the pages screen.
 */
function pageIdFromUrl(pathname: string): string | null {
  const match = /^\/cms\/pages\/([^/]+)\/?$/.exec(pathname)
  return match ? decodeURIComponent(match[1] as string) : null
}

function Boot() {
  const [session, setSession] = useState<Session | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    readSession().then(setSession, (e: Error) => setError(e.message))
  }, [])
  const client = useMemo(() => (session ? adminClient(session.csrfToken) : null), [session])
  if (error)
    return (
      <main className="boot-message" role="alert">
        {error}
      </main>
    )
  if (!client || !session) return <main className="boot-message">Loading…</main>
  if (isBlocksPath(window.location.pathname)) return <BlocksScreen session={session} />
  const pageId = pageIdFromUrl(window.location.pathname)
  return pageId ? (
    <EditorPage pageId={pageId} client={client} csrfToken={session.csrfToken} />
  ) : (
    <ToastProvider>
      <PagesScreen client={client} session={session} />
    </ToastProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('[editor] the /cms page needs <div id="root">')
createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
)
