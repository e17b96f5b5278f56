import { timingSafeEqual } from 'node:crypto'
import { Router } from 'express'
import type { Database } from '../db/database.js'
import { FormStore } from '../forms/form-store.js'
import { HttpError } from '../http/http-error.js'
import { jsonBody } from '../http/json-body.js'
import { webhookSignature } from '../providers/webhook-signature.js'
import { devCrmPage } from './dev-crm-page.js'
import { DEV_CRM_KEY, DevCrmInbox } from './dev-crm-inbox.js'

/** Where the development CRM receives webhooks; the demo integrations point here outside production. */
export const DEV_CRM_LEADS_PATH = '/dev-crm/leads'

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * The development CRM, a stand-in for a dealer's CRM (mounted only outside production, like the
 * development identity provider): `POST /dev-crm/leads` takes a lead webhook, checks its `X-Signature`
 * against the secrets of the form's integrations, dedupes by `Idempotency-Key` and keeps it in `dir`;
 * `GET /admin/dev-crm` (behind the /admin sign-in guard) lists what came in, and `GET /dev-crm` leads there.
 */
export function devCrmRoutes(database: Database, dir: string): Router {
  const forms = new FormStore(database)
  const inbox = new DevCrmInbox(dir)
  const router = Router()

  router.post(
    DEV_CRM_LEADS_PATH,
    // The signature covers the exact bytes sent, so the parser keeps the text beside the parsed body.
    jsonBody({ limit: '512kb', keepRaw: true }),
    async (req, res) => {
      const raw = typeof res.locals.rawBody === 'string' ? res.locals.rawBody : ''
      const key = req.get('Idempotency-Key') ?? ''
      if (!DEV_CRM_KEY.test(key))
        throw new HttpError(400, 'bad_request', 'The Idempotency-Key header is missing or malformed')
      if (!raw) throw new HttpError(400, 'bad_request', 'The body is not JSON')
      const body = req.body as Record<string, unknown>
      if (typeof body?.form_id !== 'string')
        throw new HttpError(400, 'bad_request', 'The body is not a lead webhook (no form_id)')
      const form = await forms.find(body.form_id)
      const signature = req.get('X-Signature') ?? ''
      if (!form?.integrations.some((i) => sameText(signature, webhookSignature(raw, i.secret))))
        throw new HttpError(
          401,
          'invalid_signature',
          'The X-Signature does not match the form’s integrations',
        )
      // The builder's "verify" ping: signed like a lead, nothing to keep.
      if (body.event === 'verify') {
        res.json({ data: { received: true, verified: true } })
        return
      }
      const lead = (body.lead ?? {}) as Record<string, unknown>
      if (typeof lead.id !== 'string')
        throw new HttpError(400, 'bad_request', 'The body is not a lead webhook (no lead.id)')
      const added = await inbox.add({
        key,
        received_at: new Date().toISOString(),
        form_id: body.form_id,
        event: typeof body.event === 'string' ? body.event : '',
        lead_id: lead.id,
        lead_created_at: typeof lead.created_at === 'string' ? lead.created_at : null,
        attributes: (lead.attributes ?? {}) as Record<string, unknown>,
      })
      res.status(added ? 201 : 200).json({ data: { received: true, duplicate: !added } })
    },
  )

  router.get('/dev-crm', (_req, res) => res.redirect(302, '/admin/dev-crm'))
  router.get('/admin/dev-crm', async (_req, res) => {
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(devCrmPage(await inbox.list(), res.locals.nonce as string))
  })
  return router
}
