import type { CSSProperties } from 'react'
import type { BlockProps } from '../../block-props.js'
import { classNames } from '../../html/class-names.js'
import { Heading } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'

/**
 * Parallax image: a wide image that moves more slowly than the page, with text over it. The effect is a
 * CSS scroll-driven animation (no JavaScript), only where the browser supports it and the visitor has
 * not asked for reduced motion; elsewhere the image simply stays still.
 */
export function JlrParallaxImage({ attributes: a }: BlockProps<'jlr-parallax-image'>) {
  const theme = a.theme ?? 'light'
  const speed = Math.min(Math.max(a.parallax_speed ?? 0.3, 0), 1)
  const hasText = Boolean(a.heading || a.paragraph || a.link)
  return (
    <section
      className={classNames(
        'parallax',
        `parallax--text-${theme}`,
        `parallax--position-${a.text_position ?? 'left'}`,
        theme === 'light' && 'tone-inverse',
        hasText && 'parallax--has-text',
      )}
      style={{ '--parallax-speed': speed } as CSSProperties}
    >
      <div className="parallax__media">
        {a.image ? (
          <ResponsiveImage
            image={a.image}
            mobileImage={a.mobile_image}
            sizes="100vw"
            width={1600}
            height={650}
            className="parallax__image"
          />
        ) : null}
      </div>
      {hasText ? (
        <div className="parallax__content container">
          <div className="parallax__text">
            {a.heading ? (
              <Heading tag={a.header_tag} size="l" className="parallax__title">
                {a.heading}
              </Heading>
            ) : null}
            <RichText html={a.paragraph} className="parallax__paragraph" />
            {a.link ? <LinkAnchor link={a.link} className="button button--primary parallax__link" /> : null}
          </div>
        </div>
      ) : null}
    </section>
  )
}
