import { randomUUID } from 'node:crypto'

/** A caller's X-Request-Id is kept when it is a plain token (a proxy's id); anything else gets a new one. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/

export function requestId(header: string | undefined): string {
  return header && SANE_ID.test(header) ? header : randomUUID()
}
