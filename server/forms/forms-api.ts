import { Router, type Request, type Response } from 'express'
import type { FormReader } from '../../engine/forms/form-reader.js'
import type { Database } from '../db/database.js'
import { jobHandler, type JobHandlerDeps } from '../jobs/job-handler.js'
import { JobWorker } from '../jobs/job-worker.js'
import { JOB_WORKER_DEFAULTS } from '../jobs/job-worker.js'
import { FormStore } from './form-store.js'
import type { FormsContext } from './forms-context.js'
import { formReader } from './form-reader.js'
import { formRoutes } from './form-routes.js'
import type { FormsOptions } from './forms-options.js'
import { formsAdminRoutes } from './forms-admin-routes.js'
import { leadExportRoutes } from './lead-export-routes.js'
import { leadRoutes } from './lead-routes.js'
import { LeadValidator } from './lead-validator.js'
import { RateLimiter } from './rate-limiter.js'
import { submitLead } from './submit-lead.js'
import type { LeadAnswer } from './lead-answer.js'
import type { Site } from '../storage/site-store.js'

// Keys of lead posts are kept a week: long past any client's retries.
const IDEMPOTENCY_KEY_DAYS = 7

/** The one lead pipeline for a form, for callers outside /forms (the EV lead API). */
export type SubmitLead = (
  req: Request,
  res: Response,
  formId: string,
  attributes: Record<string, unknown>,
  key: string | undefined,
) => Promise<LeadAnswer>

/**
 * The Forms API (mounted at /forms), the reader the server render shows form blocks from, and the job worker that delivers leads and writes exports, started
 * here unless `options.worker` is false. `close()` stops the worker, waiting for the jobs it runs.
 */
export async function formsApi(
  database: Database,
  options: FormsOptions,
  log: (message: string, error?: unknown) => void,
  extra: {
    /** Every site: a lead stores the site it was posted on, and admins see the leads of their sites. */
    sites: readonly Site[]
    /** Answer pages of forms posted without JavaScript, in the site's layout (server/ssr/page-renderer). */
    renderPage?: FormsContext['renderPage']
    /** More work for the same job worker: the order jobs and the order tables' chores (server/orders/order-jobs.ts). */
    orderJobs?: JobHandlerDeps['orderJobs']
    chores?: (() => Promise<unknown>)[]
  },
): Promise<{
  router: Router
  reader: FormReader
  worker: JobWorker | undefined
  /** The one lead pipeline for a form, for callers outside /forms (the EV lead API). */
  submit: SubmitLead
  close(): Promise<void>
}> {
  const forms = new FormStore(database)
  const limiter = new RateLimiter(database, options.rateLimit.max, options.rateLimit.windowSeconds)
  const workerOptions = options.worker === false ? undefined : options.worker
  const maxAttempts = workerOptions?.maxAttempts ?? JOB_WORKER_DEFAULTS.maxAttempts
  const worker = workerOptions
    ? new JobWorker(
        database,
        jobHandler({
          database,
          forms,
          ...options,
          ...(extra.orderJobs ? { orderJobs: extra.orderJobs } : {}),
        }),
        workerOptions,
        log,
        [
          () => limiter.prune(),
          () =>
            database.query(
              `DELETE FROM lead_idempotency_keys WHERE created_at < now() - $1::int * interval '1 day'`,
              [IDEMPOTENCY_KEY_DAYS],
            ),
          ...(extra.chores ?? []),
        ],
      )
    : undefined
  const ctx = {
    database,
    forms,
    options,
    validator: new LeadValidator(),
    limiter,
    maxAttempts,
    wake: () => worker?.wake(),
    log,
    sites: extra.sites,
    ...(extra.renderPage ? { renderPage: extra.renderPage } : {}),
  }
  const router = Router()
  router.use(formsAdminRoutes(ctx), leadExportRoutes(ctx), leadRoutes(ctx), formRoutes(ctx))
  await worker?.start()
  return {
    router,
    reader: formReader(forms, options.recaptchaSiteKey),
    worker,
    submit: async (req, res, formId, attributes, key) =>
      submitLead(ctx, req, res, await forms.get(formId), { attributes, captcha: undefined, key }),
    close: async () => {
      await worker?.stop()
      options.mailer.close?.()
    },
  }
}
