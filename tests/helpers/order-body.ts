/** The phone verification the route tests' `phones` double accepts, and its number. */
export const VERIFIED = '11111111-1111-4111-8111-111111111111'
export const PHONE = '+61400123456'

/** A valid POST /buy_online/orders body for a vehicle held under `lock`; `extra` replaces order fields. */
export function orderBody(vehicleId: string, lock: { lock_id: string; holder: string }, extra = {}) {
  return {
    order: {
      vehicle_id: vehicleId,
      lock_id: lock.lock_id,
      holder: lock.holder,
      verification_id: VERIFIED,
      phone_number: PHONE,
      customer: { first_name: 'Jordan', last_name: 'Lee', email: 'jordan.lee@example.com' },
      finance_option: 'cash',
      metadata: { trade_in: { isTradeInOn: false } },
      ...extra,
    },
  }
}
