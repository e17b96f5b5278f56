import type { ReactNode } from 'react'
import type { AdminColumn } from './AdminTable.js'

/**
 * The last column of an admin table: a row's buttons, under a header only screen readers hear, full width
 * when rows stack on a phone.
 */
export function actionsColumn<T>(cell: (row: T) => ReactNode): AdminColumn<T> {
  return {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    label: '',
    className: 'admin-actions',
    cell,
  }
}
