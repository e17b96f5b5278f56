import { trustProxyProblem } from './trust-proxy-problem.js'

/** A TRUST_PROXY value Express would misread: the server refuses to start with it. */
export class TrustProxyError extends Error {
  override name = 'TrustProxyError'
}

/**
 * Express's `trust proxy` from TRUST_PROXY: which proxies may tell the client's address and protocol
 * (X-Forwarded-For, X-Forwarded-Proto). Unset: `loopback` (a TLS proxy on the same machine). A whole number is
 * a hop count (a load balancer in front: 1); `true`/`false`; anything else is Express's list of addresses,
 * CIDR ranges or the names loopback, linklocal, uniquelocal, comma-separated. A value Express would misread
 * throws TrustProxyError naming it (trustProxyProblem), in every mode.
 */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string {
  const problem = trustProxyProblem(value)
  if (problem) throw new TrustProxyError(`[config] ${problem}`)
  const v = value?.trim()
  if (!v) return 'loopback'
  if (v === 'true') return true
  if (v === 'false') return false
  if (/^\d+$/.test(v)) return Number(v)
  return v
}
