import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import type { StoredEncoding } from './accepted-encoding.js'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * How hard a document is compressed: `stored` once per cached page (docs/decisions/017: brotli 6, most of
 * 11's size for a fraction of its time), `per-request` for a page rendered for one answer (brotli 4, as the
 * `compression` middleware does, so a miss costs no more than before).
 */
const LEVELS = {
  stored: { brotli: 6, gzip: 6 },
  'per-request': { brotli: 4, gzip: 6 },
} as const

/**
 * Brotli's window, in bits: the smallest that holds the whole document (a larger one finds nothing more in
 * it), between brotli's 16 and its default 22. The encoder allocates its window and hash tables for this
 * size on every call: at the default 4 MB window an uncached 120 KB page cost 6.4 ms of CPU per request
 * instead of 2.8 ms, for the same bytes (docs/decisions/029).
 */
export const windowBitsFor = (bytes: number): number =>
  Math.min(22, Math.max(16, Math.ceil(Math.log2(Math.max(bytes, 1)))))

/** Below this, a coding saves less than its header costs (the `compression` middleware's threshold). */
export const MIN_ENCODED_BYTES = 1024

/**
 * A whole HTML document in one content coding, compressed in one call over the complete bytes instead of a
 * compression stream fed as the render writes: the page is complete before it is sent anyway
 * (docs/decisions/011), and a stream with flushes cost several times the CPU.
 *
 * A `per-request` document is compressed on the calling thread: the answer waits for it either way, and
 * libuv's pool cost about twice the CPU for the same bytes (measured on a 120 KB page: 0.65 ms on the main
 * thread, 1.2-1.4 ms through the pool, from the hand-over, the 16 KB output chunks and the worker's own
 * allocator arena; docs/decisions/029). A `stored` document is compressed once per cached page, at higher
 * levels, in the pool, so a cache fill never stalls other requests.
 */
export function encodeDocument(
  body: Buffer,
  coding: StoredEncoding,
  level: keyof typeof LEVELS,
): Promise<Buffer> {
  const onThisThread = level === 'per-request'
  if (coding === 'gzip') {
    const options = { level: LEVELS[level].gzip }
    return onThisThread ? Promise.resolve(gzipSync(body, options)) : gzipAsync(body, options)
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: LEVELS[level].brotli,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(body.length),
    },
  }
  return onThisThread ? Promise.resolve(brotliCompressSync(body, options)) : brotliAsync(body, options)
}
