import type { BlockProps } from '../../block-props.js'
import { BackgroundVideo } from '../../html/background-video.js'
import { ButtonGroup } from '../../html/button-group.js'
import { Heading } from '../../html/heading.js'
import { HeroFrame } from '../../html/hero-frame.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { YoutubeBackground } from './youtube-background.js'

/**
 * Hero title banner (tall): the page title over a tall image or a muted background video. The image is
 * always rendered beneath the video: it is the poster while the video loads, and what phones (without a
 * mobile video) and visitors who prefer reduced motion see.
 */
export function JlrHeroTitleBannerTall({ attributes: a }: BlockProps<'jlr-hero-title-banner-tall'>) {
  const height = a.height ?? 'tall'
  const video = a.yt_video_url ? (
    <YoutubeBackground url={a.yt_video_url} />
  ) : (
    <BackgroundVideo
      className="hero-tall__video"
      desktop={a.video_url || undefined}
      mobile={a.mobile_video_url || undefined}
      playOnMobile={a.has_mobile_video ?? false}
    />
  )
  return (
    <HeroFrame
      className={`hero-tall hero-tall--${height}`}
      theme={a.theme}
      align={a.text_alignment}
      valign={a.vertical_alignment ?? 'bottom'}
      overlay={a.has_overlay ?? true}
      padding={a.padding_grid_class}
      media={
        <>
          {a.image ? (
            <ResponsiveImage
              image={a.image}
              mobileImage={a.mobile_image}
              sizes="100vw"
              width={1600}
              height={900}
              eager
              priority
            />
          ) : null}
          {video}
        </>
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
