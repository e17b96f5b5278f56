import type { ReactNode } from 'react'
import type { DateRange, Image, Link } from '../../../templates/generated/types.js'
import { classNames } from '../../html/class-names.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { inSchedule } from '../../html/in-schedule.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { fieldVisibility } from './hidden-fields.js'

/** The common fields every editor template of 001 §3 has (docs/decisions/054). */
export interface FrameAttributes {
  style?: 'light' | 'grey' | 'dark' | 'black'
  alignment?: 'start' | 'center' | 'end'
  title?: string
  header_tag?: HeadingTag
  description?: string
  link?: Link
  schedule?: DateRange
  hidden_fields?: readonly string[]
}

/** The heading's id, for aria-labelledby (a block id may hold characters an id reference should not). */
export const frameHeadingId = (blockId: string) => `${blockId.replace(/[^A-Za-z0-9_-]/g, '-')}-title`

/**
 * The frame of the editor templates: nothing outside its schedule; the style's tone, the alignment, the
 * title, description and link (each unless hidden_fields hides it) around the block's own content. With
 * `image` (unless hidden) the content sits beside it from 1024 px, stacked below it on narrower screens.
 */
export function BlockFrame({
  blockId,
  attributes: a,
  className,
  image,
  lead,
  linkClassName = 'button button--secondary',
  children,
}: {
  blockId: string
  attributes: FrameAttributes
  className: string
  /** The block's image, beside the content (the `image` field; hidden_fields may hide it). */
  image?: Image
  /** Between the title and the description (an offer's price). */
  lead?: ReactNode
  linkClassName?: string
  children?: ReactNode
}) {
  if (!inSchedule(a.schedule)) return null
  const shows = fieldVisibility(a.hidden_fields)
  const tone = a.style ?? 'light'
  const title = shows('title') && a.title ? a.title : undefined
  const headingId = frameHeadingId(blockId)
  const aside = shows('image') ? image : undefined
  const main = (
    <>
      {title ? (
        <Heading tag={a.header_tag} size="l" id={headingId} className="block-frame__title">
          {title}
        </Heading>
      ) : null}
      {lead}
      {shows('description') ? <RichText html={a.description} className="block-frame__description" /> : null}
      {children}
      {shows('link') && a.link ? (
        <p className="block-frame__link">
          <LinkAnchor link={a.link} className={linkClassName} />
        </p>
      ) : null}
    </>
  )
  return (
    <section
      className={classNames(
        'block-frame',
        className,
        `tone-${tone}`,
        tone !== 'light' && 'block-frame--boxed',
        `block-frame--${a.alignment ?? 'start'}`,
      )}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {aside ? (
          <div className="block-frame__split">
            <div className="block-frame__aside">
              <ResponsiveImage
                image={aside}
                sizes="(min-width: 1024px) 50vw, 100vw"
                width={1600}
                height={900}
                className="block-frame__media"
              />
            </div>
            <div className="block-frame__main">{main}</div>
          </div>
        ) : (
          main
        )}
      </div>
    </section>
  )
}
