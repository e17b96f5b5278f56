import { join } from 'node:path'
import { THUMBNAIL_THEMES, thumbnailFile, type ThumbnailTheme } from '../../engine/registry/thumbnail-url.js'

/** Where npm run thumbnails writes the pictures and its manifest; /cms/thumbnails serves this folder. */
export function thumbnailsDir(root: string): string {
  return join(root, 'templates/thumbnails')
}

export function thumbnailPath(root: string, key: string, theme: ThumbnailTheme): string {
  return join(thumbnailsDir(root), thumbnailFile(key, theme))
}

export { THUMBNAIL_THEMES, type ThumbnailTheme }
