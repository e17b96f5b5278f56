import { and, eq, gt, lt, lte } from 'drizzle-orm'
import session from 'express-session'
import type { Database } from '../db/database.js'
import { sessions } from '../db/schema.js'

/** A session without a cookie expiry (none is configured so, but a store must not keep rows forever). */
const DEFAULT_TTL_MS = 8 * 60 * 60 * 1000
/** Expired rows go at most this often, on a write: no timer to stop when the app closes. */
const PRUNE_EVERY_MS = 15 * 60 * 1000
/** touch() runs on every request of a signed-in user; moving the expiry by less than this is not worth a write. */
const TOUCH_SLACK_MS = 60 * 1000

type Callback = (error?: unknown) => void

/**
 * express-session's store over the project's database (the `sessions` table), so sessions survive a restart
 * and are shared by every server process, on PGlite and PostgreSQL alike.
 */
export class DatabaseSessionStore extends session.Store {
  private lastPrune = 0

  constructor(private readonly database: Database) {
    super()
  }

  override get(sid: string, callback: (error: unknown, session?: session.SessionData | null) => void): void {
    this.database.db
      .select({ data: sessions.data })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expiresAt, new Date())))
      .then((rows) => callback(null, (rows[0]?.data as session.SessionData | undefined) ?? null), callback)
  }

  override set(sid: string, data: session.SessionData, callback?: Callback): void {
    const expiresAt = expiryOf(data)
    this.database.db
      .insert(sessions)
      .values({ sid, data, expiresAt })
      .onConflictDoUpdate({ target: sessions.sid, set: { data, expiresAt } })
      .then(() => this.pruneNow(false))
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      )
  }

  override touch(sid: string, data: session.SessionData, callback?: Callback): void {
    const expiresAt = expiryOf(data)
    this.database.db
      .update(sessions)
      .set({ expiresAt })
      .where(
        and(eq(sessions.sid, sid), lt(sessions.expiresAt, new Date(expiresAt.getTime() - TOUCH_SLACK_MS))),
      )
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      )
  }

  override destroy(sid: string, callback?: Callback): void {
    this.database.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      )
  }

  /** Deletes expired rows; `force` false does so only if the last time was long enough ago. */
  async pruneNow(force = true): Promise<void> {
    const now = Date.now()
    if (!force && now - this.lastPrune < PRUNE_EVERY_MS) return
    this.lastPrune = now
    await this.database.db.delete(sessions).where(lte(sessions.expiresAt, new Date(now)))
  }
}

function expiryOf(data: session.SessionData): Date {
  const expires = data.cookie?.expires
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS)
}
