import type { Request, Response } from 'express'
import type { LeadAttributes } from '../../engine/forms/form-definition.js'
import { HttpError } from '../http/http-error.js'
import { createLead } from './create-lead.js'
import type { FormsContext } from './forms-context.js'
import type { LeadAnswer } from './lead-answer.js'
import { requestHash } from './request-hash.js'
import { storedLeadAnswer } from './stored-lead-answer.js'
import type { StoredForm } from './stored-form.js'
import { clientAddress } from '../http/client-address.js'
import type { Site } from '../storage/site-store.js'

export const CAPTCHA_FIELD = 'g-recaptcha-response'

const invalid = (message: string, details: { field: string; message: string }[]) =>
  new HttpError(422, 'validation_failed', message, details)

/**
 * The one lead pipeline, whatever the body came as (JSON from the browser's form, or the browser's own
 * urlencoded post without JavaScript): a replayed Idempotency-Key, the form's validator, the rate limit per
 * form and address, the robot check when the form asks for it, then the lead, its delivery jobs and the key
 * stored in one transaction, with the site it was posted on. Throws HttpError (422 with the failing fields, 429, 409, 503) or answers the
 * stored JSON answer.
 */
export async function submitLead(
  ctx: FormsContext,
  req: Request,
  res: Response,
  form: StoredForm,
  post: { attributes: Record<string, unknown>; captcha: unknown; key: string | undefined },
): Promise<LeadAnswer> {
  const { database, options, validator, limiter } = ctx
  const { attributes, captcha, key } = post
  const formId = form.definition.id
  const hash = requestHash(formId, attributes)
  if (key) {
    const stored = await storedLeadAnswer(database, formId, key)
    if (stored && stored.requestHash !== hash)
      throw new HttpError(
        409,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different lead: use a new key for a new submission',
      )
    if (stored && stored.status) return stored
  }
  const errors = validator.validate(form.definition, attributes)
  if (errors.length) throw invalid('Some fields need attention', errors)

  const limit = await limiter.hit(`lead:${formId}:${clientAddress(req)}`)
  if (!limit.ok) {
    res.set('Retry-After', String(limit.retryAfterSeconds))
    throw new HttpError(429, 'rate_limited', 'Too many submissions from your address: try again in a minute')
  }
  if (form.definition.settings.recaptcha) {
    if (typeof captcha !== 'string' || !captcha)
      throw invalid('Confirm that you are not a robot', [
        { field: CAPTCHA_FIELD, message: 'Confirm that you are not a robot' },
      ])
    let passed: boolean
    try {
      passed = await options.captcha.verify(captcha, req.ip)
    } catch {
      throw new HttpError(
        503,
        'captcha_unavailable',
        'The robot check is not reachable: try again',
        undefined,
        true,
      )
    }
    if (!passed)
      throw invalid('The robot check failed: try again', [
        { field: CAPTCHA_FIELD, message: 'The robot check failed: try again' },
      ])
  }
  const site = res.locals.site as Site | undefined
  const answer = await createLead(database, form, attributes as LeadAttributes, {
    ...(key ? { idempotencyKey: key } : {}),
    requestHash: hash,
    ...(req.ip ? { clientIp: req.ip } : {}),
    // The site the request was made on (siteResolver): the EV lead API's posts too.
    ...(site ? { site: site.key } : {}),
    maxAttempts: ctx.maxAttempts,
  })
  // A replay whose first post was another body, or (never seen: the key row is written with its lead)
  // a key without an answer.
  if (answer.status === 0 || (answer.requestHash && answer.requestHash !== hash))
    throw new HttpError(
      409,
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different lead',
    )
  ctx.wake()
  return answer
}
