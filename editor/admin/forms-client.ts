import { ApiError, type ApiErrorDetail } from './api-error.js'

/** A list answer of the forms API: `data.data` and, for leads, `data.meta`. */
export interface Page<T> {
  data: T
  meta?: { total: number; page: number; items: number; pages: number }
}

/**
 * The forms API (docs/forms-api.md; paths start with /forms) as the admin screens call it: same-origin
 * with the session cookie, the `csrf-token` header on every call (the API needs it on POST, PUT and
 * DELETE), answers read from `data.data` (and `data.meta`). A refused call throws an ApiError with the
 * server's message and details.
 */
export function formsClient(csrfToken: string, base = '') {
  async function call<T>(method: string, path: string, body?: unknown): Promise<Page<T>> {
    const response = await fetch(`${base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'csrf-token': csrfToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (response.status === 204) return { data: undefined as T }
    const json = (await response.json().catch(() => ({}))) as {
      data?: Page<T>
      error?: { code?: string; message?: string; details?: ApiErrorDetail[] }
    }
    if (!response.ok)
      throw new ApiError(
        json.error?.message ?? `The server answered ${response.status}`,
        response.status,
        json.error?.code ?? 'error',
        json.error?.details ?? [],
      )
    return { data: json.data?.data as T, meta: json.data?.meta }
  }
  return {
    /** `data.data` of a GET. */
    get: async <T>(path: string) => (await call<T>('GET', path)).data,
    /** `data.data` and `data.meta` of a GET (paged lists). */
    page: <T>(path: string) => call<T>('GET', path),
    post: async <T>(path: string, body: unknown = {}) => (await call<T>('POST', path, body)).data,
    put: async <T>(path: string, body: unknown) => (await call<T>('PUT', path, body)).data,
    remove: async (path: string) => {
      await call<void>('DELETE', path)
    },
    /** The base URL of a path, for links the browser follows itself (downloads). */
    url: (path: string) => `${base}${path}`,
  }
}

export type FormsClient = ReturnType<typeof formsClient>
