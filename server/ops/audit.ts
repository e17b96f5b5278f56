import type { Request } from 'express'
import { logger } from './logger.js'

/**
 * One line per admin write, naming who did what to which record: the trail an operator reads when an image
 * or a page changed and nobody remembers why. The request log has the method and path, not the editor.
 */
export function audit(req: Request, action: string, subject: string, details?: Record<string, unknown>) {
  logger.info({ audit: action, subject, user: req.user?.id ?? null, ...details }, `${action} ${subject}`)
}
