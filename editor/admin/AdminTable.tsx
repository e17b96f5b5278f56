import type { ReactNode } from 'react'

/** A column of an admin table: its header, how a row fills its cell, and its sort state when sortable. */
export interface AdminColumn<T> {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  sort?: 'ascending' | 'descending'
}

/**
 * The one table of the admin screens: a labelled table with column headers (`scope="col"`, `aria-sort` on a
 * sorted column), one row per item, or the empty text when there is none.
 */
export function AdminTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
}: {
  label: string
  columns: AdminColumn<T>[]
  rows: T[]
  rowKey: (row: T) => string
  empty: ReactNode
}) {
  if (rows.length === 0) return <p>{empty}</p>
  return (
    <table className="admin-table" aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" aria-sort={column.sort}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} data-testid={`row:${rowKey(row)}`}>
            {columns.map((column) => (
              <td key={column.key}>{column.cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** Previous and next page of an admin list, with where the list is ("Page 2 of 5 (103 leads)"). */
export function AdminPager({
  page,
  pages,
  total,
  noun,
  onPage,
}: {
  page: number
  pages: number
  total: number
  noun: [one: string, many: string]
  onPage: (page: number) => void
}) {
  return (
    <nav className="admin-pager" aria-label="Pages">
      <button type="button" className="admin-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {Math.max(1, pages)} ({total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`})
      </span>
      <button
        type="button"
        className="admin-button"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}

/** The date range and page size of an admin list view; a change goes back to its first page. */
export interface ListRange {
  from: string
  to: string
  items: number
  page: number
}

/** From, To and Per page of an admin list's toolbar (the leads and the orders). */
export function ListRangeFields<V extends ListRange>({
  view,
  onChange,
}: {
  view: V
  onChange: (view: V) => void
}) {
  return (
    <>
      <label>
        From
        <input
          type="date"
          value={view.from}
          onChange={(e) => onChange({ ...view, from: e.target.value, page: 1 })}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={view.to}
          onChange={(e) => onChange({ ...view, to: e.target.value, page: 1 })}
        />
      </label>
      <label>
        Per page
        <select
          value={view.items}
          onChange={(e) => onChange({ ...view, items: Number(e.target.value), page: 1 })}
        >
          {[10, 25, 50, 100].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
    </>
  )
}
