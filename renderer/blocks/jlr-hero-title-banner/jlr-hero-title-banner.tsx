import type { BlockProps } from '../../block-props.js'
import { ButtonGroup } from '../../html/button-group.js'
import { Heading } from '../../html/heading.js'
import { HeroFrame } from '../../html/hero-frame.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'

/** Hero title banner: the page title over a full-width image (16:9 or wide 16:6.5). */
export function JlrHeroTitleBanner({ attributes: a }: BlockProps<'jlr-hero-title-banner'>) {
  const wide = a['image-ratio'] === '16-6-5'
  return (
    <HeroFrame
      className={wide ? 'hero-banner hero-banner--wide' : 'hero-banner'}
      theme={a.theme}
      align={a.text_alignment}
      valign={a.vertical_alignment ?? 'bottom'}
      overlay={a.has_overlay ?? true}
      padding={a.padding_grid_class}
      media={
        a.image ? (
          <ResponsiveImage
            image={a.image}
            mobileImage={a.mobile_image}
            sizes="100vw"
            width={1600}
            height={wide ? 650 : 900}
            eager
            priority
          />
        ) : null
      }
    >
      <Heading tag={a.header_tag} size={a.header_size ?? 'xl'} className="hero__title">
        {a.heading}
      </Heading>
      <RichText html={a.paragraph} className="hero__paragraph" />
      <ButtonGroup buttons={a.buttons} style={a.button_style} />
    </HeroFrame>
  )
}
