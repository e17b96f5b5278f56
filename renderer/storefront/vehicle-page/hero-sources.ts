import type { VehiclePhoto } from '../../../engine/stock/stock-types.js'
import { imageUrl } from '../../media/image-url.js'

/** 000 §2, §9: the hero variants asked of the media library: 1600x900, 1024x576, 640x360. */
export const HERO_VARIANTS = [
  { width: 1600, height: 900 },
  { width: 1024, height: 576 },
  { width: 640, height: 360 },
] as const

/** 000 §2, §8: the single size used when the variants are not there. */
export const HERO_FALLBACK = { width: 900, height: 500 } as const

export interface HeroSource {
  src: string
  srcSet?: string
  width: number
  height: number
}

const MEDIA_PATH = /^\/images\/([A-Za-z0-9][A-Za-z0-9_.-]*)\/w\/\d+\.jpg$/

/**
 * The image sources of one vehicle photo. A photo in the media library (its paths are
 * /images/{id}/w/{width}.jpg) gets the three hero variants as a srcset at 1600x900; any other photo (an
 * outside URL) is used as it is, its big path first, at the fallback size 900x500. Null without any path.
 */
export function heroSources(photo: VehiclePhoto): HeroSource | null {
  const paths = [photo.big_path, photo.full_path, photo.hd_path, photo.quarter_hd_path, photo.medium_path]
  const media = paths.map((p) => (p ? MEDIA_PATH.exec(p)?.[1] : undefined)).find(Boolean)
  if (media) {
    return {
      src: imageUrl(media, 1024),
      srcSet: HERO_VARIANTS.map((v) => `${imageUrl(media, v.width)} ${v.width}w`).join(', '),
      width: HERO_VARIANTS[0].width,
      height: HERO_VARIANTS[0].height,
    }
  }
  const single = paths.find(Boolean)
  return single ? { src: single, ...HERO_FALLBACK } : null
}
