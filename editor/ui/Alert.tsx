import type { ReactNode } from 'react'
import './ui.css'

/**
 * A message in the flow of a screen or a dialog: an error is announced at once (role="alert"), a
 * confirmation politely (role="status").
 */
export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`ui-alert ui-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
