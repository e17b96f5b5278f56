import type { JlrVinCheckerLocalAttributes } from '../../../templates/generated/types.js'

/**
 * The schema's default labels and answers of the VIN checker (002 §8's answers among them), for blocks saved without them;
 * tests/unit/block-text-defaults.test.ts keeps them equal to templates/blocks/jlr-vin-checker-local.schema.json.
 */
export const VIN_CHECKER_DEFAULTS = {
  label_text: 'Vehicle identification number (VIN)',
  button_text: 'Check my vehicle',
  response_positive:
    'Your vehicle is affected. Please contact your service centre to make an appointment for parts replacement.',
  response_negative: 'Your vehicle is NOT the affected vehicle.',
  invalid_vin_text: 'Enter the 17 characters of your VIN: letters and digits, without I, O or Q.',
} as const satisfies Partial<Record<keyof JlrVinCheckerLocalAttributes, string>>
