import type { StockLocatorAttributes } from '../../../templates/generated/types.js'
import type { StockLocatorTexts } from './StockLocatorApp.js'

/** The texts and options of a stock locator block, each falling back to the template's default. */
export function locatorTexts(a: StockLocatorAttributes): StockLocatorTexts {
  const vehicles = (a.vehicles ?? {}) as { headline?: string }
  return {
    headline: vehicles.headline || 'Vehicles in stock',
    resetTheme: a.reset_button_theme ?? 'secondary',
    calculator: {
      show: a.reverse_calculator_show === true,
      msrp: a.reverse_calculator_msrp_filter === true,
      button: a.reverse_calculator_button_label || 'Filter By Monthly Budget',
      reset: a.reverse_calculator_reset_label || 'Reset Filter',
      error: a.reverse_calculator_error || 'Something went wrong, please refresh the page and try again',
      rate: a.reverse_calculator_interest_rate ?? 6.99,
    },
    postcode: {
      heading: a.postcode_search_heading || 'Find stock near you',
      postcode: a.postcode_label || 'Postcode',
      locality: a.locality_label || 'Suburb',
      state: a.state_label || 'State',
      retailer: a.retailer_label || 'Retailer',
      button: a.postcode_search_button_label || 'Search',
    },
    postcodeModal: {
      heading: a.postcode_modal_heading || 'No retailers found',
      text:
        a.postcode_modal_text ||
        'We could not find a retailer for your search. Please try another postcode, state or retailer.',
    },
    noResults: {
      heading: a.no_results_heading || 'Sorry, there were no results for your search.',
      text: a.no_results_text ?? 'Try removing some filters or resetting them.',
    },
  }
}
