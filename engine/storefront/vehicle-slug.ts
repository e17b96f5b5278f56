import type { Vehicle } from '../stock/stock-types.js'

/** Lower case, diacritics dropped, every run of other characters one hyphen. Non-Latin letters stay. */
function slugPart(value: unknown): string {
  return String(value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The slug of a vehicle page (000 §2): state, brand, model, production year, engines, drivetrain,
 * transmission and colour, in that order, each slugified and empty parts skipped. The brand is left out
 * when it equals `omitBrand` (case-insensitive): a site selling one brand passes its own brand.
 * Example: "new-land-rover-defender-2024-diesel-mhev-awd-auto-carpathian-grey".
 */
export function vehicleSlug(
  vehicle: Pick<Vehicle, 'attributes'>,
  options: { omitBrand?: string } = {},
): string {
  const a = vehicle.attributes
  const brand = a.nameplate_brand_name
  const omit = options.omitBrand !== undefined && slugPart(options.omitBrand) === slugPart(brand)
  const parts = [
    a.state,
    omit ? '' : brand,
    a.nameplate_name || a.model_display_name,
    a.production_year,
    (a.engine_type ?? []).join(' '),
    a.drivetrain,
    a.transmission,
    a.color_name,
  ]
  return parts.map(slugPart).filter(Boolean).join('-')
}
