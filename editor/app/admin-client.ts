import type { PageDocument } from '../../templates/generated/types.js'
import { ApiError, type ApiErrorDetail } from '../admin/api-error.js'

/** One page in the pages list (GET /admin/api/pages). */
export interface PageSummary {
  id: string
  site: string
  locale: string
  path: string
  pageType: string
  title: string
  draftVersion: number
  publishedVersion: number | null
  /** Field rules the draft breaks: saved all the same, but not publishable until 0. */
  errorCount: number
  /** The draft differs from the published version; null while never published. */
  changedSincePublish?: boolean | null
  /** ISO date of the last save, publish or restore. */
  updatedAt?: string
  /** Who made it; null before that was recorded. */
  updatedBy?: string | null
}

/** A site as the pages screen shows it (GET /admin/api/sites). */
export interface SiteSummary {
  key: string
  name: string
  brand: string
  theme: string
  host: string
  defaultLocale: string
  locales: string[]
}

/** One published version of a page (GET /admin/api/pages/:id/versions), newest first. */
export interface PageVersion {
  version: number
  publishedAt: string
  publishedBy: string | null
  title: string
  /** The version the live site shows. */
  published: boolean
}

export interface PageDraft {
  id: string
  draft: PageDocument
  draftVersion: number
  publishedVersion: number | null
}

export interface NewPage {
  site: string
  locale: string
  path: string
  title: string
  page_type: string
}

/**
 * The admin API calls of the pages screen and the editor's loading, with the session's CSRF token. A refused
 * call throws an ApiError with the server's message and, where it names them, the fields at fault.
 */
export function adminClient(csrfToken: string, base = '/admin/api') {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'csrf-token': csrfToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.status === 204) return undefined as T
    const json = (await response.json().catch(() => ({}))) as {
      data?: T
      error?: { code?: string; message?: string; details?: unknown }
    }
    if (!response.ok)
      throw new ApiError(
        json.error?.message ?? `The server answered ${response.status}`,
        response.status,
        json.error?.code ?? 'error',
        Array.isArray(json.error?.details) ? (json.error.details as ApiErrorDetail[]) : [],
      )
    return json.data as T
  }
  const page = (id: string) => `/pages/${encodeURIComponent(id)}`
  return {
    list: () => call<PageSummary[]>('GET', '/pages'),
    sites: () => call<SiteSummary[]>('GET', '/sites'),
    get: (id: string) => call<PageDraft>('GET', page(id)),
    create: (input: NewPage) => call<PageDraft>('POST', '/pages', input),
    remove: (id: string) => call<void>('DELETE', page(id)),
    /** A copy of a page's draft at another path of its site, made by the server in one write. */
    duplicate: (id: string, copy: { path: string; title?: string }) =>
      call<PageDraft>('POST', `${page(id)}/duplicate`, copy),
    versions: (id: string) => call<PageVersion[]>('GET', `${page(id)}/versions`),
    version: (id: string, version: number) =>
      call<{ version: number; document: PageDocument }>('GET', `${page(id)}/versions/${version}`),
    /** Makes a published version the draft again (publishing it is a separate step). */
    restore: (id: string, version: number) =>
      call<{ draftVersion: number; errorCount: number }>('POST', `${page(id)}/versions/${version}/restore`),
  }
}

export type AdminClient = ReturnType<typeof adminClient>
