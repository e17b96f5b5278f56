import type { JlrMapUpdateAttributes } from '../../../templates/generated/types.js'

type TextKey = {
  [K in keyof JlrMapUpdateAttributes]-?: NonNullable<JlrMapUpdateAttributes[K]> extends string ? K : never
}[keyof JlrMapUpdateAttributes]

/**
 * The schema's default labels and messages of the map update (templates/blocks/jlr-map-update.schema.json),
 * for blocks saved without them: a new block starts with these, but a stored page may leave one out, and the
 * steps cannot work without them. Texts an editor may remove (heading, help, step 3 text, notes) are not here. The island cannot read
 * the schema catalogue (it would ship every template to the browser); tests/unit/block-text-defaults.test.ts
 * keeps the two in step.
 */
export const MAP_UPDATE_DEFAULTS = {
  step1_label: 'Find your vehicle',
  step1_heading: 'Enter your VIN',
  input_label: 'Vehicle identification number (VIN)',
  vin_tooltip_label: 'Where do I find my VIN?',
  button_label: 'Find my vehicle',
  vin_error_text: 'VIN not recognised. Please check you have entered your VIN correctly or try again later.',
  step2_label: 'Choose and download maps',
  step2_heading: 'Download the app and your maps',
  vehicle_label: 'Your vehicle',
  change_vehicle_label: 'Change vehicle',
  terms_checkbox_text: 'I have read and agree to the terms and conditions of the map update.',
  terms_tooltip: 'Agree to the terms and conditions to download.',
  app_heading: '1. Download the Map Downloader app',
  download_mac_label: 'Download for Apple Mac',
  download_windows_label: 'Download for Windows',
  maps_heading: '2. Choose and download your maps',
  downloaded_label: 'I have downloaded my maps',
  step3_label: 'Copy to USB',
  step3_heading: 'Copy your maps to USB',
  download_again_label: 'Download again',
  new_vehicle_label: 'Update a new vehicle',
} as const satisfies Partial<Record<TextKey, string>>
