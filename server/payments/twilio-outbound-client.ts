import type { OutboundHttp } from '../http/outbound/outbound-http.js'

/** What the twilio package hands its `httpClient` (RequestClient.RequestOptions, the fields it sets). */
interface TwilioRequest {
  method: string
  uri: string
  username?: string
  password?: string
  authStrategy?: { getAuthString(): Promise<string> }
  headers?: Record<string, string>
  params?: object
  data?: object
  timeout?: number
  allowRedirects?: boolean
}

/** As the package's own client encodes them (qs with arrayFormat "repeat"): `a=1&a=2` for arrays. */
function formEncoded(values: object): URLSearchParams {
  const encoded = new URLSearchParams()
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value])
      encoded.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item as string))
  }
  return encoded
}

/**
 * The `httpClient` the twilio package calls (it takes any object with RequestClient's `request`), sending
 * through the project's one outbound client (docs/decisions/010) instead of the package's axios: the same
 * address checks, timeouts and answer-size bound as every other call this server makes. `apiBase`
 * replaces the origin of every Twilio URL (tests' fake Twilio on this machine); absent, URLs are Twilio's.
 */
export class TwilioOutboundClient {
  constructor(
    private readonly outbound: OutboundHttp,
    private readonly options: { apiBase?: string; timeoutMs?: number } = {},
  ) {}

  async request(
    opts: TwilioRequest,
  ): Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }> {
    const url = new URL(opts.uri)
    const target = this.options.apiBase ? new URL(url.pathname + url.search, this.options.apiBase) : url
    if (opts.params) for (const [k, v] of formEncoded(opts.params)) target.searchParams.append(k, v)
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.username && opts.password)
      headers.Authorization = `Basic ${Buffer.from(`${opts.username}:${opts.password}`).toString('base64')}`
    else if (opts.authStrategy) headers.Authorization = await opts.authStrategy.getAuthString()
    let body: string | undefined
    if (opts.data) {
      const type = headers['Content-Type'] ?? ''
      body = type === 'application/json' ? JSON.stringify(opts.data) : formEncoded(opts.data).toString()
    }
    const answer = await this.outbound.request(target.href, {
      method: opts.method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
      // The operator's own setting (tests' fake Twilio is on loopback); Twilio's hosts are public anyway.
      ...(this.options.apiBase ? { allowPrivate: true } : {}),
      ...(opts.timeout || this.options.timeoutMs
        ? { timeoutMs: opts.timeout ?? this.options.timeoutMs }
        : {}),
      maxRedirects: opts.allowRedirects ? 3 : 0,
    })
    // A string body: the package parses it (Version.create JSON.parse) and builds its RestException from it.
    return { statusCode: answer.status, body: answer.body.toString('utf8'), headers: answer.headers }
  }
}
