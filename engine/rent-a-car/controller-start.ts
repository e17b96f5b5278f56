import { clampAmount } from './clamp-amount.js'
import { controllerBaseline } from './controller-baseline.js'
import type { RentalController } from './rent-a-car-types.js'

/** The value a controller starts at (002 §3 controller value): the editor's value when set, else the baseline. */
export function controllerStart(controller: RentalController): number | boolean {
  if (controller.type === 'toggler') return controller.value ?? controllerBaseline(controller)
  return clampAmount(controller.value ?? (controllerBaseline(controller) as number), controller)
}
