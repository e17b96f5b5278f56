import { renderAuthPage } from '../pages/render-auth-page.js'

/** oidc-provider's error answer (a bad client, an expired interaction): what went wrong, no internals. */
export function providerErrorPage(error: string, description: string | undefined): string {
  return renderAuthPage(
    'Sign-in error',
    <>
      <h1>Sign-in error</h1>
      <p className="error">{error}</p>
      {description && <p>{description}</p>}
      <p>
        <a href="/auth/login">Start again</a>
      </p>
    </>,
  )
}
