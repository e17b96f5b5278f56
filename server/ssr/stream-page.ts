import { Writable } from 'node:stream'
import type { Response } from 'express'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

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
 * Streams a page with React's renderToPipeableStream: head first, then the body as React produces it, then
 * the tail. Sending starts when every block is ready (`onAllReady`), so everyone (people without
 * JavaScript, bots, the page cache) gets the complete document in reading order, with no placeholder and no
 * script needed to assemble it (docs/decisions/011). A render that takes longer than `timeoutMs` is aborted
 * (blocks still waiting keep their skeleton), and the timer is cleared when the stream ends.
 */
export function streamPage(options: StreamOptions): void {
  const { res, nonce } = options
  // Only a render someone keeps is collected: with the page cache off this costs nothing.
  const chunks: Buffer[] | null = options.onComplete ? [] : null
  let failed = false
  const flush = () => (res as Response & { flush?: () => void }).flush?.()

  // React writes many small chunks in a burst; each res.write is a socket write. Collect a burst and send
  // it as one write on the next turn of the event loop: the shell still goes out before anything that
  // waits (Suspense boundaries with loaders), and a page costs a handful of writes instead of hundreds.
  let pending: Buffer[] = []
  let scheduled = false
  const sendPending = () => {
    scheduled = false
    if (pending.length === 0) return
    res.write(pending.length === 1 ? pending[0] : Buffer.concat(pending))
    pending = []
    flush()
  }
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks?.push(chunk)
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(sendPending)
      }
      callback()
    },
    final(callback) {
      clearTimeout(timer)
      sendPending()
      res.end(options.tail)
      if (!failed && chunks && options.onComplete)
        options.onComplete(options.head + Buffer.concat(chunks).toString('utf8') + options.tail)
      callback()
    },
  })

  const start = () => {
    res.status(options.status)
    res.type('html')
    pending.push(Buffer.from(options.head))
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
