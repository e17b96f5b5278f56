import type { ComponentProps, ReactNode } from 'react'
import { AdminPager, AdminTable } from './AdminTable.js'
import type { PagedList } from './use-paged-list.js'

/**
 * One page of an admin list as a table, and the pager below; "Loading…" until the first page is in. An
 * empty page shows `noMatch` while a filter is set, else `empty` (text, or an <EmptyState>, as AdminTable).
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
  empty: ReactNode
  noMatch: ReactNode
  scrolls?: boolean
  /** Whether the pager shows when there is only one page. */
  pagerOnOnePage?: boolean
}) {
  const { list, filtered, setPage } = paged
  const meta = list.data?.meta
  if (!list.data) return <p aria-busy="true">Loading…</p>
  const rows = <AdminTable {...table} rows={list.data.data} empty={filtered ? noMatch : empty} />
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
