/** The browser storage key of the checkout's soft lock (000 §9): vehicle, lock id, holder token, expiry. */
export const SOFT_LOCK_KEY = 'sl_order_online_soft_lock'
