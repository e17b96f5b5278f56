import { useState } from 'react'
import useSWR from 'swr'
import { Badge } from '../ui/Badge.js'
import { Button } from '../ui/Button.js'
import { EmptyState } from '../ui/EmptyState.js'
import { Input } from '../ui/Input.js'
import { Select } from '../ui/Select.js'
import { useToast } from '../ui/use-toast.js'
import { actionsColumn } from './actions-column.js'
import { AdminDeleteDialog } from './AdminDeleteDialog.js'
import { AdminRowActions } from './AdminRowActions.js'
import { AdminPager, AdminTable } from './AdminTable.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { NewsEntryForm, type NewsDraft } from './NewsEntryForm.js'
import type { NewsAdminEntry } from '../../engine/news/news-admin-entry.js'
import type { NewsSite } from './news-types.js'

const STATUS_TEXT: Record<NewsAdminEntry['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

/**
 * The news entries the news blocks show (decision 041): filter by site, language and title, write a new
 * entry, edit or delete one (asked first). Drafts and scheduled entries are listed here and shown nowhere else.
 */
export function NewsScreen() {
  const client = useAdminClient()
  const sites = useSWR('/admin/api/news/sites', (p: string) => client.get<NewsSite[]>(p))
  const [view, setView] = useState({ site: '', locale: '', q: '', page: 1, items: 25 })
  const query = new URLSearchParams({ page: String(view.page), items: String(view.items) })
  if (view.site) query.set('site', view.site)
  if (view.locale) query.set('locale', view.locale)
  if (view.q.trim()) query.set('q', view.q.trim())
  const news = useSWR(`/admin/api/news?${query}`, (p: string) => client.page<NewsAdminEntry[]>(p))
  const [editing, setEditing] = useState<NewsDraft | null>(null)
  const [deleting, setDeleting] = useState<NewsAdminEntry | null>(null)
  const [problem, setProblem] = useState<unknown>(null)
  const toast = useToast()
  const siteName = (key: string) => sites.data?.find((s) => s.key === key)?.name ?? key
  const locales = [...new Set((sites.data ?? []).flatMap((s) => s.locales))]

  const startNew = () => {
    const site =
      sites.data?.find((s) => s.key === view.site) ?? sites.data?.find((s) => s.current) ?? sites.data?.[0]
    if (!site) return
    setEditing({
      site: site.key,
      locale: view.locale && site.locales.includes(view.locale) ? view.locale : site.default_locale,
      slug: '',
      title: '',
      summary: '',
      body: '',
      image: null,
      country: '',
      published_at: null,
    })
  }
  const edit = async (entry: NewsAdminEntry) => {
    setProblem(null)
    try {
      // The list has no bodies to spare: read the whole entry, at its current version.
      const full = await client.get<NewsAdminEntry>(`/admin/api/news/${encodeURIComponent(entry.id)}`)
      setEditing(full)
    } catch (e) {
      setProblem(e)
    }
  }
  const meta = news.data?.meta

  return (
    <section className="admin-screen" aria-labelledby="news-title">
      <h1 id="news-title">News</h1>
      <ErrorNotice error={problem ?? sites.error ?? news.error} />
      {editing && sites.data ? (
        <NewsEntryForm
          key={editing.id ?? 'new'}
          sites={sites.data}
          initial={editing}
          onCancel={() => setEditing(null)}
          onSaved={async (saved) => {
            setEditing(null)
            toast.show(`“${saved.title}” saved (${STATUS_TEXT[saved.status].toLowerCase()})`)
            await news.mutate()
          }}
        />
      ) : (
        <div>
          <Button variant="primary" disabled={!sites.data} onClick={startNew}>
            New entry
          </Button>
        </div>
      )}
      <div className="admin-toolbar" role="search" aria-label="Find news entries">
        <Select
          label="Site"
          value={view.site}
          onChange={(e) => setView({ ...view, site: e.target.value, page: 1 })}
          options={[
            { value: '', label: 'All sites' },
            ...(sites.data ?? []).map((s) => ({ value: s.key, label: s.name })),
          ]}
        />
        <Select
          label="Language"
          value={view.locale}
          onChange={(e) => setView({ ...view, locale: e.target.value, page: 1 })}
          options={[{ value: '', label: 'All languages' }, ...locales.map((l) => ({ value: l, label: l }))]}
        />
        <Input
          label="Search"
          type="search"
          value={view.q}
          placeholder="Title or address"
          onChange={(e) => setView({ ...view, q: e.target.value, page: 1 })}
        />
      </div>
      {!news.data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <div className="admin-scroll" role="region" aria-label="News entries, scrolls sideways" tabIndex={0}>
          <AdminTable
            label="News entries"
            rows={news.data.data}
            rowKey={(n) => n.id}
            empty={
              view.site || view.locale || view.q ? (
                <EmptyState title="No entry matches these filters." />
              ) : (
                <EmptyState title="No news yet">
                  The news blocks list the entries written here, newest first.
                </EmptyState>
              )
            }
            columns={[
              { key: 'title', header: 'Title', cell: (n) => <span dir="auto">{n.title}</span> },
              { key: 'site', header: 'Site', cell: (n) => siteName(n.site) },
              { key: 'locale', header: 'Language', cell: (n) => n.locale },
              {
                key: 'status',
                header: 'Status',
                cell: (n) => (
                  <Badge tone={n.status === 'published' ? 'success' : 'neutral'}>
                    {STATUS_TEXT[n.status]}
                  </Badge>
                ),
              },
              {
                key: 'date',
                header: 'Publication',
                cell: (n) => (n.published_at ? new Date(n.published_at).toLocaleString() : '—'),
              },
              actionsColumn<NewsAdminEntry>((n) => (
                <AdminRowActions name={n.title} onEdit={() => void edit(n)} onDelete={() => setDeleting(n)} />
              )),
            ]}
          />
        </div>
      )}
      {meta ? (
        <AdminPager
          page={meta.page}
          pages={meta.pages}
          total={meta.total}
          noun={['entry', 'entries']}
          onPage={(page) => setView({ ...view, page })}
        />
      ) : null}
      {deleting ? (
        <AdminDeleteDialog
          title={`Delete the news entry “${deleting.title}”?`}
          confirmLabel="Delete entry"
          path={`/admin/api/news/${encodeURIComponent(deleting.id)}`}
          deleted={`“${deleting.title}” deleted`}
          testId="confirm-delete-news"
          onClose={() => setDeleting(null)}
          onDeleted={() => news.mutate()}
        >
          <p>The news blocks stop showing it, and its address answers “not found”.</p>
        </AdminDeleteDialog>
      ) : null}
    </section>
  )
}
