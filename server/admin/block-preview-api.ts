import { Router } from 'express'
import type { FormReader } from '../../engine/forms/form-reader.js'
import type { StockReader } from '../../engine/stock/stock-reader.js'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import { blockRegistry } from '../../renderer/registry.js'
import type { Block, TemplateKey } from '../../templates/generated/types.js'
import { badRequest, HttpError } from '../http/http-error.js'
import { jsonBody } from '../http/json-body.js'
import { renderBlockPreview } from '../ssr/block-preview.js'
import type { ContentCache } from '../ssr/content-cache.js'
import { loaderContextFor } from '../ssr/loader-context-for.js'
import type { Site } from '../storage/site-store.js'
import { wellFormedDraft } from './page-input.js'

/** How long a preview may take before its blocks show their loading state (a page gets 10 s). */
const PREVIEW_TIMEOUT_MS = 5_000

/**
 * POST /admin/api/preview/block `{ site, locale, block }`: a block whose template has a loader (stock
 * carousel, in-page inventory, stock locator, form blocks) rendered through the page pipeline with its
 * loader's data for that site and locale (server/ssr/block-preview.tsx), for the editor's canvas
 * (docs/decisions/035). The block is taken as a draft's is: malformed is 422 with the engine's errors,
 * unfinished fields render as the site would render them. Mounted behind the sign-in guard and the CSRF
 * check; writes nothing.
 */
export function blockPreviewApi(options: {
  sites: Site[]
  content: ContentCache
  stock?: StockReader
  forms?: FormReader
  log: (message: string, error?: unknown) => void
}): Router {
  const router = Router()
  router.use(jsonBody({ limit: '1mb' }))
  router.post('/preview/block', async (req, res) => {
    const body = req.body as { site?: unknown; locale?: unknown; block?: unknown } | undefined
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw badRequest('The body must be { site, locale, block }')
    const site = options.sites.find((s) => s.key === body.site)
    if (!site) throw badRequest(`site must be one of ${options.sites.map((s) => s.key).join(', ')}`)
    if (typeof body.locale !== 'string' || !site.locales.includes(body.locale))
      throw badRequest(`locale must be one of ${site.locales.join(', ')}`)
    const block = previewedBlock(site, body.locale, body.block)
    const { settings } = await options.content.layoutData(site.key, body.locale)
    const preview = await renderBlockPreview({
      site,
      locale: body.locale,
      block,
      loaderContext: loaderContextFor({
        site,
        locale: body.locale,
        settings,
        query: new URLSearchParams(),
        stock: options.stock,
        forms: options.forms,
      }),
      timeoutMs: PREVIEW_TIMEOUT_MS,
      log: options.log,
    })
    res.set('Cache-Control', 'no-store').json({ data: preview })
  })
  return router
}

/**
 * The block from the body, migrated and checked as a draft's block is (a one-block page through the same
 * rules as a saved draft), and refused when its template shows no server data: the canvas renders those
 * itself.
 */
function previewedBlock(site: Site, locale: string, input: unknown): Block {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw badRequest('block must be a block object { id, template, attributes }')
  let doc
  try {
    ;({ doc } = wellFormedDraft({
      schema_version: 1,
      id: 'block-preview',
      site: site.key,
      locale,
      path: '/',
      page_type: 'page',
      attributes: { title: 'Block preview' },
      blocks: [input],
    }))
  } catch (error) {
    if (!(error instanceof HttpError)) throw error
    // The same errors, pointing into the body's block rather than the page made around it.
    const details = (error.details as ValidationError[]).map((e) => ({
      ...e,
      path: e.path.replace(/^\/blocks\/0/, '/block'),
    }))
    throw new HttpError(422, 'invalid_block', 'The block is malformed', details)
  }
  const block = doc.blocks[0] as Block
  if (!blockRegistry[block.template as TemplateKey].loader)
    throw new HttpError(
      422,
      'no_server_data',
      `${block.template} shows no server data: the canvas renders it without a preview`,
    )
  return block
}
