import { isIP, isIPv4 } from 'node:net'

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])
const HOPS = /^\d+$/
// More hops than any real chain of proxies: a typo (a port, a year) rather than a hop count.
const MAX_HOPS = 32

const ALLOWED =
  'use a hop count (1), true, false, or a comma-separated list of IP addresses, CIDR ranges ' +
  '(10.0.0.0/8) and the names loopback, linklocal, uniquelocal'

/** An IPv4 netmask Express accepts after a slash: ones then zeros (255.255.0.0). */
function isNetmask(mask: string): boolean {
  if (!isIPv4(mask)) return false
  const bits = mask
    .split('.')
    .map((part) => Number(part).toString(2).padStart(8, '0'))
    .join('')
  return /^1*0*$/.test(bits)
}

function entryProblem(entry: string): string | undefined {
  if (NAMES.has(entry)) return undefined
  const slash = entry.indexOf('/')
  const address = slash < 0 ? entry : entry.slice(0, slash)
  const family = isIP(address)
  // node:net refuses the short forms ipaddr.js (Express's parser) reads as addresses: "1" is 0.0.0.1 there,
  // so "1, 2" would trust two nonsense addresses instead of failing.
  if (!family) return `"${entry}" is not an IP address, a CIDR range or a known name`
  if (slash < 0) return undefined
  const range = entry.slice(slash + 1)
  if (HOPS.test(range) && Number(range) <= (family === 4 ? 32 : 128)) return undefined
  if (family === 4 && isNetmask(range)) return undefined
  return `"${entry}" has a prefix length that is not 0-${family === 4 ? 32 : 128}`
}

/**
 * What is wrong with a TRUST_PROXY value, or undefined when Express reads it as meant. Express takes any
 * string as a list of addresses, so a value like "TRUE" stops it at start-up with "invalid IP address" (not
 * naming the setting) and "1, 2" is silently read as the addresses 0.0.0.1 and 0.0.0.2.
 */
export function trustProxyProblem(value: string | undefined): string | undefined {
  const v = value?.trim()
  if (!v || v === 'true' || v === 'false') return undefined
  if (HOPS.test(v))
    return Number(v) <= MAX_HOPS
      ? undefined
      : `TRUST_PROXY=${v}: a hop count above ${MAX_HOPS} is surely a mistake; ${ALLOWED}`
  for (const entry of v.split(',').map((part) => part.trim())) {
    const problem = entry ? entryProblem(entry) : 'has an empty entry'
    if (problem) return `TRUST_PROXY="${v}": ${problem}; ${ALLOWED}`
  }
  return undefined
}
