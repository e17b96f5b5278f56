import type { ImageDetails, ImagePage, LibraryImage } from './media-library/library-image.js'

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
 * What the field widgets need from the server: the media library, the page list for internal links and the
 * form list for form ids.
 */
export interface FieldServices {
  /**
   * Uploads an image into the media library; resolves to its id, rejects with a message to show.
   * `onProgress` hears the fraction of the bytes sent so far.
   */
  uploadImage(file: File, alt: string, onProgress?: (fraction: number) => void): Promise<{ id: string }>
  /** A page of the media library, newest first, searched by file name or alt text. */
  listImages(query: { search: string; offset: number; limit: number }): Promise<ImagePage>
  /** Saves an image's alt text, decorative flag and focal point; rejects with the server's message. */
  updateImage(id: string, details: ImageDetails): Promise<LibraryImage>
  /** Deletes an image; rejects with the server's message (an image in use names its pages). */
  deleteImage(id: string): Promise<void>
  /** The pages of a site and locale, for the internal link search. */
  listPages(filter: { site: string; locale: string }): Promise<PageOption[]>
  /** The forms of the forms admin (any problem answers an empty list: they are only suggestions). */
  listForms(): Promise<FormOption[]>
}

interface ErrorBody {
  error?: { message?: string }
}

async function errorMessage(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody
  return body.error?.message ?? `${fallback} (${response.status})`
}

/** The field services over the admin API, with the session's CSRF token on the upload (a mutating call). */
export function httpFieldServices(csrfToken: string, base = '/admin/api'): FieldServices {
  const pages = new Map<string, Promise<PageOption[]>>()
  let forms: Promise<FormOption[]> | undefined
  return {
    uploadImage(file, alt, onProgress) {
      // XMLHttpRequest, not fetch: only it reports upload progress.
      const query = new URLSearchParams({ filename: file.name, alt })
      return new Promise((resolve, reject) => {
        const xhr = new XMLHttpRequest()
        xhr.open('POST', `${base}/media?${query}`)
        xhr.withCredentials = true
        xhr.setRequestHeader('content-type', file.type || 'application/octet-stream')
        xhr.setRequestHeader('csrf-token', csrfToken)
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable) onProgress?.(e.loaded / e.total)
        }
        xhr.onerror = () => reject(new Error('The server could not be reached'))
        xhr.onload = () => {
          let body: ErrorBody & { data?: { id: string } } = {}
          try {
            body = JSON.parse(xhr.responseText) as typeof body
          } catch {
            // An answer that is not JSON: the status says enough.
          }
          if (xhr.status === 201 && body.data) resolve(body.data)
          else reject(new Error(body.error?.message ?? `The upload failed (${xhr.status})`))
        }
        xhr.send(file)
      })
    },
    async listImages({ search, offset, limit }) {
      const query = new URLSearchParams({ offset: String(offset), limit: String(limit) })
      if (search) query.set('q', search)
      const response = await fetch(`${base}/media?${query}`, { credentials: 'same-origin' })
      if (!response.ok) throw new Error(await errorMessage(response, 'The images could not be listed'))
      return ((await response.json()) as { data: ImagePage }).data
    },
    async updateImage(id, details) {
      const response = await fetch(`${base}/media/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', 'csrf-token': csrfToken },
        body: JSON.stringify(details),
      })
      if (!response.ok) throw new Error(await errorMessage(response, 'The image could not be saved'))
      return ((await response.json()) as { data: LibraryImage }).data
    },
    async deleteImage(id) {
      const response = await fetch(`${base}/media/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        credentials: 'same-origin',
        headers: { 'csrf-token': csrfToken },
      })
      if (!response.ok) throw new Error(await errorMessage(response, 'The image could not be deleted'))
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
