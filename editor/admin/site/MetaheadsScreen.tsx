import { useState } from 'react'
import useSWR from 'swr'
import type { AdminMetahead, MetaheadInput } from '../../../engine/metaheads/metahead-options.js'
import { adminClient } from '../../app/admin-client.js'
import { Badge } from '../../ui/Badge.js'
import { Button } from '../../ui/Button.js'
import { useToast } from '../../ui/use-toast.js'
import { actionsColumn } from '../actions-column.js'
import { AdminDeleteDialog } from '../AdminDeleteDialog.js'
import { useAdminClient } from '../admin-client-context.js'
import { useSession } from '../session-context.js'
import { CONSENT_SCOPE_LABELS, METAHEAD_LANGUAGE_LABELS } from './metahead-labels.js'
import { MetaheadDialog } from './MetaheadDialog.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'
import { SiteListScreen } from './SiteListScreen.js'
import { useSiteList } from './use-site-list.js'

/** The first line of a metahead's content, short enough for a table cell. */
function preview(content: string): string {
  const line = content.trim().split('\n')[0] ?? ''
  return line.length > 60 ? `${line.slice(0, 59)}…` : line
}

/**
 * The Metaheads screen (issue 15, decision 046): a site's page-level scripts and styles (001 §2) in the
 * order pages carry them, each global or for one page, in the head or the body, loaded once or on every
 * page. Add, edit (a dialog), move up or down (buttons: the keyboard way to reorder), and delete after a
 * confirmation. Saves are live on the site at once.
 */
export function MetaheadsScreen({ site }: SiteScreenProps) {
  const client = useAdminClient()
  const session = useSession()
  const toast = useToast()
  const metaheads = useSiteList<AdminMetahead>('metaheads', site)
  const { list, editing, setEditing, deleting, setDeleting } = metaheads
  // Page names for the "Pages" column and picker: the pages API answers its list as `data`.
  const pages = useSWR(['pages', site.key], async () =>
    (await adminClient(session.csrfToken).list()).filter((p) => p.site === site.key && p.pageType === 'page'),
  )
  const [problem, setProblem] = useState<unknown>(null)
  const rows = list.data ?? []
  const pageLabel = (id: string | null) => {
    if (id === null) return 'Every page'
    const page = pages.data?.find((p) => p.id === id)
    return page ? `${page.title || page.path} (${page.path})` : id
  }

  const save = (input: MetaheadInput) =>
    metaheads.save(input, (saved, added) =>
      added
        ? `Added metahead ${saved.id}. It is live on ${site.name}.`
        : `Saved metahead ${saved.id}. It is live on ${site.name}.`,
    )

  const move = async (index: number, by: -1 | 1) => {
    const ids = rows.map((m) => m.id)
    const [moved] = ids.splice(index, 1)
    ids.splice(index + by, 0, moved as number)
    setProblem(null)
    try {
      const reordered = await client.post<AdminMetahead[]>(
        `/admin/api/metaheads/reorder?${metaheads.query}`,
        { ids },
      )
      await list.mutate(reordered, { revalidate: false })
      toast.show(
        `Moved metahead ${moved} ${by < 0 ? 'up' : 'down'}: it is now ${index + by + 1} of ${ids.length}.`,
      )
    } catch (error) {
      setProblem(error)
      await list.mutate()
    }
  }

  return (
    <SiteListScreen
      list={metaheads}
      title="Metaheads"
      addLabel="Add metahead"
      hint={
        <>
          Scripts and styles every page (or one page) of {site.name} carries, in this order. Sass and SCSS are
          compiled when saved.
        </>
      }
      empty={{
        title: 'No metaheads yet',
        text: 'Add a tag manager snippet, a stylesheet or a verification tag.',
      }}
      problem={problem}
      table={{
        label: `Metaheads of ${site.name}`,
        rowKey: (m) => String(m.id),
        rowTestId: (m) => `metahead:${m.id}`,
        columns: [
          { key: 'order', header: 'Order', cell: (m) => rows.indexOf(m) + 1 },
          { key: 'language', header: 'Language', cell: (m) => METAHEAD_LANGUAGE_LABELS[m.language] },
          {
            key: 'content',
            header: 'Content',
            cell: (m) => <code className="site-list__code">{preview(m.content)}</code>,
          },
          { key: 'pages', header: 'Pages', cell: (m) => pageLabel(m.page_id) },
          { key: 'placement', header: 'Placement', cell: (m) => (m.in_body ? 'Body' : 'Head') },
          {
            key: 'loading',
            header: 'Loading',
            cell: (m) => (m.reload_on_each_page ? 'Every page' : 'Once'),
          },
          {
            key: 'consent',
            header: 'Consent',
            cell: (m) =>
              m.consent_scope === 'obligatory' ? (
                'None'
              ) : (
                <Badge>{CONSENT_SCOPE_LABELS[m.consent_scope]}</Badge>
              ),
          },
          actionsColumn<AdminMetahead>((m) => {
            const index = rows.indexOf(m)
            return (
              <>
                <Button
                  size="small"
                  disabled={index === 0}
                  aria-label={`Move metahead ${m.id} up`}
                  onClick={() => void move(index, -1)}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  disabled={index === rows.length - 1}
                  aria-label={`Move metahead ${m.id} down`}
                  onClick={() => void move(index, 1)}
                >
                  ↓
                </Button>
                <Button size="small" aria-label={`Edit metahead ${m.id}`} onClick={() => setEditing(m)}>
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Delete metahead ${m.id}`}
                  onClick={() => setDeleting(m)}
                >
                  Delete
                </Button>
              </>
            )
          }),
        ],
      }}
    >
      {editing ? (
        <MetaheadDialog
          metahead={editing === 'new' ? null : editing}
          pages={(pages.data ?? []).map((p) => ({ id: p.id, label: `${p.title || p.path} (${p.path})` }))}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <AdminDeleteDialog
          title={`Delete metahead ${deleting.id}?`}
          confirmLabel="Delete metahead"
          path={metaheads.deletePath(deleting)}
          deleted={`Deleted metahead ${deleting.id}.`}
          onClose={() => setDeleting(null)}
          onDeleted={() => list.mutate()}
        >
          <p>
            {METAHEAD_LANGUAGE_LABELS[deleting.language]} on {pageLabel(deleting.page_id).toLowerCase()}:{' '}
            <code>{preview(deleting.content)}</code>. Pages stop carrying it at once.
          </p>
        </AdminDeleteDialog>
      ) : null}
    </SiteListScreen>
  )
}
