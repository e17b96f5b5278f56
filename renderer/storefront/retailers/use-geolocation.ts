import { useCallback, useEffect, useState } from 'react'
import type { LatLng } from '../../../engine/dealers/distance-km.js'

export type GeolocationStatus = 'idle' | 'locating' | 'failed'

/**
 * The shopper's position on request (the browser asks them first): `available` once the page runs in a
 * browser that can locate, `locate` calls back with the position, or leaves `status` at 'failed' when it is
 * refused, unknown or takes more than 10 s.
 */
export function useGeolocation(): {
  available: boolean
  status: GeolocationStatus
  locate: (then: (position: LatLng) => void) => void
} {
  const [available, setAvailable] = useState(false)
  const [status, setStatus] = useState<GeolocationStatus>('idle')
  useEffect(() => setAvailable(typeof navigator !== 'undefined' && 'geolocation' in navigator), [])
  const locate = useCallback((then: (position: LatLng) => void) => {
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle')
        then({ lat: position.coords.latitude, lng: position.coords.longitude })
      },
      () => setStatus('failed'),
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }, [])
  return { available, status, locate }
}
