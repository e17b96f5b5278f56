import type { PageDocument } from '../../templates/generated/types.js'

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

/** The admin API calls of the pages screen and the editor's loading, with the session's CSRF token. */
export function adminClient(csrfToken: string, base = '/admin/api') {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'csrf-token': csrfToken },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.status === 204) return undefined as T
    const json = (await response.json().catch(() => ({}))) as { data?: T; error?: { message?: string } }
    if (!response.ok) throw new Error(json.error?.message ?? `The server answered ${response.status}`)
    return json.data as T
  }
  const page = (id: string) => `/pages/${encodeURIComponent(id)}`
  return {
    list: () => call<PageSummary[]>('GET', '/pages'),
    get: (id: string) => call<PageDraft>('GET', page(id)),
    create: (input: NewPage) => call<PageDraft>('POST', '/pages', input),
    remove: (id: string) => call<void>('DELETE', page(id)),
    /** A copy of a page's draft at another path: created empty, then saved with the original's content. */
    async duplicate(id: string, path: string): Promise<PageDraft> {
      const { draft } = await call<PageDraft>('GET', page(id))
      const title = `${draft.attributes.title} (copy)`
      const created = await call<PageDraft>('POST', '/pages', {
        site: draft.site,
        locale: draft.locale,
        path,
        title,
        page_type: draft.page_type,
      })
      const document = {
        ...draft,
        id: created.id,
        path: created.draft.path,
        attributes: { ...draft.attributes, title },
      }
      await call('PUT', page(created.id), { document, base_version: created.draftVersion })
      return { ...created, draft: document }
    },
  }
}

export type AdminClient = ReturnType<typeof adminClient>
