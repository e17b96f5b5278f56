import { createReadStream, existsSync } from 'node:fs'
import { Router, type Request } from 'express'
import { requireVisibleSite } from '../admin/require-visible-site.js'
import { jsonBody } from '../http/json-body.js'
import { requireEditor } from '../auth/require-editor.js'
import { HttpError, notFound } from '../http/http-error.js'
import type { FormsContext } from './forms-context.js'
import { filterParam } from './filter-param.js'
import { LeadExportStore, type LeadExport } from './lead-export-store.js'
import { leadSiteScope, withinLeadScope } from './lead-site-scope.js'
import { sortParam } from './sort-param.js'
import { queryDate } from './query-date.js'
import { sendData } from './send-data.js'

const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

const answer = (row: LeadExport) => ({
  id: row.id,
  status: row.status,
  rows: row.rows,
  format: row.format,
  error: row.error,
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
})

/** Lead exports (001 §4): created by a POST, polled, then downloaded. Written by a job (write-lead-export). */
export function leadExportRoutes(ctx: FormsContext): Router {
  const { database, forms } = ctx
  const exports = new LeadExportStore(database)
  const router = Router()

  router.post(
    '/:id/lead_exports',
    ...requireEditor,
    requireVisibleSite,
    jsonBody({ limit: '16kb' }),
    async (req, res) => {
      const form = await forms.get(String(req.params.id))
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>
      const nested = (body.filter && typeof body.filter === 'object' ? body.filter : {}) as Record<
        string,
        unknown
      >
      const pick = (name: string) => nested[name] ?? body[name] ?? filterParam(req.query, name)
      const format = body.format ?? req.query.format ?? 'csv'
      if (format !== 'csv' && format !== 'xlsx')
        throw new HttpError(400, 'bad_request', 'format must be csv or xlsx', [
          { parameter: 'format', message: 'must be csv or xlsx' },
        ])
      const gteq = queryDate('filter[created_at_gteq]', pick('created_at_gteq'))
      const lteq = queryDate('filter[created_at_lteq]', pick('created_at_lteq'), true)
      // 001 §7: the default sort adds -created_at.
      const sort = sortParam(body.sort ?? req.query.sort) ? '-created_at' : 'created_at'
      // The leads of the sites the user may see, or of the one `site` names (decision 067).
      const scope = leadSiteScope(req, ctx.sites, pick('site') ?? req.query.site)
      const filter = {
        ...(gteq ? { created_at_gteq: gteq } : {}),
        ...(lteq ? { created_at_lteq: lteq } : {}),
        ...(scope.sites ? { sites: scope.sites } : {}),
      }
      const row = await exports.create(form.definition.id, format, filter, sort)
      ctx.wake()
      sendData(res, answer(row), 202)
    },
  )

  /** The export, when it holds leads of sites the user may see only; another's is as absent as none. */
  async function exportOf(req: Request): Promise<LeadExport> {
    const form = await forms.get(String(req.params.id))
    const exportId = String(req.params.exportId)
    const row = await exports.get(form.definition.id, exportId)
    const scope = leadSiteScope(req, ctx.sites, undefined)
    if (!row || !withinLeadScope(scope, row.filter.sites ?? null)) throw notFound(`No export ${exportId}`)
    return row
  }

  router.get('/:id/lead_exports/:exportId', ...requireEditor, async (req, res) => {
    sendData(res, answer(await exportOf(req)))
  })

  router.get('/:id/lead_exports/:exportId/download', ...requireEditor, async (req, res) => {
    const row = await exportOf(req)
    if (row.status !== 'done' || !row.file || !existsSync(row.file))
      throw new HttpError(
        409,
        'export_not_ready',
        `The export is ${row.status === 'done' ? 'gone' : row.status}: poll it until done`,
      )
    const day = new Date(row.created_at).toISOString().slice(0, 10)
    res
      .status(200)
      .set('Cache-Control', 'no-store')
      .attachment(`leads-${row.form_id}-${day}.${row.format}`)
      .type(TYPES[row.format])
    const stream = createReadStream(row.file)
    stream.on('error', (error) => res.destroy(error))
    stream.pipe(res)
  })

  return router
}
