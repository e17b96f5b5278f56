import { useCallback, useEffect, useMemo, useState } from 'react'
import { AppHeader } from '../../ui/AppHeader.js'
import { Button } from '../../ui/Button.js'
import { ConfirmDialog } from '../../ui/ConfirmDialog.js'
import { EmptyState } from '../../ui/EmptyState.js'
import { Input } from '../../ui/Input.js'
import type { Session } from '../../ui/read-session.js'
import { Select } from '../../ui/Select.js'
import { useToast } from '../../ui/use-toast.js'
import type { AdminClient, NewPage, PageSummary, SiteSummary } from '../admin-client.js'
import { DuplicatePageDialog } from './DuplicatePageDialog.js'
import { editorUrl } from './editor-url.js'
import { NewPageDialog } from './NewPageDialog.js'
import { pageTree } from './page-tree.js'
import { siteLabel } from './site-label.js'
import { SitePages } from './SitePages.js'
import { pageMatches, STATUS_FILTERS, type StatusFilter } from './status-filter.js'
import { VersionsDialog } from './VersionsDialog.js'
import { visibleTreeRows } from './visible-tree-rows.js'
import './pages-screen.css'

/** The dialog open over the screen, if any. */
type Open = { kind: 'new' } | { kind: 'duplicate' | 'delete' | 'versions'; page: PageSummary } | null

/**
 * The pages screen (/cms): each site's pages as a tree by path, named by site with its theme; search and a
 * status filter (draft, published, changed since publish, has errors); each page's last editor and date;
 * create, duplicate, delete (asked first), preview the draft, view live, and versions with a side-by-side diff
 * and restore. The header names who is signed in and signs out.
 */
