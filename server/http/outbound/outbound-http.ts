import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isBlockedAddress } from './blocked-address.js'
import { OutboundRefusedError } from './outbound-refused-error.js'

/** An address a host name resolves to, as dns.lookup answers it. */
export interface ResolvedAddress {
  address: string
  family: number
}

export interface OutboundHttpOptions {
  /**
   * Lets calls reach loopback, private and link-local addresses: development only (the demo's dev CRM on
   * localhost, tests' local servers). Never on in production unless OUTBOUND_ALLOW_PRIVATE=1 says so.
   */
  allowPrivate?: boolean
  /** Host name to addresses; default dns.lookup (all addresses). Tests answer their own. */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>
  /**
   * Which addresses are refused; default isBlockedAddress. Tests let one local server count as public to
   * show that redirects and DNS answers are checked past the first hop.
   */
  isBlocked?: (address: string) => boolean
  /** For the whole call, redirects included (default 10 s). */
  timeoutMs?: number
  /** The largest answer body read (default 1 MiB); a larger one fails the call. */
  maxBytes?: number
  /** Redirects followed, each checked like the first URL (default 3; 0 answers the 3xx itself). */
  maxRedirects?: number
}

export interface OutboundRequest {
  /**
   * The URL is the operator's own setting (OIDC_ISSUER, RECAPTCHA_VERIFY_URL), not one an admin typed: it
   * may be on the private network (an internal identity provider) whatever the client's `allowPrivate`.
   */
  allowPrivate?: boolean
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  timeoutMs?: number
  maxBytes?: number
  maxRedirects?: number
}

export interface OutboundResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  /** The URL that answered (after redirects). */
  url: string
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])
// Credentials meant for one origin never follow a redirect to another.
const ORIGIN_BOUND = ['authorization', 'cookie']

const defaultResolve = (hostname: string) => dnsLookup(hostname, { all: true, verbatim: true })

/**
 * The one HTTP client for calls this server makes to other servers (webhooks, reCAPTCHA, OpenID Connect
 * discovery). It resolves the host first and refuses addresses outside the public internet
 * (isBlockedAddress) unless `allowPrivate`; it follows redirects itself, checking each new host the same
 * way; it connects to the addresses it checked (so a DNS answer that changes between check and connect
 * cannot win); and it bounds the time and the size of the answer. docs/decisions/010-outbound-http.md.
 */
export class OutboundHttp {
  readonly allowPrivate: boolean
  private readonly resolve: (hostname: string) => Promise<ResolvedAddress[]>
  private readonly isBlocked: (address: string) => boolean
  private readonly defaults: Required<Pick<OutboundRequest, 'timeoutMs' | 'maxBytes' | 'maxRedirects'>>

  constructor(options: OutboundHttpOptions = {}) {
    this.allowPrivate = options.allowPrivate ?? false
    this.resolve = options.resolve ?? defaultResolve
    this.isBlocked = options.isBlocked ?? isBlockedAddress
    this.defaults = {
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: options.maxBytes ?? 1024 * 1024,
      maxRedirects: options.maxRedirects ?? 3,
    }
  }

  async request(url: string, init: OutboundRequest = {}): Promise<OutboundResponse> {
    const timeoutMs = init.timeoutMs ?? this.defaults.timeoutMs
    const maxBytes = init.maxBytes ?? this.defaults.maxBytes
    const maxRedirects = init.maxRedirects ?? this.defaults.maxRedirects
    const allowPrivate = init.allowPrivate ?? this.allowPrivate
    const signal = AbortSignal.timeout(timeoutMs)
    let current = parseUrl(url)
    let method = (init.method ?? 'GET').toUpperCase()
    let body = init.body
    const headers: Record<string, string> = { ...init.headers }
    try {
      for (let hop = 0; ; hop++) {
        const addresses = await abortable(this.checkedAddresses(current.hostname, allowPrivate), signal)
        const response = await send(current, addresses, { method, headers, body, maxBytes, signal })
        const location = response.headers.location
        if (!REDIRECTS.has(response.status) || !location || hop >= maxRedirects) return response
        const next = parseUrl(new URL(location, current).href)
        if (next.origin !== current.origin) for (const name of ORIGIN_BOUND) delete headers[name]
        // As browsers do: 303 (and 301/302 after a POST) continue with a GET without the body.
        if (response.status === 303 || (response.status < 303 && method === 'POST')) {
          method = 'GET'
          body = undefined
        }
        current = next
      }
    } catch (error) {
      if (signal.aborted && !(error instanceof OutboundRefusedError))
        throw Object.assign(
          new Error(`[outbound] no answer from ${current.host} within ${timeoutMs} ms`, { cause: error }),
          { code: 'ETIMEDOUT' },
        )
      throw error
    }
  }

  /** The addresses of `hostname`, every one of them allowed, or an OutboundRefusedError. */
  private async checkedAddresses(hostname: string, allowPrivate: boolean): Promise<ResolvedAddress[]> {
    const host = hostname.replace(/^\[|\]$/g, '')
    const family = isIP(host)
    const addresses = family ? [{ address: host, family }] : await this.resolve(host)
    if (addresses.length === 0) throw new Error(`[outbound] ${host} has no address`)
    const blocked = allowPrivate ? undefined : addresses.find((a) => this.isBlocked(a.address))
    if (blocked)
      throw new OutboundRefusedError(
        `[outbound] refused ${host}: ${blocked.address === host ? 'it' : `it resolves to ${blocked.address}, which`} is not a public internet address`,
      )
    return addresses
  }
}

function parseUrl(raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new OutboundRefusedError('[outbound] refused: not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefusedError(`[outbound] refused ${url.protocol} URL: only http and https`)
  if (url.username || url.password)
    throw new OutboundRefusedError('[outbound] refused a URL with credentials')
  return url
}

/** One request to `url`, connecting only to `addresses` whatever the host name resolves to by then. */
function send(
  url: URL,
  addresses: ResolvedAddress[],
  options: {
    method: string
    headers: Record<string, string>
    body: string | Buffer | undefined
    maxBytes: number
    signal: AbortSignal
  },
): Promise<OutboundResponse> {
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, addresses)
    else callback(null, addresses[0]!.address, addresses[0]!.family)
  }
  const headers: OutgoingHttpHeaders = { ...options.headers }
  if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    // agent: false: a pooled connection could belong to an earlier, differently resolved call.
    const req = client.request(
      url,
      { method: options.method, headers, agent: false, lookup: pinned, signal: options.signal },
      (res) => {
        const chunks: Buffer[] = []
        let size = 0
        res.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > options.maxBytes) {
            const error = new Error(`[outbound] ${url.host} answered more than ${options.maxBytes} bytes`)
            res.destroy(error)
            reject(error)
            return
          }
          chunks.push(chunk)
        })
        res.on('error', reject)
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            url: url.href,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** Rejects when `signal` aborts, even if `promise` (a DNS lookup) never settles. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
