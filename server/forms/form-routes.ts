import { Router, type Request } from 'express'
import { jsonBody } from '../http/json-body.js'
import { canEdit } from '../auth/can-edit.js'
import { hasBearerToken } from '../auth/bearer-token.js'
import { requireEditor } from '../auth/require-editor.js'
import { HttpError, notFound } from '../http/http-error.js'
import { formAnswer } from './form-answer.js'
import { formIdFromName } from './form-id-from-name.js'
import type { FormsContext } from './forms-context.js'
import { parseIntegrations } from './parse-integrations.js'
import { RESERVED_FORM_IDS } from './reserved-form-ids.js'
import { sendData } from './send-data.js'
import type { StoredForm } from './stored-form.js'
import { validateDefinition } from './validate-definition.js'
import { leadSiteScope } from './lead-site-scope.js'

const EXPORT_FORMAT = 'dealer-blocks/form@1'
const SETTINGS_SECTIONS = new Set(['thank_you', 'notifications', 'confirmations'])
const adminJson = jsonBody({ limit: '1mb' })

/** An editor's session, or the bearer token of 001 §6; a bearer token that does not match is refused. */
function seesEverything(req: Request, apiToken: string | undefined): boolean {
  return hasBearerToken(req, apiToken) || Boolean(req.user && canEdit(req.user))
}

const withoutSecrets = (form: StoredForm) => form.integrations.map(({ secret: _secret, ...rest }) => rest)

/**
 * The form calls of 001 §7: list, read (public, optional bearer token), create, replace, delete, the
 * settings sections, integrations, export, import and duplicate. See docs/forms-api.md.
 */
export function formRoutes(ctx: FormsContext): Router {
  const { forms } = ctx
  const router = Router()

  router.get('/', ...requireEditor, async (req, res) => {
    const q = typeof req.query.q === 'string' && req.query.q ? req.query.q.slice(0, 200) : undefined
    // Each form's count is of the leads the user may see (decision 067), as its leads list shows them.
    sendData(res, await forms.list(q, leadSiteScope(req, ctx.sites, undefined).sites))
  })

  router.post('/', ...requireEditor, adminJson, async (req, res) => {
    const input = validateDefinition(req.body)
    if (input.id && RESERVED_FORM_IDS.has(input.id))
      throw new HttpError(422, 'invalid_form_definition', 'The form definition is not valid', [
        { path: '/id', message: `"${input.id}" is reserved` },
      ])
    const id = input.id ?? (await forms.freeId(formIdFromName(input.name)))
    sendData(res, (await forms.create(id, input)).definition, 201)
  })

  router.post('/import', ...requireEditor, adminJson, async (req, res) => {
    const body = req.body as Record<string, unknown> | undefined
    const wrapped = body && typeof body === 'object' && body.format === EXPORT_FORMAT
    const input = validateDefinition(wrapped ? body.form : body)
    const integrations = parseIntegrations(wrapped ? (body.integrations ?? []) : [], {
      allowPrivate: ctx.options.outbound.allowPrivate,
    })
    const wanted = input.id && !RESERVED_FORM_IDS.has(input.id) ? input.id : formIdFromName(input.name)
    const id = (await forms.exists(wanted)) ? await forms.freeId(`${wanted}-copy`) : wanted
    sendData(res, (await forms.create(id, input, integrations)).definition, 201)
  })

  router.get('/:id', async (req, res) => {
    const full = seesEverything(req, ctx.options.apiToken)
    const form = await forms.get(String(req.params.id))
    res.set('Vary', 'Authorization, Cookie')
    sendData(res, formAnswer(form, { full, recaptchaSiteKey: ctx.options.recaptchaSiteKey }))
  })

  router.put('/:id', ...requireEditor, adminJson, async (req, res) => {
    const input = validateDefinition(req.body)
    if (input.id !== undefined && input.id !== String(req.params.id))
      throw new HttpError(422, 'invalid_form_definition', 'The form definition is not valid', [
        { path: '/id', message: `must be ${String(req.params.id)}, the form being saved` },
      ])
    sendData(res, (await forms.update(String(req.params.id), input, input.updated_at)).definition)
  })

  router.delete('/:id', ...requireEditor, async (req, res) => {
    await forms.delete(String(req.params.id))
    res.status(204).end()
  })

  router.get('/:id/settings/:section', ...requireEditor, async (req, res) => {
    const section = String(req.params.section)
    if (!SETTINGS_SECTIONS.has(section)) throw notFound(`No settings section ${section}`)
    const form = await forms.get(String(req.params.id))
    sendData(res, form.definition.settings[section as 'thank_you' | 'notifications' | 'confirmations'])
  })

  router.get('/:id/integrations', ...requireEditor, async (req, res) => {
    sendData(res, (await forms.get(String(req.params.id))).integrations)
  })

  router.put('/:id/integrations', ...requireEditor, adminJson, async (req, res) => {
    const body = req.body as unknown
    const list = Array.isArray(body) ? body : (body as { integrations?: unknown } | undefined)?.integrations
    sendData(
      res,
      await forms.setIntegrations(
        String(req.params.id),
        parseIntegrations(list, { allowPrivate: ctx.options.outbound.allowPrivate }),
      ),
    )
  })

  router.get('/:id/export', ...requireEditor, async (req, res) => {
    const form = await forms.get(String(req.params.id))
    res.attachment(`form-${form.definition.id}.json`)
    sendData(res, { format: EXPORT_FORMAT, form: form.definition, integrations: withoutSecrets(form) })
  })

  router.post('/:id/duplicate', ...requireEditor, async (req, res) => {
    const form = await forms.get(String(req.params.id))
    const asked = typeof req.query.name === 'string' ? req.query.name.trim() : ''
    if (asked.length > 200)
      throw new HttpError(400, 'bad_request', 'name is longer than 200 characters', [
        { parameter: 'name', message: 'at most 200 characters' },
      ])
    const name = asked || `Copy of ${form.definition.name}`
    const { id: _id, created_at: _c, updated_at: _u, ...rest } = form.definition
    const id = await forms.freeId(formIdFromName(name))
    sendData(res, (await forms.create(id, { ...rest, name }, form.integrations)).definition, 201)
  })

  return router
}
