/**
 * Express's `trust proxy` from TRUST_PROXY: which proxies may tell the client's address and protocol
 * (X-Forwarded-For, X-Forwarded-Proto). Unset: `loopback` (a TLS proxy on the same machine). A whole number is
 * a hop count (a load balancer in front: 1); `true`/`false`; anything else is Express's list of addresses,
 * CIDR ranges or the names loopback, linklocal, uniquelocal, comma-separated.
 */
export function trustProxyFromEnv(value: string | undefined): boolean | number | string {
  const v = value?.trim()
  if (!v) return 'loopback'
  if (v === 'true') return true
  if (v === 'false') return false
  if (/^\d+$/.test(v)) return Number(v)
  return v
}
