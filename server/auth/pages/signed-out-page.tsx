import { renderAuthPage } from './render-auth-page.js'

/** Where the provider sends people back after sign-out. */
export function signedOutPage(): string {
  return renderAuthPage(
    'Signed out',
    <>
      <h1>You have signed out</h1>
      <p>
        <a href="/auth/login">Sign in again</a>
      </p>
    </>,
  )
}
