import { Button } from '../ui/Button.js'
import { isValidElement, type ReactNode } from 'react'
import '../ui/ui.css'

/** A column of an admin table: its header, how a row fills its cell, and its sort state when sortable. */
export interface AdminColumn<T> {
  key: string
  header: ReactNode
  cell: (row: T) => ReactNode
  sort?: 'ascending' | 'descending'
  /** The column's name before each value when rows stack on a phone; the header when it is text. */
  label?: string
  /** A class for the column's cells (`admin-actions` for a row's buttons). */
  className?: string
}

/**
 * The one table of /cms and /admin: a labelled table with column headers (`scope="col"`, `aria-sort` on a
 * sorted column), one row per item, or the empty state when there is none (text, or an <EmptyState>). On a
 * phone each row stacks into a card with the column names before the values.
 */
export function AdminTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  rowTestId = (row) => `row:${rowKey(row)}`,
  className,
}: {
  label: string
  columns: AdminColumn<T>[]
  rows: T[]
  rowKey: (row: T) => string
  empty: ReactNode
  /** The row's data-testid; `row:<key>` unless told. */
  rowTestId?: (row: T) => string
  className?: string
}) {
  if (rows.length === 0) return isValidElement(empty) ? empty : <p className="ui-hint">{empty}</p>
  const labels = columns.map((c) => c.label ?? (typeof c.header === 'string' ? c.header : ''))
  return (
    <table
      className={`admin-table admin-table--stacks${className ? ` ${className}` : ''}`}
      aria-label={label}
    >
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
          <tr key={rowKey(row)} data-testid={rowTestId(row)}>
            {columns.map((column, i) => (
              <td key={column.key} className={column.className} data-label={labels[i]}>
                {column.cell(row)}
              </td>
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
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {Math.max(1, pages)} ({total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`})
      </span>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
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
