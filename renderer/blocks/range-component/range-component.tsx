import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { KeyFigureList } from './key-figure-list.js'

/**
 * Key details (range-component; fields ours, decision 050): up to four key figures of a model (range,
 * charge time, power...) with an icon each, beside an optional image, in the box colour chosen.
 */
export function RangeComponent({ block, attributes: a }: BlockProps<'range-component'>) {
  const headingId = `${blockDomId(block.id)}-heading`
  const details = a.details ?? []
  return (
    <section
      className={classNames('key-details', `tone-${a.box_color ?? 'light'}`, a.image && 'key-details--image')}
      aria-labelledby={a.heading ? headingId : undefined}
    >
      <div className="container key-details__inner">
        <div className="key-details__body">
          {a.heading ? (
            <Heading tag={a.header_tag} size="l" className="key-details__heading" id={headingId}>
              {a.heading}
            </Heading>
          ) : null}
          <RichText html={a.paragraph} className="key-details__intro" />
          <KeyFigureList
            figures={details}
            // Beside an image, four figures sit two by two rather than three and one.
            className={classNames(
              'key-details__figures',
              details.length === 4 && 'key-details__figures--pairs',
            )}
          />
          <ButtonGroup buttons={a.buttons} style={a.button_style} className="key-details__buttons" />
          <RichText html={a.disclaimer} className="key-details__disclaimer" />
        </div>
        {a.image ? (
          <div className="key-details__media">
            <ResponsiveImage
              image={a.image}
              sizes="(min-width: 1024px) 45vw, 100vw"
              width={1024}
              height={768}
              max={1024}
              className="key-details__image"
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}
