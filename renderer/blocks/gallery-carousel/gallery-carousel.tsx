import { useState } from 'react'
import type { BlockProps } from '../../block-props.js'
import { useRenderContext } from '../../context/render-context.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { uiText } from '../../html/ui-text.js'
import { Modal } from '../../layout/Modal.js'
import { Carousel } from '../../storefront/carousel/Carousel.js'
import type { PerView } from '../../storefront/carousel/use-carousel-model.js'
import { BlockFrame } from '../../storefront/block-frame/BlockFrame.js'
import { CarouselHash } from '../../storefront/block-frame/CarouselHash.js'
import { fieldVisibility } from '../../storefront/block-frame/hidden-fields.js'
import type { GalleryCarouselAttributes } from '../../../templates/generated/types.js'

type GalleryImage = NonNullable<GalleryCarouselAttributes['images']>[number]

/** Images on show: one on a phone, two from 768 px, three from 1024 px. */
const PER_VIEW: PerView = [1, 2, 3]

/**
 * Gallery carousel (001 §3): up to 40 images in a row that moves one image per step (the carousel's track
 * mode), each with its caption; without JavaScript the row scrolls. The touch limit shows four on touch
 * devices when the editor turned it on. Each image is a button that opens it larger in the site's modal
 * (a lightbox: focus trapped, Escape or the close button, focus back on the image).
 */
export function GalleryCarousel({ block, attributes: a }: BlockProps<'gallery-carousel'>) {
  const t = uiText(useRenderContext().locale)
  const [open, setOpen] = useState<number | null>(null)
  const shows = fieldVisibility(a.hidden_fields)
  const images = a.images ?? []
  if (!images.length) return null
  const captionOf = (item: GalleryImage) => (shows('images.caption') ? item.caption : undefined)
  const opened = open === null ? undefined : images[open]
  return (
    <BlockFrame blockId={block.id} attributes={a} className="gallery-carousel">
      <Carousel
        id={`${block.id}-images`}
        label={a.title || t.gallery}
        count={images.length}
        mode="track"
        perView={PER_VIEW}
        touchLimit={a.has_touch_devices_slides_limit ?? false}
        view={a.view_options ?? 'arrows-and-dots'}
        renderSlide={(i) => {
          const item = images[i]!
          const caption = captionOf(item)
          return (
            <figure className="gallery-carousel__figure">
              <button type="button" className="gallery-carousel__open" onClick={() => setOpen(i)}>
                <ResponsiveImage
                  image={item.image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                  width={1600}
                  height={900}
                  max={1245}
                  eager={i < 3}
                  className="slide-image"
                />
                <span className="visually-hidden">{t.enlargeImage}</span>
              </button>
              {caption ? <figcaption className="gallery-carousel__caption">{caption}</figcaption> : null}
            </figure>
          )
        }}
        extra={(model) => (
          <CarouselHash ids={images.map((s) => s.hash)} goTo={model.goTo} stops={model.stops} />
        )}
      />
      <Modal
        open={opened !== undefined}
        onClose={() => setOpen(null)}
        label={(opened && (captionOf(opened) || opened.image.alt)) || t.gallery}
        closeLabel={t.close}
        className="gallery-lightbox"
      >
        {opened ? (
          <figure className="gallery-lightbox__figure">
            <ResponsiveImage
              image={opened.image}
              sizes="(min-width: 1280px) 1200px, 100vw"
              width={1600}
              height={900}
              eager
              className="gallery-lightbox__image"
            />
            {captionOf(opened) ? (
              <figcaption className="gallery-carousel__caption">{captionOf(opened)}</figcaption>
            ) : null}
          </figure>
        ) : null}
      </Modal>
    </BlockFrame>
  )
}
