import { Writable } from 'node:stream'
import type { Response } from 'express'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import type { StoredEncoding } from '../http/accepted-encoding.js'
import { encodeDocument, MIN_ENCODED_BYTES } from '../http/encode-document.js'

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
 * React moves a finished Suspense boundary out of place (after the rest of the page, assembled by an inline
 * script) once more than this many bytes went out in one flush; its default is 12.8 KB. Every block sits
 * in a boundary, so on a real page that sent most blocks after the footer and left their placeholders for
 * visitors without JavaScript. A finished block is always sent in place; only blocks still waiting for
 * data stream in later.
 */
const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY

/**
 * Renders a page with React's renderToPipeableStream and sends it whole: head, body, tail. Sending starts
 * when every block is ready (`onAllReady`), so everyone (people without JavaScript, bots, the page cache)
 * gets the complete document in reading order, with no placeholder and no script needed to assemble it
 * (docs/decisions/011). Since the document is complete before anything goes out, it is compressed in one
 * go in the coding the request accepts (`encoding`), with its Content-Length, instead of through a
 * compression stream (docs/decisions/029). A render that takes longer than `timeoutMs` is aborted (blocks
 * still waiting keep their skeleton), and the timer is cleared when the stream ends.
 */
export function streamPage(options: StreamOptions): void {
  const { res, nonce } = options
  const chunks: Buffer[] = []
  let failed = false

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

  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk)
      callback()
    },
    final(callback) {
      clearTimeout(timer)
      const body = Buffer.concat([head, ...chunks, tail])
      // Only a render someone keeps is handed over (the page cache).
      if (!failed && options.onComplete) options.onComplete(body.toString('utf8'))
      send(body).then(
        () => callback(),
        (error: unknown) => {
          options.log('[ssr] the page could not be compressed', error)
          if (!res.headersSent) res.set('Content-Length', String(body.length)).end(body)
          callback()
        },
      )
    },
  })
  const head = Buffer.from(options.head)
  const tail = Buffer.from(options.tail)

  const start = () => {
    res.status(options.status)
    res.type('html')
    stream.pipe(sink)
  }

  const stream = renderToPipeableStream(options.body, {
    nonce,
    progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
    onAllReady: start,
    onShellError(error) {
      clearTimeout(timer)
      failed = true
      options.onShellError(error)
    },
    onError(error) {
      failed = true
      options.log('[ssr] a block failed to render', error)
    },
  })
  const timer = setTimeout(() => {
    failed = true
    stream.abort(new Error(`[ssr] render timed out after ${options.timeoutMs} ms`))
  }, options.timeoutMs)
  res.on('close', () => {
    clearTimeout(timer)
    if (!res.writableFinished) stream.abort()
  })
}
