import type { ErrorRequestHandler, Request, Response } from 'express'
import type { LeadAttributes, LeadFieldError } from '../../engine/forms/form-definition.js'
import { leadRuleMessages } from '../../engine/forms/lead-rule-messages.js'
import { validateLead } from '../../engine/forms/validate-lead.js'
import { formText } from '../../renderer/forms/form-text.js'
import { LeadFormPage, type LeadPostOutcome } from '../../renderer/forms/lead-form-page.js'
import { sameSitePath } from '../../renderer/html/same-site-path.js'
import { databaseErrorAsHttp } from '../http/database-error.js'
import type { FormFields } from '../http/form-body.js'
import { HttpError } from '../http/http-error.js'
import { localeOfPath } from '../../engine/locales/locale-of-path.js'
import { messagePageHtml } from '../ssr/message-page.js'
import type { Site } from '../storage/site-store.js'
import type { FormsContext } from './forms-context.js'
import { leadAttributesFromForm } from './lead-attributes-from-form.js'
import type { StoredForm } from './stored-form.js'
import { CAPTCHA_FIELD, submitLead } from './submit-lead.js'

interface LeadPost {
  form: StoredForm
  locale: string
  back: string
}

/**
 * A browser submitting a form's fields itself (urlencoded, no fetch) is not a same-origin script: refuse
 * one sent from another site, as the JSON post is refused by the browser's CORS preflight. Sec-Fetch-Site
 * where the browser sends it, else the Origin header; clients sending neither are not browsers.
 */
function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site')
  if (site) return site === 'cross-site'
  const origin = req.get('origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== req.get('host')
  } catch {
    return true
  }
}

/** The path of the page the form was posted from (Referer, same origin only). */
function refererPath(req: Request): string | undefined {
  const referer = req.get('referer')
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.host === req.get('host') ? sameSitePath(url.pathname + url.search) : undefined
  } catch {
    return undefined
  }
}

/** The page's language: the form's `_locale` field, else the page it came from, else the form's, else the site's. */
function localeOf(
  site: Site,
  asked: string | undefined,
  back: string | undefined,
  form?: StoredForm,
): string {
  if (asked && site.locales.includes(asked)) return asked
  if (back) return localeOfPath(site, back)
  const own = form?.definition.settings.locale
  return own && site.locales.includes(own) ? own : site.defaultLocale
}

const homeOf = (site: Site, locale: string) => (locale === site.defaultLocale ? '/' : `/${locale}`)

/**
 * The pages a form posted without JavaScript is answered with (docs/decisions/016): the lead goes through
 * the same pipeline as the JSON post (submitLead); a stored lead is a 303 See Other to the form's thank-you
 * redirect (a path of this site) or to its thank-you page, so reloading does not post again; fields that need
 * attention get the form again with the values sent and the errors beside them (422); anything else the
 * spec's failure text with the reason (a field holding a NUL is named). All in the site's layout and the
 * page's language, never cached.
 */
