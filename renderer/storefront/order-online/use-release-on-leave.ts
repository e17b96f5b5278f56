import { useEffect } from 'react'

/** The hold a checkout page has: what the release call needs. */
export interface HeldLock {
  vehicleId: string
  lockId: string
  holder: string
  /** The expiry the page last saw (ms since the epoch): a beacon never lets a later renewal go. */
  expiresAt: number
}

/**
 * Lets the hold go when the shopper leaves the checkout (decision 064): on `pagehide`, a beacon to
 * POST /buy_online/orders/release (text/plain JSON, which the endpoint reads; a beacon outlives the page).
 * Not when the page goes into the back-forward cache (`persisted`: Back or Forward brings it back, hold and
 * all), nor once `keep()` says the hold still has work (an order was placed: the payment page and the
 * success step need it). A reload does release, and gets it back: the reload's init retakes the hold with
 * the same lock id, which the release keeps for its holder until the hold's time runs out (and a beacon that
 * arrives after that retake finds the hold renewed and leaves it).
 */
export function useReleaseOnLeave(hold: HeldLock | null, keep: () => boolean): void {
  useEffect(() => {
    if (!hold) return
    const onPageHide = (event: PageTransitionEvent) => {
      if (event.persisted || keep()) return
      const body = JSON.stringify({
        vehicle_id: hold.vehicleId,
        lock_id: hold.lockId,
        holder: hold.holder,
        expires_at: new Date(hold.expiresAt).toISOString(),
      })
      const path = '/buy_online/orders/release'
      if (navigator.sendBeacon?.(path, body)) return
      // No beacon (or its queue is full): a keepalive fetch also outlives the page.
      void fetch(path, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'text/plain' },
        credentials: 'same-origin',
      }).catch(() => {})
    }
    window.addEventListener('pagehide', onPageHide)
    return () => window.removeEventListener('pagehide', onPageHide)
  }, [hold, keep])
}
