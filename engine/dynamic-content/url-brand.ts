import { normaliseName } from './normalise-name.js'

/** 001 §9: the brand map of the url_brands strategy, from a site's brand to its key. */
export const BRAND_MAP: Readonly<Record<string, string>> = { 'Land Rover': 'land_rover', Jaguar: 'jaguar' }

/** The brands a URL path can name, as keys (hyphens in the path count as underscores). */
export const URL_BRANDS: readonly string[] = ['range_rover', 'defender', 'discovery', 'jaguar', 'land_rover']

/** 001 §5: the brand of a path that names none. */
export const DEFAULT_URL_BRAND = 'discovery'

/**
 * The brand normalised from a URL path (001 §5): the first path segment that names a brand
 * ("/ar/range-rover/offers" gives range_rover), else Discovery.
 */
export function urlBrand(path: string): string {
  for (const segment of path.split(/[/?#]/)) {
    let decoded = segment
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      // A malformed escape is compared as written.
    }
    const key = normaliseName(decoded).replace(/-/g, '_')
    if (URL_BRANDS.includes(key)) return key
  }
  return DEFAULT_URL_BRAND
}

/** The key of a site's brand through the brand map ("Land Rover" gives land_rover); else normalised. */
export function siteBrandKey(brand: string): string {
  return BRAND_MAP[brand] ?? normaliseName(brand)
}
