import type { BlockProps } from '../../block-props.js'
import { ButtonGroup } from '../../html/button-group.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'

/**
 * Sign post: an image beside a heading, text and buttons that lead to another page. Side by side where
 * there is room (its own width, not the screen's: in a row of four it is a card), stacked otherwise.
 */
export function JlrSignPost({ attributes: a }: BlockProps<'jlr-sign-post'>) {
  const tone = a.box_color ?? 'light'
  const wide = a['image-ratio'] === '16-6-5'
  return (
    <section
      className={classNames(
        'sign-post',
        `tone-${tone}`,
        tone !== 'light' && 'sign-post--boxed',
        a.is_reversed && 'sign-post--reversed',
        `sign-post--valign-${a.vertical_alignment ?? 'center'}`,
        wide && 'sign-post--wide',
      )}
    >
      <div className="container">
        <div className="sign-post__layout">
          {a.image ? (
            <div className="sign-post__media">
              <ResponsiveImage
                image={a.image}
                sizes="(min-width: 1024px) 50vw, 100vw"
                width={1600}
                height={wide ? 650 : 900}
                className="sign-post__image"
              />
            </div>
          ) : null}
          <div className="sign-post__body">
            {a.heading ? (
              <Heading tag={a.header_tag} size={a.header_size ?? 'm'} className="sign-post__title">
                {a.heading}
              </Heading>
            ) : null}
            <RichText html={a.paragraph} className="sign-post__text" />
            <ButtonGroup buttons={a.buttons} style={a.button_style} className="sign-post__buttons" />
          </div>
        </div>
      </div>
    </section>
  )
}
