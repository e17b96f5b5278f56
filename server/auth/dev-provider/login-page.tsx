import { renderAuthPage } from '../pages/render-auth-page.js'
import { DEV_USERS } from './dev-users.js'

/** The development provider's sign-in form; `error` after a wrong name or password. */
export function loginPage(uid: string, options: { username?: string; error?: string } = {}): string {
  return renderAuthPage(
    'Sign in',
    <>
      <h1>Sign in</h1>
      <p className="muted">Development identity provider</p>
      {options.error && (
        <p className="error" role="alert">
          {options.error}
        </p>
      )}
      <form method="post" action={`/oidc/interaction/${encodeURIComponent(uid)}/login`}>
        <label>
          User name
          <input
            type="text"
            name="username"
            autoComplete="username"
            required
            autoFocus={!options.username}
            defaultValue={options.username ?? ''}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            autoFocus={!!options.username}
          />
        </label>
        <button type="submit">Sign in</button>
      </form>
      <p className="muted">
        Accounts (the password is the user name): {DEV_USERS.map((u) => u.id).join(', ')}.
      </p>
    </>,
  )
}
