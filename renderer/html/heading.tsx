import type { ReactNode } from 'react'
import { classNames } from './class-names.js'

export type HeadingTag = 'H1' | 'H2' | 'H3' | 'H4' | 'H5' | 'H6'
export type HeadingSize = 'xs' | 's' | 'm' | 'l' | 'xl'

/** A heading in the element the editor chose (header_tag) and the size they chose (header_size). */
export function Heading({
  tag = 'H2',
  size,
  className,
  id,
  children,
}: {
  tag?: HeadingTag
  size?: HeadingSize
  className?: string
  id?: string
  children: ReactNode
}) {
  const Tag = tag.toLowerCase() as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  return (
    <Tag id={id} className={classNames(className, size && `heading--${size}`) || undefined}>
      {children}
    </Tag>
  )
}
