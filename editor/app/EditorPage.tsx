import { useEffect, useMemo, useState } from 'react'
import { httpBlockPreview } from '../canvas/preview/block-preview.js'
import { BlockPreviewProvider } from '../canvas/preview/block-preview-context.js'
import { FieldServicesProvider } from '../fields/field-services-context.js'
import { httpFieldServices } from '../fields/field-services.js'
import { createEditorStore, type EditorStore } from '../state/create-editor-store.js'
import { startAutosave } from '../state/autosave.js'
import { EditorStoreProvider } from '../state/editor-store-context.js'
import { httpEditorApi } from '../state/http-editor-api.js'
import { warnBeforeLeaving } from '../state/warn-before-leaving.js'
import type { AdminClient, SiteSummary } from './admin-client.js'
import { EditorApp } from './EditorApp.js'

/** Loads a page's draft, makes its editor store with autosave, and shows the editor. */
export function EditorPage({
  pageId,
  client,
  csrfToken,
}: {
  pageId: string
  client: AdminClient
  csrfToken: string
}) {
  const [store, setStore] = useState<EditorStore | null>(null)
  const [site, setSite] = useState<SiteSummary | null>(null)
  const [error, setError] = useState<string | null>(null)
  const services = useMemo(() => httpFieldServices(csrfToken), [csrfToken])
  const previews = useMemo(() => httpBlockPreview(csrfToken), [csrfToken])

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    // The site's host for "View live"; without it the editor still opens, only that link is left out.
    const sites = client.sites().catch(() => [] as SiteSummary[])
    Promise.all([client.get(pageId), sites]).then(
      ([{ draft, draftVersion, publishedVersion }, all]) => {
        if (cancelled) return
        const created = createEditorStore({
          pageId,
          doc: draft,
          baseVersion: draftVersion,
          publishedVersion,
          api: httpEditorApi(csrfToken),
        })
        setSite(all.find((s) => s.key === draft.site) ?? null)
        stop = startAutosave(created)
        setStore(created)
      },
      (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)),
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [pageId, client, csrfToken])

  // Leaving with unsaved changes asks first (autosave may not have run yet, or the network is away).
  useEffect(() => (store ? warnBeforeLeaving(store) : undefined), [store])

  if (error)
    return (
      <main className="boot-message" role="alert">
        <p>The page could not be opened: {error}</p>
        <a href="/cms">Back to the pages</a>
      </main>
    )
  if (!store) return <main className="boot-message">Opening the page…</main>
  return (
    <EditorStoreProvider store={store}>
      <FieldServicesProvider services={services}>
        <BlockPreviewProvider fetch={previews}>
          <EditorApp site={site} />
        </BlockPreviewProvider>
      </FieldServicesProvider>
    </EditorStoreProvider>
  )
}
