import { useEffect, useState } from 'react'
import { adminRoute, type AdminRoute } from './admin-route.js'

const CHANGE = 'admin:navigate'

/** Goes to another /admin screen without loading the page again (history.pushState). */
export function navigate(path: string): void {
  window.history.pushState(null, '', path)
  window.dispatchEvent(new Event(CHANGE))
}

/** The current screen; follows navigate() and the browser's back and forward buttons. */
export function useAdminRoute(): AdminRoute & { search: URLSearchParams } {
  const read = () => ({
    ...adminRoute(window.location.pathname),
    search: new URLSearchParams(window.location.search),
  })
  const [route, setRoute] = useState(read)
  useEffect(() => {
    const update = () => setRoute(read())
    window.addEventListener('popstate', update)
    window.addEventListener(CHANGE, update)
    return () => {
      window.removeEventListener('popstate', update)
      window.removeEventListener(CHANGE, update)
    }
  }, [])
  return route
}
