import { useState } from 'react'
import useSWR from 'swr'
import type { SiteSummary } from '../../app/admin-client.js'
import { useToast } from '../../ui/use-toast.js'
import { useAdminClient } from '../admin-client-context.js'

/** A row of a site's list: its id, and the version a save or delete must name (a 409 when it has moved). */
interface VersionedRow {
  id: string | number
  version: number
}

/**
 * The rows of one of a site's lists (`/admin/api/<resource>?site=<key>`: metaheads, redirects) with what
 * their screen is doing: the row in the dialog (`'new'` for an added one) and the row asked about before it
 * is deleted. `save` sends the dialog's input over the edited row's version or as a new row, says `said`
 * in a toast, closes the dialog and reloads the list.
 */
export function useSiteList<T extends VersionedRow>(resource: string, site: SiteSummary) {
  const client = useAdminClient()
  const toast = useToast()
  const query = `site=${encodeURIComponent(site.key)}`
  const path = `/admin/api/${resource}?${query}`
  const list = useSWR(path, (p: string) => client.get<T[]>(p))
  const [editing, setEditing] = useState<T | 'new' | null>(null)
  const [deleting, setDeleting] = useState<T | null>(null)
  const rowPath = (row: T) => `/admin/api/${resource}/${encodeURIComponent(row.id)}?${query}`

  const save = async (input: object, said: (saved: T, added: boolean) => string) => {
    if (editing && editing !== 'new') {
      await client.put(rowPath(editing), { ...input, version: editing.version })
      toast.show(said(editing, false))
    } else toast.show(said(await client.post<T>(path, input), true))
    setEditing(null)
    await list.mutate()
  }

  return {
    list,
    /** The site's query string, for the list's own calls (a reorder). */
    query,
    editing,
    setEditing,
    deleting,
    setDeleting,
    save,
    /** What deletes `row` at the version the list shows. */
    deletePath: (row: T) => `${rowPath(row)}&version=${row.version}`,
  }
}

/** What `useSiteList` gives its screen. */
export type SiteList<T extends VersionedRow> = ReturnType<typeof useSiteList<T>>
