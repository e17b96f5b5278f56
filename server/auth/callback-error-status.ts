/**
 * The status of a sign-in callback that passport ended with an error. The provider refusing the request or
 * the code (passport-openidconnect's AuthorizationError and TokenError: `error=...` in the callback, a
 * wrong or spent code) is the sign-in failing: 401. Only a provider that cannot be reached or answers
 * nonsense is a bad gateway.
 */
export function callbackErrorStatus(error: unknown): number {
  const name = error instanceof Error ? error.name : ''
  return name === 'AuthorizationError' || name === 'TokenError' ? 401 : 502
}
