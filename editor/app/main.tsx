import { StrictMode, useEffect, useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { adminClient } from './admin-client.js'
import { EditorPage } from './EditorPage.js'
import { fetchCsrfToken } from './fetch-csrf-token.js'
import { PagesScreen } from './PagesScreen.js'

/** /cms/pages/<id> opens that page in the editor; anything else under /cms is the pages screen. */
function pageIdFromUrl(pathname: string): string | null {
  const match = /^\/cms\/pages\/([^/]+)\/?$/.exec(pathname)
  return match ? decodeURIComponent(match[1] as string) : null
}

function Boot() {
  const [token, setToken] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    fetchCsrfToken().then(setToken, (e: Error) => setError(e.message))
  }, [])
  const client = useMemo(() => (token ? adminClient(token) : null), [token])
  if (error)
    return (
      <main className="boot-message" role="alert">
        {error}
      </main>
    )
  if (!client || !token) return <main className="boot-message">Loading…</main>
  const pageId = pageIdFromUrl(window.location.pathname)
  return pageId ? (
    <EditorPage pageId={pageId} client={client} csrfToken={token} />
  ) : (
    <PagesScreen client={client} />
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('[editor] the /cms page needs <div id="root">')
createRoot(root).render(
  <StrictMode>
    <Boot />
  </StrictMode>,
)
