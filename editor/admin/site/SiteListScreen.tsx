import type { ReactNode } from 'react'
import { Button } from '../../ui/Button.js'
import { EmptyState } from '../../ui/EmptyState.js'
import { AdminTable, type AdminColumn } from '../AdminTable.js'
import { ErrorNotice } from '../ErrorNotice.js'
import type { SiteList } from './use-site-list.js'
import './site-lists.css'

/**
 * The frame of a list screen of the Site section (Metaheads, Redirects): its heading with the Add button, a
 * hint, the list's or the screen's problem, and the table (its empty state offers Add too) once loaded. The
 * screen's dialogs are its children.
 */
export function SiteListScreen<T extends { id: string | number; version: number }>({
  list,
  title,
  addLabel,
  hint,
  empty,
  table,
  problem,
  children,
}: {
  list: SiteList<T>
  title: string
  addLabel: string
  hint: ReactNode
  empty: { title: string; text: string }
  table: {
    label: string
    rowKey: (row: T) => string
    rowTestId: (row: T) => string
    columns: AdminColumn<T>[]
  }
  /** A failure of the screen's own calls (a reorder), shown where the list's would be. */
  problem?: unknown
  children?: ReactNode
}) {
  const add = () => list.setEditing('new')
  return (
    <div className="site-list-screen">
      <div className="admin-heading-row">
        <h2>{title}</h2>
        <Button variant="primary" onClick={add}>
          {addLabel}
        </Button>
      </div>
      <p className="ui-hint">{hint}</p>
      <ErrorNotice error={list.list.error ?? problem} />
      {list.list.data ? (
        <AdminTable
          {...table}
          rows={list.list.data}
          empty={
            <EmptyState title={empty.title} action={<Button onClick={add}>{addLabel}</Button>}>
              {empty.text}
            </EmptyState>
          }
        />
      ) : list.list.error ? null : (
        <p aria-busy="true">Loading…</p>
      )}
      {children}
    </div>
  )
}
