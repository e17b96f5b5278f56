import type { OutboundHttp } from './outbound-http.js'

// A Response may not carry a body with these statuses (the constructor throws).
const NO_BODY = new Set([101, 103, 204, 205, 304])

/**
 * A `fetch` for SDKs that take one (Stripe's createFetchHttpClient, axios' fetch adapter under the PayPal
 * SDK), made of the project's one outbound client: the SDK's calls get the same address checks, pinning,
 * time and size bounds as every other call this server makes (docs/decisions/010 and 024). The request is
 * normalised through the standard Request class, so a URL, a Request object and every body type a caller may
 * pass are read the same way; the caller's AbortSignal stops the wait.
 */
export function outboundFetch(outbound: OutboundHttp): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => {
      headers[name] = value
    })
    // The outbound client hands the body over as it arrived and does not decompress: ask for it plain.
    delete headers['accept-encoding']
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : Buffer.from(await request.arrayBuffer())
    const call = outbound.request(request.url, { method: request.method, headers, body })
    const answer = await abortedBy(call, request.signal)
    const responseHeaders = new Headers()
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one)
    }
    const status = answer.status < 200 || answer.status > 599 ? 502 : answer.status
    return new Response(NO_BODY.has(status) ? null : new Uint8Array(answer.body), {
      status,
      headers: responseHeaders,
    })
  }
}

/** `promise`, or the signal's reason once it aborts (as fetch rejects with an AbortError). */
function abortedBy<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
