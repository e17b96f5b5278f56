import { useContext, type ReactNode } from 'react'
import { isActiveStrategy } from '../../engine/dynamic-content/check-strategy.js'
import type { Link } from '../../templates/generated/types.js'
import { classNames } from './class-names.js'
import { LinkStrategyMarker } from './link-strategy-marker.js'

/** rel for a link: the editor's rel, plus noopener when it opens a new tab (no window.opener for it). */
function relOf(link: Link): string | undefined {
  const parts = new Set((link.rel ?? '').split(' ').filter(Boolean))
  if (link.target === '_blank') parts.add('noopener')
  return parts.size ? [...parts].join(' ') : undefined
}

/**
 * A Link field as an anchor: href, target, rel and aria-label as the editor set them. In the editor's canvas
 * a link with an active strategy also gets the canvas's marker (LinkStrategyMarker) and the class
 * `link-anchor--strategy` that outlines it there; elsewhere nothing is provided and the markup is unchanged.
 */
export function LinkAnchor({
  link,
  className,
  children,
}: {
  link: Link
  className?: string
  children?: ReactNode
}) {
  const Marker = useContext(LinkStrategyMarker)
  const marked = Marker !== null && isActiveStrategy(link.strategy)
  const anchor = (
    <a
      href={link.url}
      className={marked ? classNames(className, 'link-anchor--strategy') : className}
      target={link.target === '_blank' ? '_blank' : undefined}
      rel={relOf(link)}
      aria-label={link.aria_label || undefined}
    >
      {children ?? (link.label || link.url)}
    </a>
  )
  if (!marked) return anchor
  return (
    <>
      {anchor}
      <Marker link={link} />
    </>
  )
}
