import { useState } from 'react'
import type { EditableNavEntry } from '../../../engine/navigation/editable-nav-entry.js'
import { validateNavTree } from '../../../engine/navigation/validate-nav-tree.js'
import { Badge } from '../../ui/Badge.js'
import { Button } from '../../ui/Button.js'
import { ConfirmDialog } from '../../ui/ConfirmDialog.js'
import { EmptyState } from '../../ui/EmptyState.js'
import { ApiError } from '../api-error.js'
import { ErrorNotice } from '../ErrorNotice.js'
import { NavEntryDialog, type NavEntryFields } from './NavEntryDialog.js'
import { NavTree } from './NavTree.js'
import type { SiteScreenProps } from './SiteSectionScreen.js'
import './site-trees.css'
import { LocaleSelect } from './LocaleSelect.js'
import { useLocaleDraft } from './use-locale-draft.js'

/** GET /admin/api/navigation: the locale's tree, its version, and where the live menu comes from. */
interface NavigationData {
  entries: EditableNavEntry[]
  version: string
  source: { external: string | null }
}

type Editing = { entry: EditableNavEntry | null } | null

let created = 0
// New entries need an id for the tree's moves until the server gives them theirs (it replaces unknown ids).
const draftId = () => `new-${Date.now().toString(36)}-${++created}`

function withoutEntry(list: EditableNavEntry[], id: string): EditableNavEntry[] {
  return list.filter((e) => e.id !== id).map((e) => ({ ...e, children: withoutEntry(e.children, id) }))
}

function withFields(list: EditableNavEntry[], id: string, fields: NavEntryFields): EditableNavEntry[] {
  return list.map((e) =>
    e.id === id ? { ...e, ...fields } : { ...e, children: withFields(e.children, id, fields) },
  )
}

/**
 * The Navigation screen of the Site section (issue 15 item 2): a site's menu in each of its locales, edited
 * by drag and drop or with each entry's move buttons, entries added, edited and deleted, then saved as a
 * whole over the version it started from. It says whether the live site shows these entries or the external
 * navigation service (000 §2: the service when configured, these entries otherwise).
 */
export function NavigationScreen({ site }: SiteScreenProps) {
  const {
    locale,
    changeLocale,
    loaded,
    value: entries,
    draft,
    setDraft,
    error,
    saving,
    save,
    reload,
  } = useLocaleDraft<EditableNavEntry[], NavigationData>({
    site,
    area: 'navigation',
    valueOf: (data) => data?.entries ?? [],
    check: (value) => {
      const checked = validateNavTree(value)
      return checked.ok
        ? null
        : new ApiError('Some navigation entries need attention', 422, 'validation_failed', checked.errors)
    },
    body: (value, version) => ({ entries: value, version }),
    // The answer to a save has no source: only a read says where the live menu comes from.
    afterSave: (saved, before) => ({ ...saved, source: before.source }),
  })
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<EditableNavEntry | null>(null)
  const [status, setStatus] = useState('')

  const change = (next: EditableNavEntry[], message = '') => {
    setDraft(next)
    setStatus(message)
  }
  const conflict = error instanceof ApiError && error.status === 409

  return (
    <div className="site-tree-screen" data-testid="navigation-screen">
      <div className="site-tree-screen__bar">
        <LocaleSelect
          locales={site.locales}
          value={locale}
          unsaved={draft !== null}
          onChange={changeLocale}
        />
        <Button onClick={() => setEditing({ entry: null })}>Add entry</Button>
        <Button onClick={() => void reload()} disabled={draft === null || saving}>
          Discard changes
        </Button>
        <Button
          variant="primary"
          onClick={() => void save()}
          disabled={draft === null || saving}
          aria-busy={saving || undefined}
        >
          Save navigation
        </Button>
      </div>
      {loaded.data ? <LiveSource external={loaded.data.source.external} /> : null}
      <ErrorNotice error={loaded.error ?? error} />
      {conflict ? (
        <p>
          <Button onClick={() => void reload()}>Load the latest navigation</Button> (your changes here are
          dropped)
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {!loaded.data && !loaded.error ? <p aria-busy="true">Loading…</p> : null}
      {loaded.data && !entries.length ? (
        <EmptyState title="No menu entries in this locale">
          Add the first entry: the main navigation shows it.
        </EmptyState>
      ) : null}
      {entries.length ? (
        <NavTree
          entries={entries}
          onChange={(next, moved) => {
            const title = findTitle(next, moved)
            change(next, `Moved ${title}.`)
          }}
          onEdit={(entry) => setEditing({ entry })}
          onDelete={setDeleting}
        />
      ) : null}
      {editing ? (
        <NavEntryDialog
          heading={editing.entry ? `Edit ${editing.entry.title}` : 'Add a menu entry'}
          initial={editing.entry ?? { title: '', url: '' }}
          onClose={() => setEditing(null)}
          onSave={(fields) => {
            change(
              editing.entry
                ? withFields(entries, editing.entry.id, fields)
                : [...entries, { id: draftId(), ...fields, children: [] }],
              `${editing.entry ? 'Changed' : 'Added'} ${fields.title}.`,
            )
            setEditing(null)
          }}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={`Delete ${deleting.title}?`}
          confirmLabel="Delete"
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            change(withoutEntry(entries, deleting.id), `Deleted ${deleting.title}.`)
            setDeleting(null)
          }}
        >
          <p>
            {deleting.children.length ? `Its ${deleting.children.length} sub-entries go with it. ` : ''}
            Nothing changes on the live site until you save.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  )
}

function findTitle(list: EditableNavEntry[], id: string): string {
  for (const e of list) {
    if (e.id === id) return e.title
    const found = findTitle(e.children, id)
    if (found) return found
  }
  return ''
}

function LiveSource({ external }: { external: string | null }) {
  return external ? (
    <p className="site-tree-screen__source" data-testid="navigation-source">
      <Badge tone="info">External menu live</Badge> The live site shows the external navigation
      service&rsquo;s menu (<code>{external}</code>) whenever it loads; these entries are shown when it does
      not.
    </p>
  ) : (
    <p className="site-tree-screen__source" data-testid="navigation-source">
      <Badge tone="success">These entries are live</Badge> No external navigation service is configured
      (setting <code>navigation.naas_url</code>), so the live site&rsquo;s menu is this one.
    </p>
  )
}
