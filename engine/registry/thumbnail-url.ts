/** The themes every template has a picture in (npm run thumbnails renders both). */
export const THUMBNAIL_THEMES = ['lrdx', 'jdx'] as const
export type ThumbnailTheme = (typeof THUMBNAIL_THEMES)[number]

/** The picture's file name in templates/thumbnails. */
export function thumbnailFile(key: string, theme: ThumbnailTheme): string {
  return `${key}.${theme}.webp`
}

/**
 * A template's thumbnail_url (002 §3) in a theme: the picture npm run thumbnails renders from its fixture
 * case, served to signed-in editors under /cms/thumbnails (decision 049).
 */
export function thumbnailUrl(key: string, theme: ThumbnailTheme = 'lrdx'): string {
  return `/cms/thumbnails/${thumbnailFile(key, theme)}`
}
