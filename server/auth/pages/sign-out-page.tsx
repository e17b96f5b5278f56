import { renderAuthPage } from './render-auth-page.js'
import { SignOutForm } from './sign-out-form.js'

/** GET /auth/logout: a page with the sign-out form, for links (a GET must not sign anybody out). */
export function signOutPage(name: string | undefined, csrfToken: string | undefined): string {
  return renderAuthPage(
    'Sign out',
    name && csrfToken ? (
      <>
        <h1>Sign out</h1>
        <p>
          You are signed in as <strong>{name}</strong>.
        </p>
        <SignOutForm csrfToken={csrfToken} />
      </>
    ) : (
      <>
        <h1>You are not signed in</h1>
        <p>
          <a href="/auth/login">Sign in</a>
        </p>
      </>
    ),
  )
}
