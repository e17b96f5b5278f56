import { useId, type ReactNode } from 'react'
import './ui.css'

/**
 * A titled surface: a section named by its heading (level 2 unless told), with a quieter subtitle beside
 * the title and actions at the end of its header.
 */
export function Panel({
  title,
  subtitle,
  actions,
  level = 2,
  className,
  children,
  testId,
}: {
  title: ReactNode
  subtitle?: ReactNode
  actions?: ReactNode
  level?: 2 | 3
  className?: string
  children: ReactNode
  testId?: string
}) {
  const id = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section
      className={`ui-panel${className ? ` ${className}` : ''}`}
      aria-labelledby={id}
      data-testid={testId}
    >
      <header className="ui-panel__header">
        <div className="ui-panel__title">
          <Heading id={id}>{title}</Heading>
          {subtitle ? <span className="ui-panel__subtitle">{subtitle}</span> : null}
        </div>
        {actions ? <div className="ui-button-row">{actions}</div> : null}
      </header>
      {children}
    </section>
  )
}
