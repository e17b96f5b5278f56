import { useCallback, useEffect, useMemo, useState } from 'react'
import type { AdminClient, NewPage, PageSummary } from './admin-client.js'
import { NewPageForm } from './NewPageForm.js'
import './pages-screen.css'

const editorUrl = (id: string) => `/cms/pages/${encodeURIComponent(id)}`

/** The pages of every site, by site and locale: open, duplicate, delete, or create a new one. */
export function PagesScreen({ client }: { client: AdminClient }) {
  const [pages, setPages] = useState<PageSummary[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [site, setSite] = useState('')
  const [locale, setLocale] = useState('')
  const load = useCallback(() => client.list().then(setPages, (e: Error) => setMessage(e.message)), [client])
  useEffect(() => void load(), [load])

  const sites = useMemo(() => [...new Set((pages ?? []).map((p) => p.site))].sort(), [pages])
  const locales = useMemo(() => [...new Set((pages ?? []).map((p) => p.locale))].sort(), [pages])
  const groups = useMemo(() => {
    const byKey = new Map<string, PageSummary[]>()
    for (const page of pages ?? []) {
      if ((site && page.site !== site) || (locale && page.locale !== locale)) continue
      const key = `${page.site} · ${page.locale}`
      byKey.set(key, [...(byKey.get(key) ?? []), page])
    }
    return [...byKey.entries()].sort(([a], [b]) => a.localeCompare(b))
  }, [pages, site, locale])

  const act = async (work: () => Promise<unknown>) => {
    setMessage(null)
    try {
      await work()
    } catch (e) {
      setMessage(e instanceof Error ? e.message : String(e))
    }
  }
  const create = (input: NewPage) =>
    act(async () => {
      const created = await client.create(input)
      window.location.assign(editorUrl(created.id))
    })
  const duplicate = (page: PageSummary) => {
    const path = window.prompt(`Path of the copy of ${page.path}`, `${page.path.replace(/\/$/, '')}-copy`)
    if (path) void act(async () => (await client.duplicate(page.id, path), load()))
  }
  const remove = (page: PageSummary) => {
    if (window.confirm(`Delete ${page.path} (${page.site}, ${page.locale})? Its published version goes too.`))
      void act(async () => (await client.remove(page.id), load()))
  }

  return (
    <main className="pages-screen">
      <h1>Pages</h1>
      <nav aria-label="Admin">
        <a href="/admin">Forms, leads, locations and settings</a>
      </nav>
      {message ? (
        <p className="pages-screen__message" role="alert">
          {message}
        </p>
      ) : null}
      <div className="pages-screen__filters">
        <label>
          Site
          <select value={site} onChange={(e) => setSite(e.target.value)}>
            <option value="">All sites</option>
            {sites.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </label>
        <label>
          Locale
          <select value={locale} onChange={(e) => setLocale(e.target.value)}>
            <option value="">All locales</option>
            {locales.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </select>
        </label>
      </div>
      {pages === null ? <p>Loading…</p> : null}
      {groups.map(([key, list]) => (
        <section key={key} className="pages-screen__group">
          <h2>{key}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Title</th>
                <th scope="col">Type</th>
                <th scope="col">Draft / published</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list
                .sort((a, b) => a.path.localeCompare(b.path))
                .map((page) => (
                  <tr key={page.id} data-testid={`page-row:${page.id}`}>
                    <td>
                      <a href={editorUrl(page.id)}>{page.path}</a>
                    </td>
                    <td>{page.title}</td>
                    <td>{page.pageType}</td>
                    <td>
                      v{page.draftVersion} /{' '}
                      {page.publishedVersion ? `v${page.publishedVersion}` : 'not published'}
                      {page.errorCount > 0 ? (
                        <span className="pages-screen__errors" data-testid={`page-errors:${page.id}`}>
                          {page.errorCount} error{page.errorCount === 1 ? '' : 's'}: not publishable yet
                        </span>
                      ) : null}
                    </td>
                    <td className="pages-screen__actions">
                      <a href={editorUrl(page.id)}>Open</a>
                      <button type="button" onClick={() => duplicate(page)}>
                        Duplicate
                      </button>
                      <button type="button" onClick={() => remove(page)}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
      <NewPageForm sites={sites} onCreate={(input) => void create(input)} />
    </main>
  )
}
