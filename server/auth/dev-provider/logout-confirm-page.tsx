import { renderAuthPage } from '../pages/render-auth-page.js'

/**
 * The provider's own sign-out question (RP-initiated logout). `form` is oidc-provider's hidden form with
 * its anti-forgery field; the buttons submit it.
 */
export function logoutConfirmPage(form: string): string {
  return renderAuthPage(
    'Sign out',
    <>
      <h1>Sign out of the development identity provider?</h1>
      <div dangerouslySetInnerHTML={{ __html: form }} />
      <button type="submit" form="op.logoutForm" name="logout" value="yes" autoFocus>
        Yes, sign me out
      </button>
      <button type="submit" form="op.logoutForm" className="secondary">
        No, stay signed in
      </button>
    </>,
  )
}
