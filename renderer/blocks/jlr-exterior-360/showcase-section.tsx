import type { ReactNode } from 'react'
import { classNames } from '../../html/class-names.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { RichText } from '../../html/rich-text.js'

export type ShowcaseTheme = 'light' | 'grey' | 'dark' | 'black'

/**
 * The section the model showcase blocks share (the 360 views and the hotspots): the theme's tone, boxed
 * when not light, an optional heading and paragraph above the picture. Its CSS is in jlr-exterior-360.css;
 * a block that imports this gets that stylesheet with it.
 */
export function ShowcaseSection({
  className,
  theme,
  heading,
  headerTag,
  paragraph,
  children,
}: {
  className: string
  theme: ShowcaseTheme
  heading?: string
  headerTag?: HeadingTag
  paragraph?: string
  children: ReactNode
}) {
  return (
    <section
      className={classNames('showcase', className, `tone-${theme}`, theme !== 'light' && 'showcase--boxed')}
    >
      <div className="container">
        {heading || paragraph ? (
          <div className="showcase__text">
            {heading ? (
              <Heading tag={headerTag} size="l" className="showcase__title">
                {heading}
              </Heading>
            ) : null}
            <RichText html={paragraph} className="showcase__paragraph" />
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
