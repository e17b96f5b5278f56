import type { ReactNode } from 'react'
import { Input } from '../ui/Input.js'
import type { PagedList } from './use-paged-list.js'

/**
 * The search toolbar above a paged admin list: the list's own filters (children), then a search field that
 * sets its `q` filter. A landmark named `label`, so screen reader users jump to it.
 */
export function FilterBar<T>({
  paged,
  label,
  placeholder,
  children,
}: {
  paged: PagedList<T, { q: string }>
  label: string
  /** What the search looks in ("VIN or campaign"). */
  placeholder: string
  children?: ReactNode
}) {
  return (
    <div className="admin-toolbar" role="search" aria-label={label}>
      {children}
      <Input
        label="Search"
        type="search"
        value={paged.view.q}
        placeholder={placeholder}
        onChange={(e) => paged.filter({ q: e.target.value })}
      />
    </div>
  )
}
