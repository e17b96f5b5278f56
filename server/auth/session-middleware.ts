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
 * top-level GET, which Lax lets through); Secure whenever the request came over HTTPS (`secure: 'auto'`
 * reads req.secure, which honours X-Forwarded-Proto from the loopback proxy only), so plain-http
 * localhost still works. Nothing is stored until something is put in the session.
 */
export function sessionMiddleware(database: Database, secret: string): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new DatabaseSessionStore(database),
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: SESSION_MAX_AGE_MS, path: '/' },
  })
}
