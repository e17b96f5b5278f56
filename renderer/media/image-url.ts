/** Widths the media library serves (000 §9 image sizes); components pick from these for srcset. */
export const IMAGE_WIDTHS = [360, 415, 640, 830, 1024, 1245, 1600] as const

/** URL of a media-library image resized to a width: /images/{id}/w/{width}.jpg (000 §2). */
export function imageUrl(id: string, width: number): string {
  return `/images/${encodeURIComponent(id)}/w/${width}.jpg`
}

/** A srcset for the widths up to `max`. */
export function imageSrcSet(id: string, max = 1600): string {
  return IMAGE_WIDTHS.filter((w) => w <= max)
    .map((w) => `${imageUrl(id, w)} ${w}w`)
    .join(', ')
}
