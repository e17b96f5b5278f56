import { imageUrl } from '../../media/image-url.js'

/** The masonry video when autoplay is off: the visitor starts it with the native controls. */
export function MasonryVideo({ url, poster, label }: { url: string; poster?: string; label?: string }) {
  return (
    <video
      className="masonry__fill masonry__player"
      src={url}
      controls
      muted
      loop
      playsInline
      preload="none"
      poster={poster ? imageUrl(poster, 1600) : undefined}
      aria-label={label || undefined}
    />
  )
}