export function leadPostPages(ctx: FormsContext) {
  async function render(
    req: Request,
    res: Response,
    post: LeadPost,
    outcome: LeadPostOutcome,
    status: number,
  ): Promise<void> {
    const site = res.locals.site as Site
    const { definition } = post.form
    if (!ctx.renderPage) {
      const text = formText(post.locale)
      const message =
        outcome.kind === 'sent'
          ? definition.settings.thank_you.message || text.thanksMessage
          : outcome.kind === 'invalid'
            ? outcome.errors.map((e) => `${e.field}: ${e.message}`).join('; ')
            : (outcome.detail ?? text.failed)
      res.status(status).type('html').set('Cache-Control', 'no-store')
      res.send(
        messagePageHtml({
          title: definition.name,
          message,
          link: { href: post.back, label: text.backToPage },
        }),
      )
      return
    }
    await ctx.renderPage(req, res, {
      site,
      path: post.back.split('?')[0] as string,
      locale: post.locale,
      content: {
        node: <LeadFormPage definition={definition} outcome={outcome} back={post.back} />,
        meta: { title: definition.name, no_index: true },
        styles: ['forms'],
      },
      status,
      cacheControl: 'no-store',
    })
  }

  return {
    async post(req: Request, res: Response, form: StoredForm, fields: FormFields): Promise<void> {
      const site = res.locals.site as Site
      // The page the form was on: carried by the form sent back after errors, else the Referer (which the
      // site's Referrer-Policy usually withholds), else the locale's home page.
      const carried = fields.get('_back')?.[0]
      const from = (carried ? sameSitePath(carried) : undefined) ?? refererPath(req)
      const locale = localeOf(site, fields.get('_locale')?.[0], from, form)
      const post: LeadPost = { form, locale, back: from ?? homeOf(site, locale) }
      res.locals.leadPost = post
      if (isCrossSite(req))
        throw new HttpError(403, 'cross_site_post', 'Forms can be sent from this site only')
      const { attributes, captcha } = leadAttributesFromForm(form.definition, fields)
      try {
        await submitLead(ctx, req, res, form, { attributes, captcha, key: undefined })
      } catch (error) {
        if (!(error instanceof HttpError) || error.status !== 422) throw error
        const errors = inPageLanguage(form, attributes, error.details as LeadFieldError[], locale)
        return render(req, res, post, { kind: 'invalid', values: attributes, errors }, 422)
      }
      const redirect = form.definition.settings.thank_you.redirect_url
      const own = redirect ? sameSitePath(redirect) : undefined
      // Another site's address is not followed after a post (CSP form-action 'self' would block it): the
      // thank-you page shows the message instead.
      const thanks = `/forms/${encodeURIComponent(form.definition.id)}/thank-you?${new URLSearchParams({ locale, back: post.back })}`
      res
        .status(303)
        .set('Cache-Control', 'no-store')
        .set('Location', own ?? thanks)
        .end()
    },

    async thankYou(req: Request, res: Response): Promise<void> {
      const site = res.locals.site as Site
      const form = await ctx.forms.get(String(req.params.id))
      const back = typeof req.query.back === 'string' ? sameSitePath(req.query.back) : undefined
      const asked = typeof req.query.locale === 'string' ? req.query.locale : undefined
      const locale = localeOf(site, asked, back, form)
      await render(req, res, { form, locale, back: back ?? homeOf(site, locale) }, { kind: 'sent' }, 200)
    },

    /** A urlencoded lead post that failed (a bad body, 429, a database outage...): a page, not JSON. */
    errors: (async (error, req, res, next) => {
      if (!req.is('application/x-www-form-urlencoded') || res.headersSent) return next(error)
      const known = error instanceof HttpError ? error : (databaseErrorAsHttp(error) ?? undefined)
      const status =
        known?.status ?? (typeof error?.status === 'number' && error.status < 500 ? error.status : 500)
      if (!known && status >= 500) ctx.log(`[forms] ${req.method} ${req.originalUrl}`, error)
      if (status === 503) res.set('Retry-After', '1')
      const site = res.locals.site as Site
      let post = res.locals.leadPost as LeadPost | undefined
      if (!post) {
        const form = await ctx.forms.find(String(req.params.id)).catch(() => undefined)
        const from = refererPath(req)
        const locale = localeOf(site, undefined, from, form)
        if (!form || form.deleted) {
          res
            .status(status === 400 ? 400 : 404)
            .type('html')
            .set('Cache-Control', 'no-store')
          res.send(
            messagePageHtml({
              title: 'This form is not available',
              message: known?.expose ? known.message : 'The form you sent is not available.',
              link: { href: from ?? homeOf(site, locale), label: formText(locale).backToPage },
            }),
          )
          return
        }
        post = { form, locale, back: from ?? homeOf(site, locale) }
      }
      const detail = known?.expose && status === 400 ? known.message : undefined
      const reason = status === 429 ? 'rate_limited' : 'other'
      await render(req, res, post, { kind: 'failed', reason, ...(detail ? { detail } : {}) }, status)
    }) as ErrorRequestHandler,
  }
}

/** The server's English messages in the page's language: the same rules, as the browser's form does. */
function inPageLanguage(
  form: StoredForm,
  attributes: LeadAttributes,
  errors: LeadFieldError[],
  locale: string,
): LeadFieldError[] {
  const local = validateLead(form.definition, attributes, leadRuleMessages(locale))
  return errors.map(
    (e) =>
      local.find((l) => l.field === e.field) ??
      (e.field === CAPTCHA_FIELD ? { field: e.field, message: formText(locale).confirmNotRobot } : e),
  )
}
