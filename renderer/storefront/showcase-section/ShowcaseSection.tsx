import type { HTMLAttributes, ReactNode, Ref } from 'react'
import { classNames } from '../../html/class-names.js'
import { Heading, type HeadingSize, type HeadingTag } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'

/**
 * The frame the model showcase blocks share (models carousel, same size carousel, tabbed component, colour
 * picker): a toned band (slider_theme or box_color) with the section's spacing, then in the container the
 * block's heading (with `headingId`, so a carousel can be labelled by it) and paragraph, then the content.
 * Other attributes (a carousel root's handlers) go on the outer element.
 */
export function ShowcaseSection({
  tag: Tag = 'div',
  tone = 'light',
  className,
  heading,
  headerTag,
  headerSize,
  headingId,
  paragraph,
  ref,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> & {
  tag?: 'div' | 'section'
  tone?: 'light' | 'grey' | 'dark' | 'black'
  className: string
  heading?: string
  headerTag?: HeadingTag
  headerSize?: HeadingSize
  headingId?: string
  paragraph?: string
  ref?: Ref<HTMLElement>
  children: ReactNode
}) {
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      className={classNames('showcase-section', `tone-${tone}`, className)}
      {...rest}
    >
      <div className="container">
        {heading ? (
          <Heading id={headingId} tag={headerTag} size={headerSize} className="showcase-section__heading">
            {heading}
          </Heading>
        ) : null}
        <RichText html={paragraph} className="showcase-section__paragraph" />
        {children}
      </div>
    </Tag>
  )
}
