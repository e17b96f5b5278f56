import { renderAuthPage } from './render-auth-page.js'
import { SignOutForm } from './sign-out-form.js'

/**
 * What GET /cms and GET /admin answer until the editor and admin screens exist: who is signed in, and the
 * way out. Honest rather than a mock-up of screens that are not there.
 */
export function signedInPage(name: string, roles: string[], csrfToken: string): string {
  return renderAuthPage(
    'Signed in',
    <>
      <h1>Signed in as {name}</h1>
      <p className="muted">Roles: {roles.join(', ')}</p>
      <p>The editor screens are not part of this build yet.</p>
      <SignOutForm csrfToken={csrfToken} />
    </>,
  )
}
