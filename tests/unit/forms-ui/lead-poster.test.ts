import { describe, expect, it } from 'vitest'
import { createLeadPoster } from '../../../renderer/forms/lead-poster.js'

type Step = { status: number; body?: unknown } | 'network-error'

/** A fetch that answers the given steps in order and records each request's Idempotency-Key and body. */
function scriptedFetch(steps: Step[]) {
  const calls: { url: string; key: string | null; body: string }[] = []
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      key: new Headers(init.headers).get('Idempotency-Key'),
      body: String(init.body),
    })
    const step = steps.shift()
    if (!step || step === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(step.body === undefined ? null : JSON.stringify(step.body), { status: step.status })
  }) as unknown as typeof fetch
  return { impl, calls }
}

let n = 0
const keys = () => `test-key-${String(++n).padStart(4, '0')}`
const created = { status: 201, body: { data: { data: { id: 'lead-1' } } } }

describe('createLeadPoster: one Idempotency-Key per submission attempt', () => {
  const cases: { description: string; steps: Step[]; sends: Record<string, string>[]; sameKey: boolean[] }[] =
    [
      {
        description: 'a retry after a network error reuses the key',
        steps: ['network-error', created],
        sends: [{ a: '1' }, { a: '1' }],
        sameKey: [true],
      },
      {
        description: 'a retry after 503 or 429 reuses the key',
        steps: [{ status: 503 }, { status: 429 }, created],
        sends: [{ a: '1' }, { a: '1' }, { a: '1' }],
        sameKey: [true, true],
      },
      {
        description: 'after a 201 the next submission gets a new key, even with the same values',
        steps: [created, created],
        sends: [{ a: '1' }, { a: '1' }],
        sameKey: [false],
      },
      {
        description: 'after a 422 the corrected submission gets a new key',
        steps: [{ status: 422, body: { error: { code: 'validation_failed', details: [] } } }, created],
        sends: [{ a: '' }, { a: '1' }],
        sameKey: [false],
      },
      {
        description: 'changed values after a network error are a new attempt with a new key',
        steps: ['network-error', created],
        sends: [{ a: '1' }, { a: '2' }],
        sameKey: [false],
      },
    ]
  it.each(cases)('$description', async ({ steps, sends, sameKey }) => {
    const { impl, calls } = scriptedFetch([...steps])
    const poster = createLeadPoster('test-drive', impl, keys)
    for (const attributes of sends) await poster.send(attributes)
    expect(calls.every((c) => c.url === '/forms/test-drive/leads')).toBe(true)
    expect(calls.every((c) => c.key && c.key.length >= 8)).toBe(true)
    sameKey.forEach((same, i) => expect(calls[i + 1]!.key === calls[i]!.key).toBe(same))
  })

  it('answers each outcome by kind', async () => {
    const details = [{ field: 'email', message: 'Enter a valid email address' }]
    const { impl } = scriptedFetch([
      created,
      { status: 422, body: { error: { code: 'validation_failed', message: 'x', details } } },
      'network-error',
      { status: 500, body: { error: { code: 'internal' } } },
      { status: 404, body: { error: { code: 'not_found' } } },
    ])
    const poster = createLeadPoster('f', impl, keys)
    expect(await poster.send({ a: '1' })).toEqual({ kind: 'created', id: 'lead-1' })
    expect(await poster.send({ a: '2' })).toEqual({ kind: 'invalid', errors: details })
    expect(await poster.send({ a: '3' })).toEqual({ kind: 'failed', retryable: true })
    expect(await poster.send({ a: '3' })).toEqual({ kind: 'failed', retryable: true })
    expect(await poster.send({ a: '3' })).toEqual({ kind: 'failed', retryable: false })
  })

  it('sends the attributes under "attributes" and the reCAPTCHA token beside them', async () => {
    const { impl, calls } = scriptedFetch([created])
    await createLeadPoster('f', impl, keys).send({ email: 'a@b.co' }, 'token-1')
    expect(JSON.parse(calls[0]!.body)).toEqual({
      attributes: { email: 'a@b.co' },
      'g-recaptcha-response': 'token-1',
    })
  })
})
