import type { Image } from '../../templates/generated/types.js'
import { imageSrcSet, imageUrl } from '../media/image-url.js'

/** Below this width the mobile image (when set) replaces the image, as the templates say. */
const MOBILE_QUERY = '(max-width: 740px)'

/** CSS object-position for an image's focal point (set in the media library); none when centred or unset. */
export function focalPosition(image: Image): string | undefined {
  const focal = image.focal
  if (!focal || (focal.x === 0.5 && focal.y === 0.5)) return undefined
  const percent = (n: number) => `${Math.round(n * 1000) / 10}%`
  return `${percent(focal.x)} ${percent(focal.y)}`
}

/**
 * A media-library image: src, srcset and sizes, lazy by default, with the intrinsic width and height so
 * the layout holds before it loads. With a mobile image it becomes a <picture>. Where a slot crops it
 * (object-fit: cover), its focal point stays in view through object-position.
 */
export function ResponsiveImage({
  image,
  mobileImage,
  sizes,
  width,
  height,
  max = 1600,
  eager = false,
  priority = false,
  className,
}: {
  image: Image
  mobileImage?: Image
  sizes: string
  width: number
  height: number
  /** The widest variant worth sending for this slot. */
  max?: number
  /** Load at once rather than when it nears the viewport. */
  eager?: boolean
  /** The page's first hero image: fetch it before other images. */
  priority?: boolean
  className?: string
}) {
  const position = focalPosition(image)
  const img = (
    <img
      className={className}
      style={position ? { objectPosition: position } : undefined}
      src={imageUrl(image.id, Math.min(max, 1024))}
      srcSet={imageSrcSet(image.id, max)}
      sizes={sizes}
      alt={image.alt ?? ''}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
  if (!mobileImage) return img
  return (
    <picture className="responsive-picture">
      <source media={MOBILE_QUERY} srcSet={imageSrcSet(mobileImage.id, 830)} sizes="100vw" />
      {img}
    </picture>
  )
}
