/** A page an internal link may point at. */
export interface PageOption {
  path: string
  title: string
}

/** A form of /admin, suggested in fields that hold a form id. */
export interface FormOption {
  id: string
  name: string
}

/**
 * What the field widgets need from the server: image upload, the page list for internal links and the
 * form list for form ids.
 */
export interface FieldServices {
  /** Uploads an image into the media library; resolves to its id, rejects with a message to show. */
  uploadImage(file: File, alt: string): Promise<{ id: string }>
  /** The pages of a site and locale, for the internal link search. */
  listPages(filter: { site: string; locale: string }): Promise<PageOption[]>
  /** The forms of the forms admin (any problem answers an empty list: they are only suggestions). */
  listForms(): Promise<FormOption[]>
}

interface ErrorBody {
  error?: { message?: string }
}

/** The field services over the admin API, with the session's CSRF token on the upload (a mutating call). */
export function httpFieldServices(csrfToken: string, base = '/admin/api'): FieldServices {
  const pages = new Map<string, Promise<PageOption[]>>()
  let forms: Promise<FormOption[]> | undefined
  return {
    async uploadImage(file, alt) {
      const query = new URLSearchParams({ filename: file.name, alt })
      const response = await fetch(`${base}/media?${query}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': file.type || 'application/octet-stream', 'csrf-token': csrfToken },
        body: file,
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as ErrorBody
        throw new Error(body.error?.message ?? `The upload failed (${response.status})`)
      }
      return ((await response.json()) as { data: { id: string } }).data
    },
    listPages({ site, locale }) {
      // One request per site and locale for the panel's lifetime: the list only feeds suggestions.
      const key = `${site}\u0000${locale}`
      let found = pages.get(key)
      if (!found) {
        const query = new URLSearchParams({ site, locale })
        found = fetch(`${base}/pages?${query}`, { credentials: 'same-origin' })
          .then((r) => (r.ok ? (r.json() as Promise<{ data: PageOption[] }>) : { data: [] }))
          .then((body) => body.data.map((p) => ({ path: p.path, title: p.title })))
          .catch(() => [])
        pages.set(key, found)
      }
      return found
    },
    listForms() {
      // Once for the panel's lifetime, like the pages: GET /forms answers { data: { data: [...] } }.
      forms ??= fetch('/forms', { credentials: 'same-origin' })
        .then((r) =>
          r.ok ? (r.json() as Promise<{ data: { data: FormOption[] } }>) : { data: { data: [] } },
        )
        .then((body) => body.data.data.map((f) => ({ id: f.id, name: f.name })))
        .catch(() => [])
      return forms
    },
  }
}
