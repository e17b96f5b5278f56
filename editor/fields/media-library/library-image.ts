/** A page that shows an image (GET /admin/api/media answers them per image). */
export interface ImageUsage {
  id: string
  site: string
  path: string
  title: string
}

/** An image of the media library as the admin API lists it (server/admin/media-api.ts imageView). */
export interface LibraryImage {
  id: string
  fileName: string
  width: number
  height: number
  bytes: number
  alt: string
  decorative: boolean
  /** The point a crop keeps in view, as fractions of the width and height. */
  focal: { x: number; y: number }
  /** A small preview. */
  url: string
  usedOn: ImageUsage[]
}

/** What an editor changes on an image in the library. */
export interface ImageDetails {
  alt: string
  decorative: boolean
  focal: { x: number; y: number }
}

/** One page of the library: `total` images match the search. */
export interface ImagePage {
  items: LibraryImage[]
  total: number
}

/** "Used on 3 pages", "Not used on any page". */
export function usageText(usedOn: readonly ImageUsage[]): string {
  if (usedOn.length === 0) return 'Not used on any page'
  return `Used on ${usedOn.length} page${usedOn.length === 1 ? '' : 's'}`
}
