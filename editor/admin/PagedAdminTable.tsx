import type { ComponentProps } from 'react'
import { EmptyState } from '../ui/EmptyState.js'
import { AdminPager, AdminTable } from './AdminTable.js'
import type { PagedList } from './use-paged-list.js'

/**
 * One page of an admin list as a table that scrolls sideways when it is wider than the screen (a focusable
 * region, so the keyboard scrolls it too), and the pager below; "Loading…" until the first page is in. An
 * empty page says `noMatch` while a filter is set, else `empty`.
 */
export function PagedAdminTable<T>({
  paged,
  noun,
  empty,
  noMatch,
  ...table
}: Omit<ComponentProps<typeof AdminTable<T>>, 'rows' | 'empty'> & {
  paged: Pick<PagedList<T>, 'list' | 'filtered' | 'setPage'>
  /** What a row is, one and many, for the pager ("Page 1 of 2 (30 entries)"). */
  noun: [one: string, many: string]
  empty: { title: string; text: string }
  noMatch: string
}) {
  const { list, filtered, setPage } = paged
  const meta = list.data?.meta
  return (
    <>
      {!list.data ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <div
          className="admin-scroll"
          role="region"
          aria-label={`${table.label}, scrolls sideways`}
          tabIndex={0}
        >
          <AdminTable
            {...table}
            rows={list.data.data}
            empty={
              filtered ? (
                <EmptyState title={noMatch} />
              ) : (
                <EmptyState title={empty.title}>{empty.text}</EmptyState>
              )
            }
          />
        </div>
      )}
      {meta ? (
        <AdminPager page={meta.page} pages={meta.pages} total={meta.total} noun={noun} onPage={setPage} />
      ) : null}
    </>
  )
}
