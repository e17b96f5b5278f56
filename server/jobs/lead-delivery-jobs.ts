import { randomUUID } from 'node:crypto'
import type { FormDefinition, LeadAttributes } from '../../engine/forms/form-definition.js'
import type { Queryable } from '../db/database.js'
import type { Integration } from '../forms/integration.js'

/** The channel a worker LISTENs on; a NOTIFY in the lead's transaction wakes it at COMMIT. */
export const JOBS_CHANNEL = 'jobs'

/**
 * Inserts a new lead's delivery jobs in the caller's transaction (so they exist exactly when the lead
 * does): the dealer's notification mail, the shopper's confirmation mail (when the lead has an address in
 * the confirmation's email field), and one webhook per active integration. Answers their ids.
 */
export async function insertLeadDeliveryJobs(
  tx: Queryable,
  lead: { id: string; attributes: LeadAttributes },
  form: { definition: FormDefinition; integrations: Integration[] },
  maxAttempts: number,
): Promise<string[]> {
  const { notifications, confirmations } = form.definition.settings
  const jobs: { kind: string; integrationId: string | null }[] = []
  if (notifications.enabled && notifications.recipients.length)
    jobs.push({ kind: 'notification', integrationId: null })
  const email = lead.attributes[confirmations.email_field]
  if (confirmations.enabled && typeof email === 'string' && email.trim())
    jobs.push({ kind: 'confirmation', integrationId: null })
  for (const integration of form.integrations)
    if (integration.active) jobs.push({ kind: 'webhook', integrationId: integration.id })
  if (!jobs.length) return []
  const ids = jobs.map(() => randomUUID())
  const params: unknown[] = []
  const values = jobs.map((job, i) => {
    params.push(ids[i], job.kind, lead.id, job.integrationId, maxAttempts)
    const n = params.length
    return `($${n - 4}::uuid, $${n - 3}, $${n - 2}::uuid, $${n - 1}, $${n}::int)`
  })
  await tx.query(
    `INSERT INTO jobs (id, kind, lead_id, integration_id, max_attempts) VALUES ${values.join(', ')}`,
    params,
  )
  await tx.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, 'lead'])
  return ids
}
