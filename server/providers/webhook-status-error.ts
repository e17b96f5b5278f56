/**
 * A webhook endpoint answered, but not with 2xx. Only the status is kept: the answer's body is the remote
 * server's, and it must not reach delivery logs or the admin screens.
 */
export class WebhookStatusError extends Error {
  override name = 'WebhookStatusError'

  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}
