import { describe, expect, it } from 'vitest'
import { verifyOutcome } from '../../../server/forms/verify-outcome.js'

const named = (name: string, message: string, extra: object = {}) =>
  Object.assign(new Error(message), { name }, extra)

describe('verifyOutcome', () => {
  it.each([
    [new Error('HTTP 500: <script>alert(1)</script> password=hunter2'), 500, 'HTTP 500'],
    [Object.assign(new Error('anything the remote said'), { status: 418 }), 418, 'HTTP 418'],
    [named('WebhookStatusError', 'HTTP 302', { status: 302 }), 302, 'HTTP 302'],
  ])('keeps only the status of an answer: %#', (error, status, text) => {
    expect(verifyOutcome(error)).toEqual({ ok: false, status, error: text })
  })

  it.each([
    [named('TimeoutError', 'The operation was aborted due to timeout'), 'No answer in time'],
    [Object.assign(new Error('[outbound] no answer'), { code: 'ETIMEDOUT' }), 'No answer in time'],
    [new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }), 'No answer (ECONNREFUSED)'],
    [Object.assign(new Error('x'), { code: '<b>remote</b>' }), 'No answer'],
    [new Error('remote said <script>alert(1)</script>'), 'No answer'],
    ['a string', 'No answer'],
    [undefined, 'No answer'],
  ])('says why there was no answer without the remote text: %#', (error, text) => {
    expect(verifyOutcome(error)).toEqual({ ok: false, status: null, error: text })
  })

  it('passes on the refusal of a private address, which names only the host', () => {
    const refused = named(
      'OutboundRefusedError',
      '[outbound] refused 127.0.0.1: it is not a public internet address',
    )
    expect(verifyOutcome(refused)).toEqual({ ok: false, status: null, error: refused.message })
  })
})
