import type { RequestHandler } from 'express'
import session from 'express-session'
import type { Database } from '../db/database.js'
import { DatabaseSessionStore } from './database-session-store.js'

/** The session cookie's name. */
export const SESSION_COOKIE = 'dealer.sid'

/** A working day: after that, sign in again. */
const SESSION_MAX_AGE_MS = 8 * 60 * 60 * 1000

/**
 * Sessions in the database. The cookie is httpOnly and SameSite=Lax (the provider's redirect back is a
 * top-level GET, which Lax lets through). When the sign-in origin is https the cookie is always Secure, and
 * the TLS proxy in front is taken at its word (`proxy: true`) for that decision alone, wherever it runs
 * (TRUST_PROXY decides whose client addresses are believed). On a plain-http origin (localhost) it is Secure
 * whenever the request itself came over HTTPS. Nothing is stored until something is put in the session.
 */
export function sessionMiddleware(database: Database, secret: string, origin: string): RequestHandler {
  const https = origin.startsWith('https:')
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new DatabaseSessionStore(database),
    resave: false,
    saveUninitialized: false,
    ...(https ? { proxy: true } : {}),
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: https || 'auto',
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  })
}
