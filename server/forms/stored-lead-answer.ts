import type { Queryable } from '../db/database.js'
import type { LeadAnswer } from './lead-answer.js'

/** The first answer stored under an Idempotency-Key, if any. */
export async function storedLeadAnswer(
  db: Queryable,
  formId: string,
  key: string,
): Promise<LeadAnswer | undefined> {
  const [row] = await db.query<{ status: number; body: string; request_hash: string }>(
    'SELECT status, body, request_hash FROM lead_idempotency_keys WHERE form_id = $1 AND key = $2',
    [formId, key],
  )
  return row && { status: row.status, body: row.body, requestHash: row.request_hash }
}
