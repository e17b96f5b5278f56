import type { Ref } from 'react'
import { imageUrl } from '../media/image-url.js'

const MOTION_OK = '(prefers-reduced-motion: no-preference)'

function typeOf(url: string): string | undefined {
  const path = url.split(/[?#]/)[0] ?? ''
  if (path.endsWith('.mp4')) return 'video/mp4'
  if (path.endsWith('.webm')) return 'video/webm'
  if (path.endsWith('.m3u8')) return 'application/vnd.apple.mpegurl'
  return undefined
}

/**
 * A muted, looping, inline background video with no JavaScript. Each <source> carries a media query, so
 * the browser picks the phone or the desktop file, and picks none when the visitor prefers reduced
 * motion or when phones should show the image instead: then nothing plays, and the poster (when given)
 * or the image the block renders beneath the video (an empty video element is transparent) shows.
 */
export function BackgroundVideo({
  desktop,
  mobile,
  playOnMobile,
  poster,
  className,
  autoPlay = true,
  ref,
}: {
  desktop: string | undefined
  mobile?: string
  /** Phones play a video (the mobile one, else the desktop one); off, they keep the image. */
  playOnMobile: boolean
  /** A media-library image id shown while the video loads (and instead of it under reduced motion). */
  poster?: string
  className?: string
  /** Off for a carousel's later slides: the carousel plays the video of the slide on show. */
  autoPlay?: boolean
  ref?: Ref<HTMLVideoElement>
}) {
  const phone = playOnMobile ? mobile || desktop : undefined
  if (!desktop && !phone) return null
  return (
    <video
      className={className}
      ref={ref}
      autoPlay={autoPlay}
      muted
      loop
      playsInline
      preload={autoPlay ? 'metadata' : 'none'}
      poster={poster ? imageUrl(poster, 1600) : undefined}
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
    >
      {phone ? (
        <source src={phone} type={typeOf(phone)} media={`(max-width: 740px) and ${MOTION_OK}`} />
      ) : null}
      {desktop ? (
        <source src={desktop} type={typeOf(desktop)} media={`(min-width: 741px) and ${MOTION_OK}`} />
      ) : null}
    </video>
  )
}
