import { useEffect, useState } from 'react'
import { heldByOther } from './held-vehicles.js'

/**
 * Whether another shopper holds `vehicleId` (decision 064): false in the server's HTML and until the
 * browser has asked, so hydration matches; asked again when the page comes back into view (a tab switched
 * back to, a page restored from the back-forward cache), as holds come and go by the minute.
 */
export function useHeldByOther(vehicleId: string): boolean {
  const [held, setHeld] = useState(false)
  useEffect(() => {
    let live = true
    const ask = () => void heldByOther(vehicleId).then((answer) => live && setHeld(answer))
    const onVisible = () => {
      if (document.visibilityState === 'visible') ask()
    }
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) ask()
    }
    ask()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('pageshow', onShow)
    return () => {
      live = false
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('pageshow', onShow)
    }
  }, [vehicleId])
  return held
}
