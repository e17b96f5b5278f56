/** Sign-out is a POST with the session's CSRF token (a form cannot send the csrf-token header). */
export function SignOutForm({ csrfToken, label = 'Sign out' }: { csrfToken: string; label?: string }) {
  return (
    <form method="post" action="/auth/logout">
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <button type="submit">{label}</button>
    </form>
  )
}
