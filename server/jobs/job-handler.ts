import type { LeadAttributes } from '../../engine/forms/form-definition.js'
import type { Database } from '../db/database.js'
import type { FormStore } from '../forms/form-store.js'
import type { Mailer } from '../providers/mailer.js'
import type { WebhookSender } from '../providers/webhook-sender.js'
import type { Job } from './job.js'
import { leadMail } from './lead-mail.js'
import { PermanentJobError } from './permanent-job-error.js'
import { writeLeadExport, type LeadExportRequest } from './write-lead-export.js'

export interface JobHandlerDeps {
  database: Database
  forms: FormStore
  mailer: Mailer
  mailFrom: string
  webhooks: WebhookSender
  exportsDir: string
  /** The order mails and the local payment providers' webhook deliveries (server/orders/order-jobs.ts). */
  orderJobs?: (job: Job) => Promise<void>
}

/**
 * What each kind of job does: mail the dealer's notification or the shopper's confirmation, call an
 * integration's webhook, or write a lead export. Throws to have the job retried (PermanentJobError: fail
 * it now).
 */
export function jobHandler(deps: JobHandlerDeps): (job: Job) => Promise<void> {
  const { database, forms } = deps

  async function leadAndForm(job: Job) {
    const [lead] = await database.query<{
      id: string
      form_id: string
      created_at: Date
      attributes: LeadAttributes
    }>('SELECT id, form_id, created_at, attributes FROM leads WHERE id = $1', [job.lead_id])
    if (!lead) throw new PermanentJobError('The lead was deleted')
    const form = await forms.find(lead.form_id)
    if (!form) throw new PermanentJobError('The form was deleted')
    return { lead: { ...lead, created_at: new Date(lead.created_at).toISOString() }, form }
  }

  async function exportLeads(job: Job) {
    const [row] = await database.query<LeadExportRequest & { form_id: string }>(
      'SELECT id, form_id, format, filter, sort FROM lead_exports WHERE id = $1',
      [job.export_id],
    )
    if (!row) throw new PermanentJobError('The export was deleted')
    const form = await forms.find(row.form_id)
    if (!form) throw new PermanentJobError('The form was deleted')
    await database.query(`UPDATE lead_exports SET status = 'running', updated_at = now() WHERE id = $1`, [
      row.id,
    ])
    try {
      const { rows, file } = await writeLeadExport(database, form.definition, row, deps.exportsDir)
      await database.query(
        `UPDATE lead_exports SET status = 'done', rows = $2, file = $3, error = NULL, updated_at = now() WHERE id = $1`,
        [row.id, rows, file],
      )
    } catch (error) {
      const final = job.attempts >= job.max_attempts
      const message = error instanceof Error ? error.message : String(error)
      await database.query(
        `UPDATE lead_exports SET status = $2, error = $3, updated_at = now() WHERE id = $1`,
        [row.id, final ? 'failed' : 'pending', message.slice(0, 1000)],
      )
      throw final ? new PermanentJobError(message, { cause: error }) : error
    }
  }

  return async (job) => {
    switch (job.kind) {
      case 'lead_export':
        return exportLeads(job)
      case 'notification':
      case 'confirmation': {
        const { lead, form } = await leadAndForm(job)
        return deps.mailer.send(leadMail(job.kind, job.id, deps.mailFrom, form.definition, lead))
      }
      case 'webhook': {
        const { lead, form } = await leadAndForm(job)
        const integration = form.integrations.find((i) => i.id === job.integration_id)
        if (!integration) throw new PermanentJobError('The integration was removed from the form')
        const body = JSON.stringify({
          id: job.id,
          event: 'lead.created',
          form_id: form.definition.id,
          lead: { id: lead.id, created_at: lead.created_at, attributes: lead.attributes },
        })
        return deps.webhooks.send({
          id: job.id,
          endpoint: integration.endpoint,
          secret: integration.secret,
          body,
        })
      }
      case 'order_notification':
      case 'order_confirmation':
      case 'order_refund':
      case 'payment_webhook':
      case 'inquiry_email':
        if (!deps.orderJobs) throw new PermanentJobError(`No handler for ${job.kind} jobs`)
        return deps.orderJobs(job)
    }
  }
}
