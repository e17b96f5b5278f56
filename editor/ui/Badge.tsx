import type { ReactNode } from 'react'
import './ui.css'

/** A short state beside a name (Published, 2 errors), coloured by its tone; the words carry the meaning. */
export function Badge({
  tone = 'neutral',
  children,
  testId,
}: {
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info'
  children: ReactNode
  testId?: string
}) {
  return (
    <span className={`ui-badge${tone === 'neutral' ? '' : ` ui-badge--${tone}`}`} data-testid={testId}>
      {children}
    </span>
  )
}
