import type { ReactNode } from 'react'
import { classNames } from './class-names.js'

export type HeadingTag = 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6'
export type HeadingSize = 'xs' | 's' | 'm' | 'l' | 'xl'

/**
 * A heading in the element the editor chose (header_tag) and the size they chose (header_size). `focusable`
 * lets a script move focus to it (tabindex -1: not in the Tab order), as a step-by-step block does when
 * it shows its next step.
 */
export function Heading({
  tag = 'H2',
  size,
  className,
  id,
  focusable = false,
  children,
}: {
  tag?: HeadingTag
  size?: HeadingSize
  className?: string
  id?: string
  focusable?: boolean
  children: ReactNode
}) {
  const Tag = tag.toLowerCase() as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  return (
    <Tag
      id={id}
      className={classNames(className, size && `heading--${size}`) || undefined}
      tabIndex={focusable ? -1 : undefined}
    >
      {children}
    </Tag>
  )
}
