import type { PageDocument } from '../../templates/generated/types.js'
import type { EditorApi, PublishOutcome, SaveOutcome } from './editor-api.js'

interface ErrorBody {
  error?: { code?: string; message?: string; details?: unknown }
}

/** Answers worth trying again unchanged: the server is down, busy or restarting (503), or timed out. */
function retryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}

/** Below the 64 KB browsers allow in flight for requests that outlive their page. */
const KEEPALIVE_MAX_BYTES = 60_000

/** The admin API over fetch, with the session's CSRF token on every change. */
export function httpEditorApi(csrfToken: string, base = '/admin/api'): EditorApi {
  const send = (method: string, path: string, body?: unknown) => {
    const json = body === undefined ? undefined : JSON.stringify(body)
    return fetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'csrf-token': csrfToken },
      body: json,
      // A save started as the page is left (autosave on pagehide) outlives the page, up to the browser's
      // 64 KB limit for such requests; a larger draft relies on the warning before leaving.
      keepalive: json !== undefined && new TextEncoder().encode(json).length < KEEPALIVE_MAX_BYTES,
    })
  }
  const failure = async (response: Response) => {
    const body = (await response.json().catch(() => ({}))) as ErrorBody
    return body.error ?? {}
  }
  return {
    async save(pageId: string, document: PageDocument, baseVersion: number): Promise<SaveOutcome> {
      try {
        const response = await send('PUT', `/pages/${encodeURIComponent(pageId)}`, {
          document,
          base_version: baseVersion,
        })
        if (response.ok)
          return {
            kind: 'saved',
            draftVersion: ((await response.json()) as { data: { draftVersion: number } }).data.draftVersion,
          }
        const error = await failure(response)
        if (response.status === 409 && error.code === 'version_conflict') {
          const details = error.details as { currentVersion: number; document: PageDocument }
          return { kind: 'conflict', currentVersion: details.currentVersion, document: details.document }
        }
        if (response.status === 422) return { kind: 'invalid', errors: (error.details as never) ?? [] }
        return {
          kind: 'failed',
          message: error.message ?? `The server answered ${response.status}`,
          retryable: retryableStatus(response.status),
        }
      } catch {
        return { kind: 'failed', message: 'The server could not be reached', retryable: true }
      }
    },
    async publish(pageId: string): Promise<PublishOutcome> {
      try {
        const response = await send('POST', `/pages/${encodeURIComponent(pageId)}/publish`)
        if (response.ok)
          return {
            kind: 'published',
            version: ((await response.json()) as { data: { version: number } }).data.version,
          }
        const error = await failure(response)
        if (response.status === 422) return { kind: 'invalid', errors: (error.details as never) ?? [] }
        return { kind: 'failed', message: error.message ?? `The server answered ${response.status}` }
      } catch {
        return { kind: 'failed', message: 'The server could not be reached' }
      }
    },
  }
}
