import { Writable } from 'node:stream'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'

/**
 * React moves a finished Suspense boundary out of place (after the rest of the page, assembled by an inline
 * script) once more than this many bytes went out in one flush; its default is 12.8 KB. Every block sits
 * in a boundary, so on a real page that sent most blocks after the footer and left their placeholders for
 * visitors without JavaScript. A finished block is always sent in place; only blocks still waiting for
 * data stream in later.
 */
const PROGRESSIVE_CHUNK_SIZE = Number.POSITIVE_INFINITY

export interface AllReadyOptions {
  nonce?: string
  timeoutMs: number
  /** Called when every block is ready (or the render timed out), before the HTML is collected. */
  onAllReady?: () => void
  /** Even the shell could not render: `done` then resolves to null. */
  onShellError: (error: unknown) => void
  /** A block failed to render (its error state shows); the result is then marked `failed`. */
  onError: (error: unknown) => void
}

export interface AllReadyRender {
  /** The whole HTML once every block is ready, with whether anything failed or timed out; null after a shell error. */
  done: Promise<{ html: Buffer; failed: boolean } | null>
  /** Stops the render (the client went away); blocks still waiting fail, and `done` resolves with the rest. */
  abort(): void
}

/**
 * The one way the server renders React: renderToPipeableStream, collected whole once every block is ready
 * (`onAllReady`), so everyone gets the complete HTML in reading order, with no placeholder and no script
 * needed to assemble it (docs/decisions/011). A render that takes longer than `timeoutMs` is aborted (blocks
 * still waiting keep their skeleton), and the timer is cleared when it ends. Pages (stream-page.ts) and the
 * editor's block previews (block-preview.tsx) both render through it.
 */
export function renderAllReady(body: ReactNode, options: AllReadyOptions): AllReadyRender {
  const chunks: Buffer[] = []
  let failed = false
  let settle: (value: { html: Buffer; failed: boolean } | null) => void = () => {}
  const done = new Promise<{ html: Buffer; failed: boolean } | null>((resolve) => {
    settle = resolve
  })
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk)
      callback()
    },
    final(callback) {
      clearTimeout(timer)
      settle({ html: Buffer.concat(chunks), failed })
      callback()
    },
  })
  const stream = renderToPipeableStream(body, {
    ...(options.nonce ? { nonce: options.nonce } : {}),
    progressiveChunkSize: PROGRESSIVE_CHUNK_SIZE,
    onAllReady() {
      options.onAllReady?.()
      stream.pipe(sink)
    },
    onShellError(error) {
      clearTimeout(timer)
      failed = true
      options.onShellError(error)
      settle(null)
    },
    onError(error) {
      failed = true
      options.onError(error)
    },
  })
  const timer = setTimeout(() => {
    failed = true
    stream.abort(new Error(`[ssr] render timed out after ${options.timeoutMs} ms`))
  }, options.timeoutMs)
  return {
    done,
    abort() {
      clearTimeout(timer)
      stream.abort()
    },
  }
}
