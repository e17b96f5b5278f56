/**
 * Who is signed in, as the admin API sees it on `req.user` after the auth middleware. Passport types
 * `req.user` as `Express.User`, so augmenting that interface is what types `req.user` everywhere.
 */
export interface SessionUser {
  /** The provider's subject (`sub`). */
  id: string
  name: string
  /** From the provider's `roles` claim. */
  roles: string[]
  /**
   * The site keys the user may see in /admin, from the provider's `sites` claim (decision 067); absent when
   * the provider sends none, which means every site.
   */
  sites?: string[]
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

declare module 'express-session' {
  interface SessionData {
    /** Bound to the session at sign-in; mutating admin calls must echo it in the `csrf-token` header. */
    csrfToken: string
    /** The provider's ID token, the `id_token_hint` of RP-initiated sign-out. */
    idToken: string
  }
}
