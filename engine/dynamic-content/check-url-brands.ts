import type { DynamicContentContext, StrategyCheck } from './dynamic-content-context.js'
import { normaliseName } from './normalise-name.js'
import { siteBrandKey, urlBrand } from './url-brand.js'

/**
 * url_brands (001 §5): the value names brands (comma-separated keys: "jaguar", "range_rover, defender").
 * It passes when one of them is the brand normalised from the URL path (default discovery) or the site's
 * own brand through the brand map (Land Rover is land_rover, Jaguar is jaguar; 001 §9). Decision 048.
 */
export function checkUrlBrands(value: string, context: DynamicContentContext): StrategyCheck {
  const wanted = value
    .split(',')
    .map((part) => normaliseName(part).replace(/-/g, '_'))
    .filter(Boolean)
  const fromUrl = urlBrand(context.path)
  const ofSite = siteBrandKey(context.siteBrand)
  if (wanted.includes(fromUrl)) return { pass: true, reason: `the URL's brand is ${fromUrl}` }
  if (wanted.includes(ofSite)) return { pass: true, reason: `the site's brand is ${ofSite}` }
  return {
    pass: false,
    reason: `the URL's brand is ${fromUrl} and the site's ${ofSite}, not ${wanted.join(' or ')}`,
  }
}
