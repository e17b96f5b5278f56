/** The session's CSRF token (GET /admin/api/session), needed on every change the admin API accepts. */
export async function fetchCsrfToken(base = '/admin/api'): Promise<string> {
  const response = await fetch(`${base}/session`, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Could not read the session (the server answered ${response.status})`)
  const body = (await response.json()) as { data?: { csrfToken?: string } }
  if (!body.data?.csrfToken) throw new Error('The session has no CSRF token: sign in again')
  return body.data.csrfToken
}
