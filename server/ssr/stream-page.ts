import type { Response } from 'express'
import type { ReactNode } from 'react'
import type { StoredEncoding } from '../http/accepted-encoding.js'
import { encodeDocument, MIN_ENCODED_BYTES } from '../http/encode-document.js'
import { renderAllReady } from './render-all-ready.js'

export interface StreamOptions {
  res: Response
  body: ReactNode
  head: string
  tail: string
  nonce: string
  status: number
  timeoutMs: number
  /** Called with the whole HTML when the render finished without errors (for the page cache); absent, nothing is collected. */
  onComplete?: (html: string) => void
  /** The coding the request accepts (acceptedEncoding); absent, none. */
  encoding?: StoredEncoding | 'identity'
  /** Answers when even the shell cannot render. */
  onShellError: (error: unknown) => void
  log: (message: string, error: unknown) => void
}

/**
 * Renders a page (render-all-ready.ts: complete, in reading order, aborted after `timeoutMs`) and sends it
 * whole: head, body, tail. Since the document is complete before anything goes out, it is compressed in one
 * go in the coding the request accepts (`encoding`), with its Content-Length, instead of through a
 * compression stream (docs/decisions/029).
 */
export function streamPage(options: StreamOptions): void {
  const { res, nonce } = options

  const send = async (body: Buffer) => {
    // The `compression` middleware leaves this answer alone: it is encoded here, once.
    res.locals.encoded = true
    res.vary('Accept-Encoding')
    const coding = options.encoding ?? 'identity'
    if (coding === 'identity' || body.length < MIN_ENCODED_BYTES) {
      res.set('Content-Length', String(body.length)).end(body)
      return
    }
    const encoded = await encodeDocument(body, coding, 'per-request')
    if (res.destroyed) return
    res.set({ 'Content-Encoding': coding, 'Content-Length': String(encoded.length) }).end(encoded)
  }

  const render = renderAllReady(options.body, {
    nonce,
    timeoutMs: options.timeoutMs,
    onAllReady() {
      res.status(options.status)
      res.type('html')
    },
    onShellError: options.onShellError,
    onError: (error) => options.log('[ssr] a block failed to render', error),
  })
  res.on('close', () => {
    if (!res.writableFinished) render.abort()
  })
  void render.done.then(async (rendered) => {
    if (!rendered) return
    const body = Buffer.concat([Buffer.from(options.head), rendered.html, Buffer.from(options.tail)])
    // Only a render someone keeps is handed over (the page cache).
    if (!rendered.failed && options.onComplete) options.onComplete(body.toString('utf8'))
    if (res.destroyed) return
    try {
      await send(body)
    } catch (error) {
      options.log('[ssr] the page could not be compressed', error)
      if (!res.headersSent) res.set('Content-Length', String(body.length)).end(body)
    }
  })
}
