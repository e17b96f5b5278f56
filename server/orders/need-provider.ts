import { OrderError } from './order-error.js'

/** The provider, or 409 `vendor_unavailable` when this server is not set up for it. */
export function needProvider<T>(provider: T | undefined, vendor: string): T {
  if (!provider)
    throw new OrderError(
      'vendor_unavailable',
      `Payments with ${vendor} are not available on this site right now`,
    )
  return provider
}
