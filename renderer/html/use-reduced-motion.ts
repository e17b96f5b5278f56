import { useEffect, useState } from 'react'

/**
 * Whether the visitor asked for reduced motion. False on the server and on the first client render (so
 * hydration matches); the real value arrives in an effect and follows changes.
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return reduced
}
