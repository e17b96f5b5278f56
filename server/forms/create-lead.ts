import { randomUUID } from 'node:crypto'
import type { LeadAttributes } from '../../engine/forms/form-definition.js'
import type { Database } from '../db/database.js'
import { insertLeadDeliveryJobs } from '../jobs/lead-delivery-jobs.js'
import type { LeadAnswer } from './lead-answer.js'
import { storedLeadAnswer } from './stored-lead-answer.js'
import type { StoredForm } from './stored-form.js'

/**
 * Stores a valid lead, its delivery jobs and its Idempotency-Key with the answer, in ONE transaction: all
 * of it exists after COMMIT or none of it. A key already stored (by an earlier post, or a concurrent one
 * the unique key made this one wait for) answers that first answer and stores nothing.
 */
export async function createLead(
  database: Database,
  form: StoredForm,
  attributes: LeadAttributes,
  options: {
    idempotencyKey?: string
    requestHash: string
    clientIp?: string
    /** The key of the site the lead was submitted on (decision 067): its admins see it, no other site's. */
    site?: string
    maxAttempts: number
  },
): Promise<LeadAnswer> {
  const formId = form.definition.id
  return database.transaction(async (tx) => {
    const key = options.idempotencyKey
    if (key) {
      const claimed = await tx.query(
        `INSERT INTO lead_idempotency_keys (form_id, key, request_hash, status, body)
         VALUES ($1, $2, $3, 0, '') ON CONFLICT DO NOTHING RETURNING key`,
        [formId, key, options.requestHash],
      )
      if (!claimed.length) return (await storedLeadAnswer(tx, formId, key)) as LeadAnswer
    }
    const id = randomUUID()
    const [lead] = await tx.query<{ created_at: Date }>(
      `INSERT INTO leads (id, form_id, attributes, client_ip, site) VALUES ($1, $2, $3::jsonb, $4, $5)
       RETURNING created_at`,
      [id, formId, JSON.stringify(attributes), options.clientIp ?? null, options.site ?? null],
    )
    await insertLeadDeliveryJobs(tx, { id, attributes }, form, options.maxAttempts)
    const created_at = new Date((lead as { created_at: Date }).created_at).toISOString()
    const body = JSON.stringify({ data: { data: { id, created_at, attributes } } })
    if (key)
      await tx.query(
        `UPDATE lead_idempotency_keys SET status = 201, body = $3, lead_id = $4 WHERE form_id = $1 AND key = $2`,
        [formId, key, body, id],
      )
    return { status: 201, body }
  })
}
