import { clampAmount } from './clamp-amount.js'
import type { RentalController } from './rent-a-car-types.js'

/**
 * The "not chosen" value of a controller (002 §3 controller default): its default, else its min or 0 for
 * an amount and off for a toggler. An extra whose value differs from it is listed in the summary and lead.
 */
export function controllerBaseline(controller: RentalController): number | boolean {
  if (controller.type === 'toggler') return controller.default ?? false
  return clampAmount(controller.default ?? controller.min ?? 0, controller)
}
