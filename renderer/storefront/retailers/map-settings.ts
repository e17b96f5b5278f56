/** The site's map settings (001 §7 "Other", decision 038), as a locator with a map needs them. */
export interface MapSettings {
  /** general.maps_key: with it, the Google Maps JavaScript API draws the map. */
  googleKey: string | null
  /** general.maps_region and general.maps_language: the API's region and language. */
  region: string | null
  language: string | null
  /** general.maps_style_url: without a key, MapLibre GL JS draws this style. */
  styleUrl: string | null
}

const text = (value: unknown, pattern: RegExp): string | null =>
  typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : null

/** The map settings of a site's settings; a value that is not what its key needs counts as absent. */
export function mapSettingsFrom(settings: Record<string, unknown>, locale: string): MapSettings {
  return {
    googleKey: text(settings['general.maps_key'], /^[A-Za-z0-9_-]{10,100}$/),
    region: text(settings['general.maps_region'], /^[A-Za-z]{2}$/),
    language: text(settings['general.maps_language'], /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/) ?? locale,
    styleUrl: text(settings['general.maps_style_url'], /^https:\/\/[^\s"'<>]+$/),
  }
}
