import { useState } from 'react'
import useSWR from 'swr'
import { Badge } from '../ui/Badge.js'
import { Button } from '../ui/Button.js'
import { Select } from '../ui/Select.js'
import { useToast } from '../ui/use-toast.js'
import { actionsColumn } from './actions-column.js'
import { AdminDeleteDialog } from './AdminDeleteDialog.js'
import { AdminRowActions } from './AdminRowActions.js'
import { useAdminClient } from './admin-client-context.js'
import { ErrorNotice } from './ErrorNotice.js'
import { FilterBar } from './FilterBar.js'
import { NewsEntryForm, type NewsDraft } from './NewsEntryForm.js'
import { PagedAdminTable } from './PagedAdminTable.js'
import { usePagedList } from './use-paged-list.js'
import type { NewsAdminEntry } from '../../engine/news/news-admin-entry.js'
import type { NewsSite } from './news-types.js'

const STATUS_TEXT: Record<NewsAdminEntry['status'], string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
}

/** The list's filters before the admin chooses any: every site and language, no search. */
const NO_FILTERS = { site: '', locale: '', q: '' }

/**
 * The news entries the news blocks show (decision 041): filter by site, language and title, write a new
 * entry, edit or delete one (asked first). Drafts and scheduled entries are listed here and shown nowhere else.
 */
export function NewsScreen() {
  const client = useAdminClient()
  const sites = useSWR('/admin/api/news/sites', (p: string) => client.get<NewsSite[]>(p))
  const paged = usePagedList<NewsAdminEntry, typeof NO_FILTERS>('/admin/api/news', NO_FILTERS)
  const { view, list: news, filter } = paged
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
      <FilterBar paged={paged} label="Find news entries" placeholder="Title or address">
        <Select
          label="Site"
          value={view.site}
          onChange={(e) => filter({ site: e.target.value })}
          options={[
            { value: '', label: 'All sites' },
            ...(sites.data ?? []).map((s) => ({ value: s.key, label: s.name })),
          ]}
        />
        <Select
          label="Language"
          value={view.locale}
          onChange={(e) => filter({ locale: e.target.value })}
          options={[{ value: '', label: 'All languages' }, ...locales.map((l) => ({ value: l, label: l }))]}
        />
      </FilterBar>
      <PagedAdminTable
        paged={paged}
        label="News entries"
        noun={['entry', 'entries']}
        empty={{ title: 'No news yet', text: 'The news blocks list the entries written here, newest first.' }}
        noMatch="No entry matches these filters."
        rowKey={(n) => n.id}
        columns={[
          { key: 'title', header: 'Title', cell: (n) => <span dir="auto">{n.title}</span> },
          { key: 'site', header: 'Site', cell: (n) => siteName(n.site) },
          { key: 'locale', header: 'Language', cell: (n) => n.locale },
          {
            key: 'status',
            header: 'Status',
            cell: (n) => (
              <Badge tone={n.status === 'published' ? 'success' : 'neutral'}>{STATUS_TEXT[n.status]}</Badge>
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
