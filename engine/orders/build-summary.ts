import type { Vehicle } from '../stock/stock-types.js'

/**
 * A build of the configurator journey as its order keeps it (docs/decisions/070): the configuration the
 * shopper made in the configurator, found again by its config_url, with its version, colours and the
 * optional features chosen (their prices as the configurator priced them).
 */
export interface BuildSummary {
  config_url: string
  version: string
  colour: string
  interior: string
  features: { name: string; price: number }[]
}

/** The build's configuration from its vehicle, or null for a stock vehicle (it has no config_url). */
export function buildSummary(vehicle: Vehicle): BuildSummary | null {
  const a = vehicle.attributes
  if (!a.config_url) return null
  return {
    config_url: a.config_url,
    version: a.version ?? '',
    colour: a.color_name ?? '',
    interior: a.interior_color ?? '',
    features: (a.features_optional ?? []).map((f) => ({ name: f.name, price: f.price })),
  }
}
