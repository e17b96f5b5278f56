import type { Vehicle } from '../stock/stock-types.js'

/** Search engines show about this many characters of a description. */
const MAX_LENGTH = 160

/**
 * The meta description of a vehicle page, from the vehicle's own data: its dealer text when it has one,
 * else what a shopper compares first (year, brand, model and version, colour, engine, mileage of a
 * used car; data, not words, so it reads in any locale), cut at a word to 160 characters. The vehicle page suppresses the CMS page meta
 * (000 §2); without a description, search engines would quote the page's first text.
 */
export function vehicleDescription(vehicle: Pick<Vehicle, 'attributes'>): string {
  const a = vehicle.attributes
  const text = a.long_description
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (text) return shorten(text)
  const model = a.model_display_name || a.nameplate_name
  // A display name often ends with the version already ("Defender 110 D300 X-Dynamic SE").
  const version = a.version && !model?.includes(a.version) ? a.version : ''
  const name = [a.production_year, a.nameplate_brand_name, model, version].filter(Boolean).join(' ')
  const facts = [
    name,
    a.color_name,
    (a.engine_type ?? []).join(' '),
    a.state !== 'new' && a.mileage ? `${a.mileage.toLocaleString('en')} ${a.mileage_unit}` : '',
  ]
  return shorten(facts.filter(Boolean).join(', '))
}

function shorten(text: string): string {
  if (text.length <= MAX_LENGTH) return text
  const cut = text.slice(0, MAX_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > MAX_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}
