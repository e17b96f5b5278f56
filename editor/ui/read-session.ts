/** Who is signed in, and the CSRF token every change the admin API accepts needs. */
export interface Session {
  user: { id: string; name: string; roles: string[] }
  csrfToken: string
}

/** Reads the session (GET /admin/api/session) for /cms and /admin alike. */
export async function readSession(base = '/admin/api'): Promise<Session> {
  const response = await fetch(`${base}/session`, { credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Could not read the session (the server answered ${response.status})`)
  const body = (await response.json()) as { data?: Partial<Session> }
  if (!body.data?.csrfToken || !body.data.user)
    throw new Error('The session has no CSRF token: sign in again')
  return body.data as Session
}