export function PagesScreen({ client, session }: { client: AdminClient; session: Session }) {
  const toast = useToast()
  const [pages, setPages] = useState<PageSummary[] | null>(null)
  const [sites, setSites] = useState<SiteSummary[]>([])
  const [loadError, setLoadError] = useState<string | null>(null)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  const [siteFilter, setSiteFilter] = useState('')
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [open, setOpen] = useState<Open>(null)

  const load = useCallback(
    () =>
      Promise.all([client.list(), client.sites()]).then(
        ([list, known]) => {
          setPages(list)
          setSites(known)
          setLoadError(null)
        },
        (e: unknown) => setLoadError(e instanceof Error ? e.message : String(e)),
      ),
    [client],
  )
  useEffect(() => void load(), [load])
  useEffect(() => {
    document.title = 'Pages · Dealer Blocks'
  }, [])

  const filtering = search.trim() !== '' || status !== 'all'
  const bySite = useMemo(() => {
    const known = new Set(sites.map((s) => s.key))
    // A page of a site the server no longer serves still shows, under its key.
    const extra = [...new Set((pages ?? []).map((p) => p.site))]
      .filter((key) => !known.has(key))
      .map((key): SiteSummary => ({
        key,
        name: key,
        brand: '',
        theme: key,
        host: window.location.hostname,
        defaultLocale: 'en',
        locales: ['en'],
      }))
    return [...sites, ...extra]
      .filter((site) => !siteFilter || site.key === siteFilter)
      .map((site) => {
        const own = (pages ?? []).filter((p) => p.site === site.key)
        const tree = pageTree(own)
        const rows = visibleTreeRows(tree, {
          collapsed,
          matches: filtering ? (row) => pageMatches(row.page, status, search) : undefined,
        })
        return { site, rows, total: own.length }
      })
  }, [sites, pages, siteFilter, collapsed, filtering, status, search])
  const shown = bySite.reduce((n, s) => n + s.rows.length, 0)

  const toggle = (pageId: string) =>
    setCollapsed((all) => {
      const next = new Set(all)
      if (!next.delete(pageId)) next.add(pageId)
      return next
    })
  const clearFilters = () => {
    setSearch('')
    setStatus('all')
  }

  const create = async (input: NewPage) => {
    const created = await client.create(input)
    window.location.assign(editorUrl(created.id))
  }

  return (
    <div className="ui-app pages-app">
      <AppHeader current="pages" userName={session.user.name} csrfToken={session.csrfToken} />
      <main className="pages-main" aria-labelledby="pages-title">
        <div className="pages-heading">
          <div>
            <h1 id="pages-title">Pages</h1>
            {pages ? (
              <p className="ui-hint">
                {pages.length} page{pages.length === 1 ? '' : 's'} on {sites.length} site
                {sites.length === 1 ? '' : 's'}
              </p>
            ) : null}
          </div>
          <Button variant="primary" onClick={() => setOpen({ kind: 'new' })} disabled={sites.length === 0}>
            New page
          </Button>
        </div>
        <div role="search" className="pages-filters" aria-label="Find pages">
          <Input
            label="Search"
            type="search"
            placeholder="Path or title"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="pages-filters__search"
          />
          <Select
            label="Site"
            value={siteFilter}
            onChange={(e) => setSiteFilter(e.target.value)}
            options={[
              { value: '', label: 'All sites' },
              ...sites.map((s) => ({ value: s.key, label: siteLabel(s) })),
            ]}
          />
          <Select
            label="Status"
            value={status}
            onChange={(e) => setStatus(e.target.value as StatusFilter)}
            options={STATUS_FILTERS}
          />
        </div>
        <p className="visually-hidden" role="status">
          {pages && filtering ? `${shown} page${shown === 1 ? '' : 's'} shown` : ''}
        </p>
        {loadError ? (
          <div className="ui-alert ui-alert--error" role="alert">
            <p>The pages could not be loaded: {loadError}</p>
            <Button size="small" onClick={() => void load()}>
              Try again
            </Button>
          </div>
        ) : null}
        {pages === null ? (
          loadError ? null : (
            <p aria-busy="true">Loading pages…</p>
          )
        ) : pages.length === 0 ? (
          <EmptyState
            title="No pages yet"
            action={
              <Button variant="primary" onClick={() => setOpen({ kind: 'new' })}>
                New page
              </Button>
            }
          >
            Make the first page of a site: its home page is the path /.
          </EmptyState>
        ) : filtering && shown === 0 ? (
          <EmptyState
            title="No page matches"
            action={<Button onClick={clearFilters}>Clear search and status</Button>}
          >
            {search.trim()
              ? `Nothing has “${search.trim()}” in its path or title`
              : 'No page has this status'}
            {status !== 'all' && search.trim() ? ' with this status' : ''}.
          </EmptyState>
        ) : (
          bySite
            .filter((s) => !filtering || s.rows.length > 0)
            .map(({ site, rows, total }) => (
              <SitePages
                key={site.key}
                site={site}
                rows={rows}
                total={total}
                collapsed={collapsed}
                filtering={filtering}
                onToggle={toggle}
                actions={{
                  versions: (page) => setOpen({ kind: 'versions', page }),
                  duplicate: (page) => setOpen({ kind: 'duplicate', page }),
                  remove: (page) => setOpen({ kind: 'delete', page }),
                }}
              />
            ))
        )}
      </main>
      {open?.kind === 'new' ? (
        <NewPageDialog
          sites={sites}
          initialSite={siteFilter || undefined}
          onCreate={create}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.kind === 'duplicate' ? (
        <DuplicatePageDialog
          page={open.page}
          onClose={() => setOpen(null)}
          onDuplicate={async (copy) => {
            const made = await client.duplicate(open.page.id, copy)
            setOpen(null)
            toast.show(`Duplicated ${open.page.path} as ${made.draft.path}`)
            await load()
          }}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${open.page.path}?`}
          confirmLabel="Delete page"
          danger
          testId="delete-dialog"
          onCancel={() => setOpen(null)}
          onConfirm={async () => {
            await client.remove(open.page.id)
            setOpen(null)
            toast.show(`Deleted ${open.page.path}`)
            await load()
          }}
        >
          <p>
            “{open.page.title}” and all its published versions are deleted.
            {open.page.publishedVersion !== null ? ' The live page stops answering at once.' : ''} This cannot
            be undone.
          </p>
        </ConfirmDialog>
      ) : null}
      {open?.kind === 'versions' ? (
        <VersionsDialog
          page={open.page}
          client={client}
          onClose={() => setOpen(null)}
          onRestored={(version) => {
            setOpen(null)
            toast.show(`Version ${version} of ${open.page.path} is the draft again`)
            void load()
          }}
        />
      ) : null}
    </div>
  )
}
