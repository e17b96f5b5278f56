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
