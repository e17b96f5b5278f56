import type { Block } from '../../../templates/generated/types.js'

/** What the server answers for a block with server data (POST /admin/api/preview/block). */
export interface BlockPreview {
  /** The block as the site renders it. */
  html: string
  /** What its loader answered (the island's props carry the same); null when it failed. */
  data: unknown
  /** The loader failed: the block shows its error state. */
  failed: boolean
}

/** Asks the server for a block's preview in the page's site and locale; rejects when it cannot be had. */
export type FetchBlockPreview = (request: {
  site: string
  locale: string
  block: Block
}) => Promise<BlockPreview>

/** The preview endpoint over fetch, with the session's CSRF token (it is a POST). */
export function httpBlockPreview(csrfToken: string, base = '/admin/api'): FetchBlockPreview {
  return async (request) => {
    const response = await fetch(`${base}/preview/block`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'csrf-token': csrfToken },
      body: JSON.stringify(request),
    })
    const body = (await response.json().catch(() => ({}))) as {
      data?: BlockPreview
      error?: { message?: string }
    }
    if (!response.ok || !body.data)
      throw new Error(body.error?.message ?? `The preview failed (${response.status})`)
    return body.data
  }
}
