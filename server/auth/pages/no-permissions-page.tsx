import { renderAuthPage } from './render-auth-page.js'
import { SignOutForm } from './sign-out-form.js'

/** /auth/error?type=noPermissions: signed in, but without the editor or admin role. */
export function noPermissionsPage(name: string, csrfToken: string): string {
  return renderAuthPage(
    'No access',
    <>
      <h1>No access</h1>
      <p>
        You are signed in as <strong>{name}</strong>, but this account has no access to the editor.
      </p>
      <p className="muted">Ask an administrator for the editor role, or sign in with another account.</p>
      <SignOutForm csrfToken={csrfToken} label="Sign out" />
    </>,
  )
}
