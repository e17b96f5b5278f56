import type { ReactNode } from 'react'
import { Heading, type HeadingTag } from '../../html/heading.js'

/** The news block's error or no-results state: its heading and message, when the editor wrote them. */
export function NewsMessage({
  tag,
  heading,
  message,
  role,
  children,
}: {
  tag: HeadingTag
  heading: string | undefined
  message: string | undefined
  role?: 'alert'
  children?: ReactNode
}) {
  if (!heading && !message && !children) return null
  return (
    <div className="news__message" role={role}>
      {heading ? (
        <Heading tag={tag} size="s" className="news__message-heading">
          {heading}
        </Heading>
      ) : null}
      {message ? <p className="news__message-text">{message}</p> : null}
      {children}
    </div>
  )
}
