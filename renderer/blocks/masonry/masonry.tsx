import type { BlockProps } from '../../block-props.js'
import { BackgroundVideo } from '../../html/background-video.js'
import { Heading } from '../../html/heading.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { MasonryVideo } from './masonry-video.js'

/** Masonry: three square images and a wide looping video above or below them. */
export function Masonry({ attributes: a }: BlockProps<'masonry'>) {
  const images = [a.image_1, a.image_2, a.image_3]
  const poster = a.video_poster
  return (
    <section className={`masonry masonry--${a.img_video_grid ?? 'video-top'}`}>
      <div className="container">
        {a.heading ? (
          <Heading tag={a.header_tag} size="l" className="masonry__heading">
            {a.heading}
          </Heading>
        ) : null}
        <div className="masonry__grid">
          <div className="masonry__video">
            {poster ? (
              <ResponsiveImage
                image={poster}
                sizes="100vw"
                width={1600}
                height={900}
                className="masonry__fill"
              />
            ) : null}
            {a.video_url && a.disable_autoplay ? (
              <MasonryVideo url={a.video_url} poster={poster?.id} label={poster?.alt} />
            ) : (
              <BackgroundVideo className="masonry__fill" desktop={a.video_url || undefined} playOnMobile />
            )}
          </div>
          {images.map((image, i) =>
            image ? (
              <div key={i} className="masonry__tile">
                <ResponsiveImage
                  image={image}
                  sizes="(min-width: 741px) 33vw, 50vw"
                  width={1245}
                  height={1245}
                  max={1245}
                  className="masonry__fill"
                />
              </div>
            ) : (
              <div key={i} className="masonry__tile" aria-hidden="true" />
            ),
          )}
        </div>
      </div>
    </section>
  )
}
