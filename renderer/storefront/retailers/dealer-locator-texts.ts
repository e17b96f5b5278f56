/** A locator block's editable words (templates/blocks/jlr-dealer-locator*.schema.json), with their defaults. */
export interface DealerLocatorTexts {
  searchLabel: string
  searchPlaceholder: string
  cityLabel: string
  allCitiesLabel: string
  searchButton: string
  locationButton: string
  serviceLabel: string
  allServices: string
  resultsText: string
  allResultsText: string
  noResults: string
  locationError: string
  detailsLabel: string
  directionsLabel: string
  mapLabel: string
}

type Attributes = object
const text = (a: Attributes, key: string, fallback: string) => {
  const value = (a as Record<string, unknown>)[key]
  return typeof value === 'string' && value.trim() ? value : fallback
}

/** The texts of a locator block's attributes, the template's defaults for what is empty. */
export function dealerLocatorTexts(a: Attributes): DealerLocatorTexts {
  return {
    searchLabel: text(a, 'search_label', 'Postcode, suburb or state'),
    searchPlaceholder: text(a, 'search_placeholder', ''),
    cityLabel: text(a, 'city_label', 'City'),
    allCitiesLabel: text(a, 'all_cities_label', 'All cities'),
    searchButton: text(a, 'search_button_label', 'Search'),
    locationButton: text(a, 'location_button_label', 'Use my location'),
    serviceLabel: text(a, 'service_label', 'Service'),
    allServices: text(a, 'all_services_label', 'All services'),
    resultsText: text(a, 'results_text', '{count} retailers near {place}'),
    allResultsText: text(a, 'all_results_text', '{count} retailers'),
    // 000 §8: the retailer locator's no-results text.
    noResults: text(a, 'no_results_text', 'Sorry, there were no results for your search.'),
    locationError: text(a, 'location_error_text', 'We could not find your location.'),
    detailsLabel: text(a, 'details_label', 'View details'),
    directionsLabel: text(a, 'directions_label', 'Get directions'),
    mapLabel: text(a, 'map_label', 'Map of retailers'),
  }
}
