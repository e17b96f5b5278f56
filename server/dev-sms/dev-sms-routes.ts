import { Router } from 'express'
import { SmsOutbox } from '../payments/sms-outbox.js'
import { devSmsPage } from './dev-sms-page.js'

/**
 * GET /dev-sms: the codes the local phone verifier wrote to the SMS outbox in `dir`. Mounted only outside
 * strict production, like the development CRM (server/app.ts); the local verifier is refused there anyway.
 * Behind mountAuth's editor guard: every number's code would otherwise verify anyone's phone (decision 061).
 */
export function devSmsRoutes(dir: string): Router {
  const outbox = new SmsOutbox(dir)
  const router = Router()
  router.get('/dev-sms', async (_req, res) => {
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(devSmsPage(await outbox.latest(), res.locals.nonce as string))
  })
  return router
}
