import type { Response } from 'express'
import { changeCspDirective } from '../http/csp-directive.js'

/**
 * Browsers apply CSP form-action to the redirects after a form post too, so the sign-out form (which ends
 * at the provider's end_session_endpoint) needs the provider's origin beside 'self' on the page holding it.
 */
export function allowFormRedirectTo(res: Response, url: string | undefined): void {
  if (!url) return
  const { origin } = new URL(url)
  changeCspDirective(res, 'form-action', (sources) => [...sources, origin])
}
