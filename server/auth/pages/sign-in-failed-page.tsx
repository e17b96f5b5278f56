import { renderAuthPage } from './render-auth-page.js'

/** The callback could not finish (a stale or forged state, a provider error): try again from the start. */
export function signInFailedPage(): string {
  return renderAuthPage(
    'Sign-in failed',
    <>
      <h1>Sign-in failed</h1>
      <p>The sign-in could not be completed. It may have taken too long, or been started in another tab.</p>
      <p>
        <a href="/auth/login">Try again</a>
      </p>
    </>,
  )
}
