import { useState } from 'react'
import { thumbnailUrl, type ThumbnailTheme } from '../../engine/registry/thumbnail-url.js'
import './template-thumbnail.css'

/**
 * A template's picture (its thumbnail_url, made by npm run thumbnails) in a box of fixed size, so the list
 * does not jump while pictures load; lazily loaded. A template without a picture yet shows an empty box
 * with its name's initial rather than a broken image.
 */
export function TemplateThumbnail({
  templateKey,
  name,
  theme,
  className,
  alt = '',
  eager = false,
}: {
  templateKey: string
  name: string
  theme: ThumbnailTheme
  /** Its size: template-thumbnail--small, or the place's own class. */
  className: string
  /** Empty when the name stands beside the picture (a screen reader would hear it twice). */
  alt?: string
  eager?: boolean
}) {
  const [missing, setMissing] = useState<string | null>(null)
  const src = thumbnailUrl(templateKey, theme)
  if (missing === src)
    return (
      <span className={`template-thumbnail ${className} template-thumbnail--missing`} aria-hidden="true">
        {name.charAt(0)}
      </span>
    )
  return (
    <img
      className={`template-thumbnail ${className}`}
      src={src}
      alt={alt}
      width={400}
      height={250}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      draggable={false}
      onError={() => setMissing(src)}
    />
  )
}
