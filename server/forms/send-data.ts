import type { Response } from 'express'

/** The Forms API's answer shape (001 §7: responses are read from data.data), plus `meta` for lists. */
export function sendData(res: Response, data: unknown, status = 200, meta?: Record<string, unknown>): void {
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({ data: { data, ...(meta ? { meta } : {}) } })
}
