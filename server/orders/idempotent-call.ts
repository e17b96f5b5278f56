import type { Database } from '../db/database.js'
import { HttpError } from '../http/http-error.js'
import { requestHash } from '../forms/request-hash.js'

export interface CallAnswer {
  status: number
  /** The exact JSON text answered, so a replay is byte for byte the same. */
  body: string
  /**
   * False for an answer that is true only for now (an order still waiting for its payment): the key is
   * released, so a retry with it asks again instead of replaying a state that has moved on.
   */
  keep?: boolean
}

/**
 * How long a claim may stay in progress. A request cut by a crash or a lost connection never finishes its
 * claim; after this a retry with its key takes the claim over instead of answering 409 for ever.
 */
const STALE_CLAIM_MS = 60_000

/**
 * Runs a buy-online POST or PUT at most once per Idempotency-Key (table request_idempotency_keys), as
 * Stripe's API does: the key is claimed first; a retry of a finished call answers its stored answer; a
 * retry while the first is still running gets 409 `request_in_progress`; the same key with another body
 * gets 409 `idempotency_key_reused`; a claim left in progress longer than STALE_CLAIM_MS (its request
 * died) is taken over by the retry. Only successes are kept: a call that failed (a 4xx, a provider outage)
 * releases its key, so the retry runs again. Without a key the call simply runs.
 */
export async function idempotentCall(
  database: Database,
  scope: string,
  key: string | undefined,
  request: unknown,
  run: () => Promise<CallAnswer>,
): Promise<CallAnswer> {
  if (!key) return run()
  const hash = requestHash(scope, request)
  // One statement claims a new key or takes over a stale claim of the same request, so two retries of a
  // dead request cannot both take it over.
  const [claimed] = await database.query(
    `INSERT INTO request_idempotency_keys (scope, key, request_hash, status, body)
     VALUES ($1, $2, $3, 0, '')
     ON CONFLICT (scope, key) DO UPDATE SET created_at = now()
       WHERE request_idempotency_keys.status = 0 AND request_idempotency_keys.request_hash = $3
         AND request_idempotency_keys.created_at < now() - $4 * interval '1 millisecond'
     RETURNING key`,
    [scope, key, hash, STALE_CLAIM_MS],
  )
  if (!claimed) {
    const [stored] = await database.query<{ request_hash: string; status: number; body: string }>(
      'SELECT request_hash, status, body FROM request_idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    )
    if (stored && stored.request_hash !== hash)
      throw new HttpError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request: use a new key',
      )
    if (!stored || stored.status === 0)
      throw new HttpError(
        409,
        'request_in_progress',
        'The first request with this Idempotency-Key is still running',
      )
    return { status: stored.status, body: stored.body }
  }
  let answer: CallAnswer
  try {
    answer = await run()
  } catch (error) {
    await database
      .query('DELETE FROM request_idempotency_keys WHERE scope = $1 AND key = $2 AND status = 0', [
        scope,
        key,
      ])
      .catch(() => {})
    throw error
  }
  if (answer.keep === false) {
    await database.query(
      'DELETE FROM request_idempotency_keys WHERE scope = $1 AND key = $2 AND status = 0',
      [scope, key],
    )
    return answer
  }
  await database.query(
    'UPDATE request_idempotency_keys SET status = $3, body = $4 WHERE scope = $1 AND key = $2',
    [scope, key, answer.status, answer.body],
  )
  return answer
}
