import type { Response } from 'express'
import { HttpError } from '../http/http-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import type { HoldLimits } from './hold-limits.js'
import type { LockRefusal } from './soft-lock-store.js'

/**
 * The answer to a refused `orders/init` (decisions 023, 064): 409 `vehicle_unavailable` once reserved or
 * sold, 404 `unknown_vehicle` when it is gone (or is another shopper's build), 409 `vehicle_locked` while another shopper holds it (the "initial" soft-lock modal), 429
 * `too_many_holds` or `hold_time_used` with Retry-After when the client's own limits refuse it.
 */
export function lockRefusalAsHttp(
  res: Response,
  refusal: LockRefusal,
  vehicleId: string,
  limits: HoldLimits,
): HttpError {
  switch (refusal.refused) {
    case 'unknown_vehicle':
      // Gone since its terms were read, or another shopper's build (decision 070): never said to exist.
      return new HttpError(404, 'unknown_vehicle', `No vehicle ${vehicleId}`, [
        { field: 'vehicle_id', message: 'is not a vehicle in stock' },
      ])
    case 'unavailable':
      return new HttpError(409, 'vehicle_unavailable', 'This vehicle has just been reserved by someone else')
    case 'too_many_holds':
      return tooManyRequests(
        res,
        refusal.retryAfterSeconds,
        `You are already reserving ${limits.perClient} vehicles, the most one shopper can hold at once: ` +
          'finish or leave one of those checkouts first',
        'vehicle_id',
        'too_many_holds',
      )
    case 'hold_time_used':
      return tooManyRequests(
        res,
        refusal.retryAfterSeconds,
        `You held this vehicle for the longest time allowed (${Math.round(limits.maxHoldMs / 60_000)} ` +
          'minutes): other shoppers have their turn now, try again later',
        'vehicle_id',
        'hold_time_used',
      )
    default:
      return new HttpError(409, 'vehicle_locked', 'Another shopper is checking out this vehicle right now', {
        vehicle_id: vehicleId,
      })
  }
}
