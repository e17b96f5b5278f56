import { Router, type Request } from 'express'
import { jsonBody } from '../http/json-body.js'
import { requireEditor } from '../auth/require-editor.js'
import { HttpError, notFound } from '../http/http-error.js'
import { idempotencyKey } from '../http/idempotency-key.js'
import { formBody, type FormFields } from '../http/form-body.js'
import { isUuid } from '../db/uuid.js'
import { siteChoices } from '../admin/admin-sites.js'
import { requireVisibleSite } from '../admin/require-visible-site.js'
import type { FormsContext } from './forms-context.js'
import { LeadAdminStore } from './lead-admin-store.js'
import { leadListQuery } from './lead-list-query.js'
import { leadSiteScope, withinLeadScope } from './lead-site-scope.js'
import { leadPostPages } from './lead-post-pages.js'
import { sendData } from './send-data.js'
import { CAPTCHA_FIELD, submitLead } from './submit-lead.js'

const CAPTCHA = CAPTCHA_FIELD
// 64 KB: a generous lead; anything larger is refused with 413 before it is parsed.
const leadJson = jsonBody({ limit: '64kb' })
const leadForm = formBody({ limit: '64kb' })
const adminJson = jsonBody({ limit: '64kb' })

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

/**
 * The public lead post and the admin lead calls of 001 §7 (see docs/forms-api.md). The admin calls reach the
 * leads of the sites the user may see (decision 067), whichever host is called; `site` narrows the list.
 */
export function leadRoutes(ctx: FormsContext): Router {
  const { database, forms } = ctx
  const leads = new LeadAdminStore(database)
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

  router.get('/:id/leads', ...requireEditor, requireVisibleSite, async (req, res) => {
    const form = await forms.get(String(req.params.id))
    const scope = leadSiteScope(req, ctx.sites, req.query.site)
    const q = leadListQuery(req.query)
    const filter = { ...q.filter, ...(scope.sites ? { sites: scope.sites } : {}) }
    const { leads: page, total } = await leads.page(form.definition.id, { ...q, filter })
    sendData(res, page, 200, {
      total,
      page: q.page,
      items: q.items,
      pages: Math.ceil(total / q.items),
      // The screen's Site filter: the sites this user may see, and the one chosen ("" for all).
      site: scope.site,
      sites: siteChoices(scope.visible),
    })
  })

  /** The lead, when it belongs to a site the user may see; another site's lead is as absent as none. */
  async function leadOf(req: Request) {
    const form = await forms.get(String(req.params.id))
    const leadId = String(req.params.leadId)
    const lead = await leads.get(form.definition.id, leadId)
    const scope = leadSiteScope(req, ctx.sites, undefined)
    if (!lead || !withinLeadScope(scope, lead.site === null ? null : [lead.site]))
      throw notFound(`No lead ${leadId}`)
    return { form, lead }
  }

  router.get('/:id/leads/:leadId', ...requireEditor, async (req, res) => {
    const { form, lead } = await leadOf(req)
    sendData(res, { ...lead, deliveries: await leads.deliveries(lead.id, form.integrations) })
  })

  router.delete('/:id/leads/:leadId', ...requireEditor, async (req, res) => {
    const { lead } = await leadOf(req)
    await leads.delete(lead.id)
    res.status(204).end()
  })

  router.get('/:id/leads/:leadId/integrations', ...requireEditor, async (req, res) => {
    const { form, lead } = await leadOf(req)
    sendData(res, await leads.deliveries(lead.id, form.integrations))
  })

  router.post('/:id/leads/:leadId/integrations/fix', ...requireEditor, adminJson, async (req, res) => {
    const { form, lead } = await leadOf(req)
    const ids = (req.body as { ids?: unknown } | undefined)?.ids
    if (ids !== undefined && (!Array.isArray(ids) || !ids.every(isUuid)))
      throw new HttpError(400, 'bad_request', 'ids must be a list of delivery ids', [
        { parameter: 'ids', message: 'must be a list of delivery ids' },
      ])
    await leads.retryDeliveries(lead.id, ids as string[] | undefined)
    ctx.wake()
    sendData(res, await leads.deliveries(lead.id, form.integrations))
  })

  return router
}
