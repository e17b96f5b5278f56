import type { ReactNode } from 'react'
import './ui.css'

/** What an empty list or a search with no match says: a title, a line of why or what next, an action. */
export function EmptyState({
  title,
  children,
  action,
}: {
  title: ReactNode
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="ui-empty">
      <p className="ui-empty__title">{title}</p>
      {children ? <p className="ui-empty__text">{children}</p> : null}
      {action}
    </div>
  )
}
