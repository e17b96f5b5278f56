import type { ReactNode } from 'react'
import type { Link } from '../../templates/generated/types.js'

/** rel for a link: the editor's rel, plus noopener when it opens a new tab (no window.opener for it). */
function relOf(link: Link): string | undefined {
  const parts = new Set((link.rel ?? '').split(' ').filter(Boolean))
  if (link.target === '_blank') parts.add('noopener')
  return parts.size ? [...parts].join(' ') : undefined
}

/** A Link field as an anchor: href, target, rel and aria-label as the editor set them. */
export function LinkAnchor({
  link,
  className,
  children,
}: {
  link: Link
  className?: string
  children?: ReactNode
}) {
  return (
    <a
      href={link.url}
      className={className}
      target={link.target === '_blank' ? '_blank' : undefined}
      rel={relOf(link)}
      aria-label={link.aria_label || undefined}
    >
      {children ?? (link.label || link.url)}
    </a>
  )
}
