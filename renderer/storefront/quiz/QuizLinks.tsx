import type { Link } from '../../../templates/generated/types.js'
import { LinkAnchor } from '../../html/link-anchor.js'

/** A result's primary and secondary links as buttons in those styles; nothing when neither is set. */
export function QuizLinks({
  primary,
  secondary,
  className,
}: {
  primary: Link | undefined
  secondary: Link | undefined
  className: string
}) {
  if (!primary && !secondary) return null
  return (
    <div className={className}>
      {primary ? <LinkAnchor link={primary} className="button button--primary" /> : null}
      {secondary ? <LinkAnchor link={secondary} className="button button--secondary" /> : null}
    </div>
  )
}
