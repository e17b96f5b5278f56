import type { Response } from 'express'

/**
 * Browsers apply CSP form-action to the redirects after a form post too, so the sign-out form (which ends
 * at the provider's end_session_endpoint) needs the provider's origin beside 'self' on the page holding it.
 */
export function allowFormRedirectTo(res: Response, url: string | undefined): void {
  const policy = res.getHeader('Content-Security-Policy')
  if (!url || typeof policy !== 'string') return
  const { origin } = new URL(url)
  res.setHeader(
    'Content-Security-Policy',
    policy.replace("form-action 'self'", `form-action 'self' ${origin}`),
  )
}
