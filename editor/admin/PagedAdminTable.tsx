import type { ComponentProps, ReactNode } from 'react'
import { EmptyState } from '../ui/EmptyState.js'
import { AdminPager, AdminTable } from './AdminTable.js'
import type { PagedList } from './use-paged-list.js'

/** What a list says when it has nothing: one line of text, or an <EmptyState> with a title and a line. */
type Empty = string | { title: string; text: string }

/**
 * What an empty page says: `noMatch` while a filter is set, else `empty`; one line of text when `empty` is
 * text, else an <EmptyState>.
 */
function emptyPage(empty: Empty, noMatch: string, filtered: boolean): ReactNode {
  if (typeof empty === 'string') return filtered ? noMatch : empty
  return filtered ? <EmptyState title={noMatch} /> : <EmptyState title={empty.title}>{empty.text}</EmptyState>
}

/**
 * One page of an admin list as a table, and the pager below; "Loading…" until the first page is in, and an
 * empty page says `noMatch` while a filter is set, else `empty`.
 * The table scrolls sideways when it is wider than the screen (a focusable region, so the keyboard scrolls
 * it too) unless `scrolls` is false.
 */
export function PagedAdminTable<T>({
  paged,
  noun,
  empty,
  noMatch,
  scrolls = true,
  pagerOnOnePage = true,
  ...table
}: Omit<ComponentProps<typeof AdminTable<T>>, 'rows' | 'empty'> & {
  paged: Pick<PagedList<T>, 'list' | 'filtered' | 'setPage'>
  /** What a row is, one and many, for the pager ("Page 1 of 2 (30 entries)"). */
  noun: [one: string, many: string]
  empty: Empty
  noMatch: string
  scrolls?: boolean
  /** Whether the pager shows when there is only one page. */
  pagerOnOnePage?: boolean
}) {
  const { list, filtered, setPage } = paged
  const meta = list.data?.meta
  if (!list.data) return <p aria-busy="true">Loading…</p>
  const rows = <AdminTable {...table} rows={list.data.data} empty={emptyPage(empty, noMatch, filtered)} />
  return (
    <>
      {scrolls ? (
        <div
          className="admin-scroll"
          role="region"
          aria-label={`${table.label}, scrolls sideways`}
          tabIndex={0}
        >
          {rows}
        </div>
      ) : (
        rows
      )}
      {meta && (pagerOnOnePage || meta.pages > 1) ? (
        <AdminPager page={meta.page} pages={meta.pages} total={meta.total} noun={noun} onPage={setPage} />
      ) : null}
    </>
  )
}
