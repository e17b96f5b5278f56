import type { Request, Response } from 'express'
import type { Database } from '../db/database.js'
import type { RenderRequest } from '../ssr/page-renderer.js'
import type { Site } from '../storage/site-store.js'
import type { FormStore } from './form-store.js'
import type { FormsOptions } from './forms-options.js'
import type { LeadValidator } from './lead-validator.js'
import type { RateLimiter } from './rate-limiter.js'

/** What the forms routes share. */
export interface FormsContext {
  database: Database
  forms: FormStore
  options: FormsOptions
  validator: LeadValidator
  limiter: RateLimiter
  /** Attempts of a delivery job before it is failed. */
  maxAttempts: number
  /** Wakes the delivery worker of this process (new jobs, requeued ones). */
  wake: () => void
  log: (message: string, error?: unknown) => void
  /** Every site: the admin lead calls answer the leads of those the user may see (decision 067). */
  sites: readonly Site[]
  /**
   * The site's render pipeline, for the pages answering forms posted without JavaScript (lead-post-pages);
   * without it those pages are the self-contained message page.
   */
  renderPage?: (req: Request, res: Response, page: RenderRequest) => Promise<void>
}
