import { readFile } from 'node:fs/promises'
import { join, normalize, sep } from 'node:path'
import { LRUCache } from 'lru-cache'
import type { OutboundHttp } from '../http/outbound/outbound-http.js'

/** Where same-site data lives: `/block-data/{file}.json` is `{dir}/{file}.json`. */
export const BLOCK_DATA_PATH = '/block-data/'

export interface BlockDataOptions {
  /** The one outbound client (refuses private addresses outside development; decision 010). */
  outbound: OutboundHttp
  /** The folder `/block-data/` serves (default fixtures/block-data). */
  dir: string
  /** How long an answer is reused (default 60 s, as long as a page with loaders is cached). */
  ttlMs?: number
}

/** How long an answer is reused by default: as long as a page with loaders is cached. */
export const BLOCK_DATA_TTL_MS = 60_000

/** The largest data file read, here or from another server. */
const MAX_BYTES = 512 * 1024

/**
 * The JSON a block's data URL answers (range calculator's data_url, racing results' url, another server's
 * news API; decision 041), for their loaders on the server:
 * - `/block-data/...json` is read from the data folder in process (no request to ourselves);
 * - an `https://` (or `http://`) URL goes through the one outbound client: checked after DNS, pinned, 5 s and
 *   512 KiB at most, no private address unless development allows it;
 * - anything else is refused.
 * Answers are kept `ttlMs` per URL and concurrent asks share one read; a failure is never kept, so the
 * block's "Try again" asks again. Rejects with a message naming the URL's host, never the answer's content.
 */
export function fetchBlockData(options: BlockDataOptions): (url: string) => Promise<unknown> {
  const root = normalize(options.dir + sep)
  const cache = new LRUCache<string, { json: unknown }>({
    max: 200,
    maxSize: 20 * MAX_BYTES,
    sizeCalculation: (value) => Math.max(1, JSON.stringify(value.json).length),
    ttl: options.ttlMs ?? BLOCK_DATA_TTL_MS,
    fetchMethod: async (url) => ({ json: await read(url) }),
  })

  async function read(url: string): Promise<unknown> {
    if (url.startsWith(BLOCK_DATA_PATH)) {
      const relative = decodeURIComponent(url.slice(BLOCK_DATA_PATH.length).split(/[?#]/)[0] ?? '')
      const file = normalize(join(root, relative))
      if (!file.startsWith(root) || !file.endsWith('.json') || relative.includes('\0'))
        throw new Error(`[block-data] ${url} is not a data file`)
      const text = await readFile(file, 'utf8')
      if (text.length > MAX_BYTES) throw new Error(`[block-data] ${url} is larger than ${MAX_BYTES} bytes`)
      return JSON.parse(text) as unknown
    }
    if (!/^https?:\/\//i.test(url))
      throw new Error('[block-data] a data URL is a /block-data/ path or an http(s) URL')
    const answer = await options.outbound.request(url, {
      headers: { accept: 'application/json' },
      timeoutMs: 5_000,
      maxBytes: MAX_BYTES,
    })
    if (answer.status !== 200) throw new Error(`[block-data] ${new URL(url).host} answered ${answer.status}`)
    return JSON.parse(answer.body.toString('utf8')) as unknown
  }

  return async (url) => (await cache.fetch(url))!.json
}
