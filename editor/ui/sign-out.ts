/**
 * Ends the session: POST /auth/logout with the CSRF token, then on to where the server says the provider's
 * sign-out is. A fetch rather than a form post, so a provider on another origin is not a form-action the
 * page's CSP would have to allow. If the call fails, the sign-out page (a plain form) takes over.
 */
export async function signOut(csrfToken: string): Promise<void> {
  let target = '/auth/logout'
  try {
    const response = await fetch('/auth/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'csrf-token': csrfToken },
    })
    const body = (await response.json()) as { data?: { redirectTo?: unknown } }
    if (response.ok && typeof body.data?.redirectTo === 'string') target = body.data.redirectTo
  } catch {
    // The sign-out page below asks again.
  }
  window.location.assign(target)
}
