import { afterEach, expect, it, vi } from 'vitest'
import { httpEditorApi } from '../../../editor/state/http-editor-api.js'
import { pageWith } from '../../helpers/page-builder.js'

afterEach(() => vi.unstubAllGlobals())

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )

it('tells a save worth retrying (offline, 5xx) from one refused for good', async () => {
  const api = httpEditorApi('token')
  const save = () => api.save('test-page', pageWith([]), 1)
  answer(200, { data: { draftVersion: 2, errorCount: 1, errors: [] } })
  expect(await save()).toEqual({ kind: 'saved', draftVersion: 2 })
  answer(503, { error: { code: 'database_unavailable', message: 'The database is not available' } })
  expect(await save()).toEqual({ kind: 'failed', message: 'The database is not available', retryable: true })
  answer(502, 'Bad gateway')
  expect(await save()).toMatchObject({ kind: 'failed', retryable: true })
  answer(403, { error: { code: 'forbidden', message: 'The CSRF token is missing' } })
  expect(await save()).toEqual({ kind: 'failed', message: 'The CSRF token is missing', retryable: false })
  answer(422, {
    error: { code: 'invalid_document', details: [{ path: '/id', blockId: null, message: 'x' }] },
  })
  expect(await save()).toMatchObject({ kind: 'invalid' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  )
  expect(await save()).toEqual({
    kind: 'failed',
    message: 'The server could not be reached',
    retryable: true,
  })
})

it('lets a save outlive the page it was started from, within the browser’s limit for that', async () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
    Response.json({ data: { draftVersion: 2, errorCount: 0, errors: [] } }),
  )
  vi.stubGlobal('fetch', fetch)
  const api = httpEditorApi('token')
  await api.save('test-page', pageWith([]), 1)
  expect(fetch.mock.calls[0]?.[1].keepalive).toBe(true)
  // Arabic text counts in bytes: 40,000 letters are 80 KB, past the 64 KB such a request may carry.
  await api.save('test-page', { ...pageWith([]), attributes: { title: 'ع'.repeat(40_000) } }, 1)
  expect(fetch.mock.calls[1]?.[1].keepalive).toBe(false)
})
