import { Router, type Request } from 'express'
import { jsonBody } from '../http/json-body.js'
import type { LeadAttributes } from '../../engine/forms/form-definition.js'
import { requireEditor } from '../auth/require-editor.js'
import { HttpError, notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { formBody, type FormFields } from '../http/form-body.js'
import type { FormsContext } from './forms-context.js'
import { leadListQuery } from './lead-list-query.js'
import { leadPostPages } from './lead-post-pages.js'
import { sendData } from './send-data.js'
import { CAPTCHA_FIELD, submitLead } from './submit-lead.js'

const CAPTCHA = CAPTCHA_FIELD
// 64 KB: a generous lead; anything larger is refused with 413 before it is parsed.
const leadJson = jsonBody({ limit: '64kb' })
const leadForm = formBody({ limit: '64kb' })
const adminJson = jsonBody({ limit: '64kb' })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const invalid = (message: string, details: { field: string; message: string }[]) =>
  new HttpError(422, 'validation_failed', message, details)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** `{ attributes, g-recaptcha-response }`, or the attributes at top level (docs/forms-api.md). */
function leadBody(body: unknown): { attributes: Record<string, unknown>; captcha: unknown } {
  if (!isRecord(body)) throw invalid('Send the lead as a JSON object', [])
  if (!('attributes' in body)) {
    const { [CAPTCHA]: captcha, ...attributes } = body
    return { attributes, captcha }
  }
  const { attributes, [CAPTCHA]: captcha, ...rest } = body
  const extra = Object.keys(rest)
  if (extra.length)
    throw invalid(
      `Unknown fields: ${extra.join(', ')}`,
      extra.map((field) => ({ field, message: 'is not part of a lead post' })),
    )
  if (!isRecord(attributes))
    throw invalid('attributes must be a JSON object', [{ field: 'attributes', message: 'must be an object' }])
  return { attributes, captcha }
}

interface DeliveryRow {
  id: string
  kind: string
  integration_id: string | null
  status: string
  attempts: number
  max_attempts: number
  run_after: Date
  last_error: string | null
  created_at: Date
  updated_at: Date
  done_at: Date | null
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null)

/** The public lead post and the admin lead calls of 001 §7 (see docs/forms-api.md). */
export function leadRoutes(ctx: FormsContext): Router {
  const { database, forms } = ctx
  const pages = leadPostPages(ctx)
  const router = Router()

  router.post('/:id/leads', leadForm, leadJson, async (req, res) => {
    const form = await forms.get(String(req.params.id))
    const fields = res.locals.formFields as FormFields | undefined
    // A browser's own post (no JavaScript): the same pipeline, answered with pages (lead-post-pages.ts).
    if (fields) return pages.post(req, res, form, fields)
    const { attributes, captcha } = leadBody(req.body)
    const answer = await submitLead(ctx, req, res, form, { attributes, captcha, key: idempotencyKey(req) })
    res.status(answer.status).set('Cache-Control', 'no-store').type('application/json').send(answer.body)
  })
  router.get('/:id/thank-you', (req, res) => pages.thankYou(req, res))
  router.use('/:id/leads', pages.errors)

  router.get('/:id/leads', ...requireEditor, async (req, res) => {
    const form = await forms.get(String(req.params.id))
    const q = leadListQuery(req.query)
    const where = `form_id = $1 AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz)
      AND ($3::timestamptz IS NULL OR created_at <= $3::timestamptz)`
    const params = [form.definition.id, q.filter.created_at_gteq ?? null, q.filter.created_at_lteq ?? null]
    const order = q.descending ? 'DESC' : 'ASC'
    const [count] = await database.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM leads WHERE ${where}`,
      params,
    )
    const rows = await database.query<{
      id: string
      form_id: string
      created_at: Date
      attributes: LeadAttributes
    }>(
      `SELECT id, form_id, created_at, attributes FROM leads WHERE ${where}
       ORDER BY created_at ${order}, id ${order} LIMIT $4 OFFSET $5`,
      [...params, q.items, (q.page - 1) * q.items],
    )
    const total = Number(count?.total ?? 0)
    sendData(
      res,
      rows.map((r) => ({ ...r, created_at: iso(r.created_at) })),
      200,
      { total, page: q.page, items: q.items, pages: Math.ceil(total / q.items) },
    )
  })

  async function leadOf(req: Request) {
    const form = await forms.get(String(req.params.id))
    const leadId = String(req.params.leadId)
    if (!UUID.test(leadId)) throw notFound(`No lead ${leadId}`)
    const [lead] = await database.query<{
      id: string
      form_id: string
      created_at: Date
      attributes: LeadAttributes
    }>('SELECT id, form_id, created_at, attributes FROM leads WHERE id = $1 AND form_id = $2', [
      leadId,
      form.definition.id,
    ])
    if (!lead) throw notFound(`No lead ${leadId}`)
    return { form, lead: { ...lead, created_at: iso(lead.created_at) } }
  }

  async function deliveries(leadId: string, integrations: { id: string; name: string }[]) {
    const names = new Map(integrations.map((i) => [i.id, i.name]))
    const rows = await database.query<DeliveryRow>(
      `SELECT id, kind, integration_id, status, attempts, max_attempts, run_after, last_error, created_at,
         updated_at, done_at FROM jobs WHERE lead_id = $1 ORDER BY created_at, kind, id`,
      [leadId],
    )
    return rows.map((r) => ({
      ...r,
      integration_name: r.integration_id ? (names.get(r.integration_id) ?? null) : null,
      run_after: iso(r.run_after),
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      done_at: iso(r.done_at),
    }))
  }

  router.get('/:id/leads/:leadId', ...requireEditor, async (req, res) => {
    const { form, lead } = await leadOf(req)
    sendData(res, { ...lead, deliveries: await deliveries(lead.id, form.integrations) })
  })

  router.delete('/:id/leads/:leadId', ...requireEditor, async (req, res) => {
    const { lead } = await leadOf(req)
    await database.query('DELETE FROM leads WHERE id = $1', [lead.id])
    res.status(204).end()
  })

  router.get('/:id/leads/:leadId/integrations', ...requireEditor, async (req, res) => {
    const { form, lead } = await leadOf(req)
    sendData(res, await deliveries(lead.id, form.integrations))
  })

  router.post('/:id/leads/:leadId/integrations/fix', ...requireEditor, adminJson, async (req, res) => {
    const { form, lead } = await leadOf(req)
    const ids = (req.body as { ids?: unknown } | undefined)?.ids
    if (
      ids !== undefined &&
      (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && UUID.test(id)))
    )
      throw new HttpError(400, 'bad_request', 'ids must be a list of delivery ids', [
        { parameter: 'ids', message: 'must be a list of delivery ids' },
      ])
    await database.query(
      `UPDATE jobs SET status = 'pending', attempts = 0, run_after = now(), locked_until = NULL, lease = NULL,
         updated_at = now()
       WHERE lead_id = $1 AND status IN ('failed', 'pending') AND ($2::text IS NULL OR id::text = ANY(string_to_array($2::text, ',')))`,
      [lead.id, ids === undefined ? null : (ids as string[]).join(',')],
    )
    await database.notify('jobs', 'fix')
    ctx.wake()
    sendData(res, await deliveries(lead.id, form.integrations))
  })

  return router
}
