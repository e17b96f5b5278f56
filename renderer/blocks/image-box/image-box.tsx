import type { BlockProps } from '../../block-props.js'
import { blockDomId } from '../../html/block-dom-id.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { ImageBoxTimer } from './image-box-timer.js'

/**
 * Accolade / image box (002 §3): an award over a background image, in a box of box_color with the award's
 * logo, top paragraph, heading, text and buttons. The box sits at the start side (left, or right in
 * Arabic); right_on_rtl off keeps it on the left in Arabic too. has_timer adds a countdown to the end of
 * offer_schedule.
 */
export function ImageBox({ block, attributes: a }: BlockProps<'image-box'>) {
  const headingId = `${blockDomId(block.id)}-heading`
  const timerEnd = a.has_timer ? a.offer_schedule?.end : undefined
  return (
    <section
      className={classNames(
        'image-box',
        a.background_image && 'image-box--image',
        a.right_on_rtl === false && 'image-box--left',
      )}
      aria-labelledby={a.heading ? headingId : undefined}
    >
      {a.background_image ? (
        <div className="image-box__background">
          <ResponsiveImage
            image={a.background_image}
            sizes="100vw"
            width={1600}
            height={900}
            className="image-box__image"
          />
        </div>
      ) : null}
      <div className="container image-box__inner">
        <div className={`image-box__box tone-${a.box_color ?? 'light'}`}>
          {a.logo_image ? (
            <ResponsiveImage
              image={a.logo_image}
              sizes="160px"
              width={320}
              height={160}
              max={320}
              className="image-box__logo"
            />
          ) : null}
          {a.top_paragraph ? <p className="image-box__top">{a.top_paragraph}</p> : null}
          {a.heading ? (
            <Heading tag={a.header_tag} size="l" className="image-box__heading" id={headingId}>
              {a.heading}
            </Heading>
          ) : null}
          <RichText html={a.paragraph} className="image-box__text" />
          {timerEnd ? (
            <ImageBoxTimer
              end={timerEnd}
              label={a.timer_label ?? 'Offer ends in'}
              endedLabel={a.timer_ended_label ?? 'This offer has ended'}
            />
          ) : null}
          <ButtonGroup buttons={a.buttons} style={a.button_style} className="image-box__buttons" />
        </div>
      </div>
    </section>
  )
}
